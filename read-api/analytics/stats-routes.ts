import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { StatsParamsIn, StatsQueryIn, StatsResponseOut } from '../../domain/analytics/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { runReport } from '../../projections/analytics/report-queries.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';
import { statsCsv } from './stats-csv.ts';

export interface StatsRouteDeps {
  readonly sql: SqlExecutor;
  readonly storeOf: (tenantId: string) => Promise<TenantView | null>;
  readonly now: () => Date;
}

const DAY = 86_400_000;
/** The longest range one report covers. */
export const MAX_REPORT_DAYS = 400;
const day = (d: Date) => d.toISOString().slice(0, 10);

/** GET /v1/stats/{report}: the nine analytics reports, as JSON or CSV (docs/analytics.md). */
export const statsRoutes =
  (deps: StatsRouteDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/stats/:report',
      {
        config: { auth: { level: 'secret', scope: 'stats' } },
        schema: {
          tags: ['analytics'],
          summary: 'An analytics report: totals and rows over a range of days (JSON or CSV)',
          description:
            'from/to are inclusive UTC days (default: the last 30 days). format=csv answers text/csv with the row fields as columns; cells that a spreadsheet would read as formulas are prefixed with a quote.',
          params: StatsParamsIn,
          querystring: StatsQueryIn,
          response: { 200: StatsResponseOut },
        },
      },
      async (request, reply) => {
        const { tenantId } = principalOf(request);
        const q = request.query;
        const store = await deps.storeOf(tenantId);
        if (!store) throw new DomainError('not_found', 'store was not found');
        if (q.lang !== 'all' && !store.locales.includes(q.lang))
          throw new DomainError('unsupported_locale', `${q.lang} is not one of the store's languages`, [
            {
              field: 'query.lang',
              code: 'unsupported_locale',
              message: `one of all, ${store.locales.join(', ')}`,
            },
          ]);
        const to = q.to ?? day(deps.now());
        const from = q.from ?? day(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY));
        const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;
        if (Number.isNaN(span))
          throw new DomainError('invalid_request', 'not a date', [
            {
              field: Number.isNaN(Date.parse(from)) ? 'query.from' : 'query.to',
              code: 'invalid_date',
              message: 'not a date',
            },
          ]);
        if (span < 0)
          throw new DomainError('invalid_request', 'from is after to', [
            { field: 'query.from', code: 'invalid_range', message: 'must not be after to' },
          ]);
        if (span >= MAX_REPORT_DAYS)
          throw new DomainError('invalid_request', `a report covers at most ${MAX_REPORT_DAYS} days`, [
            {
              field: 'query.from',
              code: 'invalid_range',
              message: `at most ${MAX_REPORT_DAYS} days before to`,
            },
          ]);
        const answer = await runReport(deps.sql, request.params.report, {
          tenantId,
          from,
          to,
          lang: q.lang,
          device: q.device,
          limit: q.limit,
          currency: store.currency,
        });
        if (q.format === 'csv')
          // Text, not the JSON schema's shape: sent as is (a string with a non-JSON type is not serialized).
          return (reply as FastifyReply)
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${answer.report}-${from}-${to}.csv"`)
            .send(statsCsv(answer));
        return answer;
      },
    );
  };
