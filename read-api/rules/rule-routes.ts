import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { RuleOut } from '../../domain/merchandising/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { countRules, findRule, listRules } from '../../projections/rules/rule-queries.ts';

const encodeCursor = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
const decodeCursor = (cursor: string): string => {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!id || encodeCursor(id) !== cursor) {
    throw new DomainError('invalid_request', 'cursor is not valid', [
      { field: 'query.cursor', code: 'invalid', message: 'pass next_cursor back as it came' },
    ]);
  }
  return id;
};

export const ruleReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/rules',
      {
        config: { auth: { level: 'secret', scope: 'rules' } },
        schema: {
          tags: ['rules'],
          summary: 'The store rules, a page at a time',
          querystring: z.object({
            cursor: z.string().max(200).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(100),
          }),
          response: { 200: pageOf(RuleOut) },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const after = request.query.cursor ? decodeCursor(request.query.cursor) : null;
        const rows = await listRules(sql, tenantId, after, request.query.limit + 1);
        const page = rows.slice(0, request.query.limit);
        const last = page.at(-1);
        return {
          data: page,
          next_cursor: rows.length > page.length && last ? encodeCursor(last.id) : null,
          total: after === null ? await countRules(sql, tenantId) : null,
        };
      },
    );
    r.get(
      '/v1/rules/:rule_id',
      {
        config: { auth: { level: 'secret', scope: 'rules' } },
        schema: {
          tags: ['rules'],
          params: z.object({ rule_id: z.string().min(1).max(128) }),
          response: { 200: RuleOut },
        },
      },
      async (request) => {
        const rule = await findRule(sql, principalOf(request).tenantId, request.params.rule_id);
        if (!rule) throw new DomainError('not_found', 'rule was not found');
        return rule;
      },
    );
  };
