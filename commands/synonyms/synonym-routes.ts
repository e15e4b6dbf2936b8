import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { DeletedOut } from '../../domain/api/envelopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import {
  SynonymSetIn,
  SynonymSetName,
  SynonymSetOut,
  synonymSetDecider,
  synonymStream,
} from '../../domain/merchandising/synonyms.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

const Params = z.object({ name: SynonymSetName });

export const synonymWriteRoutes =
  (deps: CommandDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      '/v1/synonyms/:name',
      {
        config: { auth: { level: 'secret', scope: 'synonyms' } },
        schema: {
          tags: ['synonyms'],
          summary: 'Replace a synonym set (`default` is the normal set); up to 5,000 entries',
          params: Params,
          body: SynonymSetIn,
          response: { 200: SynonymSetOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const { name } = request.params;
        const result = await handleCommand(
          deps.eventStore,
          synonymStream(tenantId, name),
          synonymSetDecider,
          {
            type: 'ReplaceSynonymSet',
            tenantId,
            name,
            entries: request.body.entries,
            now: deps.now().toISOString(),
          },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        const state = result.state;
        return {
          name,
          entries: state.exists ? state.entries : [],
          updated_at: state.exists ? state.updatedAt : deps.now().toISOString(),
        };
      },
    );
    r.delete(
      '/v1/synonyms/:name',
      {
        config: { auth: { level: 'secret', scope: 'synonyms' } },
        schema: {
          tags: ['synonyms'],
          summary: 'Delete a synonym set',
          params: Params,
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const { name } = request.params;
        const result = await handleCommand(
          deps.eventStore,
          synonymStream(tenantId, name),
          synonymSetDecider,
          { type: 'DeleteSynonymSet', tenantId, name, now: deps.now().toISOString() },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        return { deleted: true, id: name };
      },
    );
  };
