import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PathId } from '../../domain/api/envelopes.ts';
import { connectorIdOf, normalizeStoreUrl } from '../../domain/connectors/connector-events.ts';
import { ConnectorOut, ConnectorPatch, ConnectorRegister } from '../../domain/connectors/contract.ts';
import { feedUrlRefusal } from '../../domain/connectors/feed-url.ts';
import { AcceptedOut, type JobOutT } from '../../domain/jobs/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { queueJob } from '../jobs/queue-job.ts';
import type { CommandDeps } from '../shared/command-deps.ts';
import { runConnectorCommand } from './connector-command.ts';

export interface ConnectorCommandDeps extends CommandDeps {
  readonly findConnector: (
    tenantId: string,
    connectorId: string,
  ) => Promise<z.infer<typeof ConnectorOut> | null>;
}

const Params = z.object({ connector_id: PathId });
const auth = { level: 'secret', scope: 'connectors' } as const;
const tags = ['connectors'];

const checkSettings = (settings: Readonly<Record<string, unknown>> | null | undefined) => {
  const refusal = settings ? feedUrlRefusal(settings.feed_url) : null;
  if (refusal)
    throw new DomainError('invalid_request', 'settings.feed_url is not usable', [
      { field: 'settings.feed_url', code: 'invalid_url', message: refusal },
    ]);
};

export const connectorWriteRoutes =
  (deps: ConnectorCommandDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const now = () => deps.now().toISOString();
    const answer = async (tenantId: string, connectorId: string) => {
      const found = await deps.findConnector(tenantId, connectorId);
      if (!found) throw new DomainError('not_found', 'connector was not found');
      return found;
    };

    r.post(
      '/v1/connectors',
      {
        config: { auth },
        schema: {
          tags,
          summary:
            'Register a connector (its test-connection button, with the secret key); pressing it again answers the same connector with its versions and settings brought up to date',
          body: ConnectorRegister,
          response: { 200: ConnectorOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const b = request.body;
        checkSettings(b.settings);
        const connectorId = connectorIdOf(tenantId, b.platform, b.store_url);
        const result = await runConnectorCommand(deps, {
          type: 'RegisterConnector',
          tenantId,
          connectorId,
          now: now(),
          platform: b.platform,
          storeUrl: normalizeStoreUrl(b.store_url),
          platformVersion: b.platform_version ?? null,
          moduleVersion: b.module_version ?? null,
          ...(b.settings ? { settings: b.settings } : {}),
        });
        await deps.settle(result.position);
        return answer(tenantId, connectorId);
      },
    );

    r.patch(
      '/v1/connectors/:connector_id',
      {
        config: { auth },
        schema: {
          tags,
          summary:
            'Switch a connector on or off, or replace its settings (absent or null fields keep their value)',
          params: Params,
          body: ConnectorPatch,
          response: { 200: ConnectorOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const connectorId = request.params.connector_id;
        const b = request.body;
        checkSettings(b.settings);
        const result = await runConnectorCommand(deps, {
          type: 'ChangeConnector',
          tenantId,
          connectorId,
          now: now(),
          ...(b.enabled != null ? { enabled: b.enabled } : {}),
          ...(b.settings != null ? { settings: b.settings } : {}),
        });
        await deps.settle(result.position);
        return answer(tenantId, connectorId);
      },
    );

    r.post(
      '/v1/connectors/:connector_id/sync',
      {
        config: { auth },
        schema: {
          tags,
          summary:
            'Pull a full sync from the platform now, as a job: products it no longer lists are removed when the sync completes',
          params: Params,
          response: { 202: AcceptedOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const connectorId = request.params.connector_id;
        const jobId = deps.newId();
        await runConnectorCommand(deps, { type: 'RequestSync', tenantId, connectorId, now: now(), jobId });
        const job: JobOutT = await queueJob(deps, tenantId, 'sync', { connectorId }, jobId);
        return reply.code(202).send({ accepted: true, job });
      },
    );
  };
