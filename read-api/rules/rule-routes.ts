import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { PathId, pageOf } from '../../domain/api/envelopes.ts';
import { RuleOut } from '../../domain/merchandising/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { countRules, findRule, listRules } from '../../projections/rules/rule-queries.ts';
import { keysetPage } from '../shared/keyset-page.ts';

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
        return keysetPage({
          cursor: request.query.cursor,
          limit: request.query.limit,
          list: (after, limit) => listRules(sql, tenantId, after, limit),
          count: () => countRules(sql, tenantId),
          map: (rule) => rule,
          keyOf: (row) => row.id,
        });
      },
    );
    r.get(
      '/v1/rules/:rule_id',
      {
        config: { auth: { level: 'secret', scope: 'rules' } },
        schema: {
          tags: ['rules'],
          summary: 'One rule',
          params: z.object({ rule_id: PathId }),
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
