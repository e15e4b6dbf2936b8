import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { KeyOut } from '../../domain/tenancy/contract.ts';
import { type ApiKeyView, findKey, listKeys } from '../../projections/tenants/tenant-queries.ts';

export const keyOut = (k: ApiKeyView): z.infer<typeof KeyOut> => ({
  id: k.id,
  kind: k.kind,
  hint: k.hint,
  label: k.label,
  scopes: [...k.scopes],
  allowed_origins: [...k.allowedOrigins],
  allow_assistant: k.allowAssistant,
  created_at: k.createdAt,
  revoked_at: k.revokedAt,
});

export const keyReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/keys',
      {
        config: { auth: { level: 'secret', scope: 'keys' } },
        schema: {
          tags: ['keys'],
          summary: 'List the store keys (never the keys themselves)',
          response: { 200: pageOf(KeyOut) },
        },
      },
      async (request) => {
        const keys = await listKeys(sql, principalOf(request).tenantId);
        return { data: keys.map(keyOut), next_cursor: null, total: keys.length };
      },
    );
    r.get(
      '/v1/keys/:key_id',
      {
        config: { auth: { level: 'secret', scope: 'keys' } },
        schema: {
          tags: ['keys'],
          params: z.object({ key_id: z.string().max(128) }),
          response: { 200: KeyOut },
        },
      },
      async (request) => {
        const key = await findKey(sql, principalOf(request).tenantId, request.params.key_id);
        if (!key) throw new DomainError('not_found', 'key was not found');
        return keyOut(key);
      },
    );
  };
