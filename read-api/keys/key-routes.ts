import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PathId, pageOf } from '../../domain/api/envelopes.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { KeyOut } from '../../domain/tenancy/contract.ts';
import {
  type ApiKeyView,
  countKeys,
  findKey,
  type KeyListPosition,
  listKeys,
} from '../../projections/tenants/tenant-queries.ts';
import { invalidCursor, keysetPage } from '../shared/keyset-page.ts';

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

/** Keys are listed by creation time then id: the cursor holds both. */
function keyPosition(cursorKey: string): KeyListPosition {
  const [createdAt, id] = cursorKey.split(' ');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw invalidCursor();
  return { createdAt, id };
}

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
          summary: 'List the store keys, oldest first, a page at a time (never the keys themselves)',
          querystring: z.object({
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(100),
          }),
          response: { 200: pageOf(KeyOut) },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        return keysetPage({
          cursor: request.query.cursor,
          limit: request.query.limit,
          list: (after, limit) => listKeys(sql, tenantId, after === null ? null : keyPosition(after), limit),
          count: () => countKeys(sql, tenantId),
          map: keyOut,
          keyOf: (k) => `${k.createdAt} ${k.id}`,
        });
      },
    );
    r.get(
      '/v1/keys/:key_id',
      {
        config: { auth: { level: 'secret', scope: 'keys' } },
        schema: {
          tags: ['keys'],
          summary: 'One store key (a hint of it, never the key itself)',
          params: z.object({ key_id: PathId }),
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
