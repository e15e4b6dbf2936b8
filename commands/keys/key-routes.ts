import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantKeyScopes } from '../../domain/access/grants.ts';
import { principalOf } from '../../domain/access/principal.ts';
import { DeletedOut, PathId } from '../../domain/api/envelopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
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
        config: { auth: { level: 'secret', scope: 'keys' }, showsSecret: true },
        // Authorization that depends on the body runs here, before an Idempotency-Key replay.
        preHandler: async (request) => {
          const decision = grantKeyScopes(principalOf(request), {
            kind: request.body.kind,
            scopes: request.body.scopes,
            allowAssistant: request.body.allow_assistant,
          });
          if (!decision.granted) {
            throw new DomainError(
              'insufficient_scope',
              `A key may only create keys with scopes it holds itself; this one lacks ${decision.missing.join(', ')}.`,
            );
          }
        },
        schema: {
          tags: ['keys'],
          summary: 'Create a key; the answer shows it once',
          description:
            'The new key gets a subset of the calling key’s scopes (omitted: the caller’s own; a public key: search); more is 403 insufficient_scope. allow_assistant is the assistant scope.',
          body: KeyIn,
          response: { 201: KeyCreatedOut },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const body = request.body;
        const decision = grantKeyScopes(principal, {
          kind: body.kind,
          scopes: body.scopes,
          allowAssistant: body.allow_assistant,
        });
        if (!decision.granted) throw new Error('key grant was not checked before the handler');
        const issued = await issueApiKey(deps, principal.tenantId, {
          kind: body.kind,
          label: body.label ?? null,
          scopes: decision.scopes,
          allowedOrigins: body.kind === 'public' ? (body.allowed_origins ?? []) : [],
          allowAssistant: body.kind === 'public' && decision.scopes.includes('assistant'),
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
          params: z.object({ key_id: PathId }),
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
