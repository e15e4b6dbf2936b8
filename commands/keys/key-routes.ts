import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PUBLIC_KEY_SCOPES, SECRET_KEY_DEFAULT_SCOPES } from '../../domain/access/scopes.ts';
import { DeletedOut } from '../../domain/api/envelopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { apiKeysDecider, apiKeysStream } from '../../domain/tenancy/api-keys.ts';
import { KeyCreatedOut, KeyIn } from '../../domain/tenancy/contract.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { CommandDeps } from '../shared/command-deps.ts';
import { issueApiKey } from './issue-api-key.ts';

export const keyWriteRoutes =
  (deps: CommandDeps & { keys: KeyGenerator }): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/v1/keys',
      {
        config: { auth: { level: 'secret', scope: 'keys' } },
        schema: {
          tags: ['keys'],
          summary: 'Create a key; the answer shows it once',
          body: KeyIn,
          response: { 201: KeyCreatedOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const body = request.body;
        const scopes =
          body.scopes ?? (body.kind === 'public' ? ['search' as const] : [...SECRET_KEY_DEFAULT_SCOPES]);
        const issued = await issueApiKey(deps, tenantId, {
          kind: body.kind,
          label: body.label ?? null,
          scopes: body.kind === 'public' ? scopes.filter((s) => PUBLIC_KEY_SCOPES.includes(s)) : scopes,
          allowedOrigins: body.kind === 'public' ? (body.allowed_origins ?? []) : [],
          allowAssistant: body.kind === 'public' && (body.allow_assistant ?? false),
        });
        await deps.settle(issued.position);
        const d = issued.key;
        return reply.code(201).send({
          id: d.keyId,
          kind: d.kind,
          hint: d.hint,
          label: d.label,
          scopes: d.scopes,
          allowed_origins: d.allowedOrigins,
          allow_assistant: d.allowAssistant,
          created_at: d.createdAt,
          revoked_at: null,
          key: issued.plaintext,
        });
      },
    );
    r.delete(
      '/v1/keys/:key_id',
      {
        config: { auth: { level: 'secret', scope: 'keys' } },
        schema: {
          tags: ['keys'],
          summary: 'Revoke a key (at once)',
          params: z.object({ key_id: z.string().max(128) }),
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const result = await handleCommand(
          deps.eventStore,
          apiKeysStream(tenantId),
          apiKeysDecider,
          { type: 'RevokeApiKey', tenantId, keyId: request.params.key_id, now: deps.now().toISOString() },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        return { deleted: true, id: request.params.key_id };
      },
    );
  };
