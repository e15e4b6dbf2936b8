import type { ReportName, StatsResponse, StatsTotals } from '../../domain/analytics/contract.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface ReportFilter {
  readonly tenantId: string;
  /** Inclusive days, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** `all` or a language code. */
  readonly lang: string;
  /** `all` or a device. */
  readonly device: string;
  readonly limit: number;
  /** The store's currency: conversions report revenue in it. */
  readonly currency: string;
}

type Row = Record<string, unknown>;

/** `$1..$5`: store, from, to, lang, device. */
const WHERE = `tenant_id = $1 and day between $2::date and $3::date
  and ($4 = 'all' or lang = $4) and ($5 = 'all' or device = $5)`;

const params = (f: ReportFilter): unknown[] => [f.tenantId, f.from, f.to, f.lang, f.device];

const n = (v: unknown): number => Number(v ?? 0);
/** A rate rounded to 4 decimals, 0 when nothing was counted. */
const rate = (part: unknown, whole: unknown): number =>
  n(whole) === 0 ? 0 : Math.round((n(part) / n(whole)) * 10_000) / 10_000;

export async function reportTotals(sql: SqlExecutor, f: ReportFilter): Promise<StatsTotals> {
  const { rows } = await sql.query<Row>(
    `select sum(searches) as searches, sum(suggests) as suggests, sum(zero_results) as zero,
            sum(clicks) as clicks, sum(clicked_searches) as clicked, sum(add_to_carts) as carts,
            sum(orders) as orders, sum(converted_searches) as converted
       from analytics_daily where ${WHERE}`,
    params(f),
  );
  const r = rows[0] ?? {};
  return {
    searches: n(r.searches),
    suggests: n(r.suggests),
    clicks: n(r.clicks),
    ctr: rate(r.clicked, r.searches),
    zero_result_rate: rate(r.zero, r.searches),
    add_to_carts: n(r.carts),
    orders: n(r.orders),
    conversion_rate: rate(r.converted, r.searches),
  };
}

type Rows<R extends ReportName> = Extract<StatsResponse, { report: R }>['rows'];

async function overview(sql: SqlExecutor, f: ReportFilter): Promise<Rows<'overview'>> {
  const { rows } = await sql.query<Row>(
    `select to_char(d.day, 'YYYY-MM-DD') as day, sum(a.searches) as searches, sum(a.suggests) as suggests,
            sum(a.zero_results) as zero, sum(a.clicks) as clicks, sum(a.clicked_searches) as clicked,
            sum(a.add_to_carts) as carts, sum(a.orders) as orders
       from generate_series($2::date, $3::date, interval '1 day') as d(day)
       left join analytics_daily a on a.day = d.day::date and a.tenant_id = $1
            and ($4 = 'all' or a.lang = $4) and ($5 = 'all' or a.device = $5)
      group by d.day order by d.day limit $6`,
    [...params(f), f.limit],
  );
  return rows.map((r) => ({
    day: String(r.day),
    searches: n(r.searches),
    suggests: n(r.suggests),
    zero_results: n(r.zero),
    clicks: n(r.clicks),
    ctr: rate(r.clicked, r.searches),
    add_to_carts: n(r.carts),
    orders: n(r.orders),
  }));
}

const QUERY_SUMS = `query, sum(searches) as searches, sum(zero_results) as zero, sum(clicks) as clicks,
  sum(clicked_searches) as clicked, sum(click_position_sum) as position_sum, sum(add_to_carts) as carts,
  sum(orders) as orders, sum(converted_searches) as converted`;

async function topQueries(sql: SqlExecutor, f: ReportFilter): Promise<Rows<'top_queries'>> {
  const { rows } = await sql.query<Row>(
    `select ${QUERY_SUMS} from analytics_queries where ${WHERE}
      group by query order by sum(searches) desc, query limit $6`,
    [...params(f), f.limit],
  );
  return rows.map((r) => ({
    query: String(r.query),
    searches: n(r.searches),
    clicks: n(r.clicks),
    ctr: rate(r.clicked, r.searches),
    zero_result_rate: rate(r.zero, r.searches),
    avg_click_position: n(r.clicks) === 0 ? null : Math.round((n(r.position_sum) / n(r.clicks)) * 100) / 100,
  }));
}

async function zeroResults(sql: SqlExecutor, f: ReportFilter): Promise<Rows<'zero_results'>> {
  const { rows } = await sql.query<Row>(
    `select query, sum(zero_results) as zero, to_char(max(last_zero_at) at time zone 'UTC', 'YYYY-MM-DD') as last_seen,
            (array_agg(suggestion order by suggestion_key desc nulls last))[1] as suggestion
       from analytics_queries where ${WHERE}
      group by query having sum(zero_results) > 0
      order by sum(zero_results) desc, max(last_zero_at) desc, query limit $6`,
    [...params(f), f.limit],
  );
  return rows.map((r) => ({
    query: String(r.query),
    searches: n(r.zero),
    last_seen: String(r.last_seen),
    suggestion: r.suggestion == null ? null : String(r.suggestion),
  }));
}

/** Queries searched at least this often with results, so one unlucky search is not listed. */
export const LOW_CTR_MIN_SEARCHES = 5;

async function lowCtr(sql: SqlExecutor, f: ReportFilter): Promise<Rows<'low_ctr'>> {
  const { rows } = await sql.query<Row>(
    `select ${QUERY_SUMS} from analytics_queries where ${WHERE}
      group by query having sum(searches - zero_results) >= $7
      order by sum(clicked_searches)::float8 / sum(searches), sum(searches) desc, query limit $6`,
    [...params(f), f.limit, LOW_CTR_MIN_SEARCHES],
  );
  return rows.map((r) => ({
    query: String(r.query),
    searches: n(r.searches),
    clicks: n(r.clicks),
    ctr: rate(r.clicked, r.searches),
  }));
}

async function ctrByPosition(sql: SqlExecutor, f: ReportFilter): Promise<Rows<'ctr_by_position'>> {
  const { rows } = await sql.query<Row>(
    `select position, sum(impressions) as impressions, sum(clicks) as clicks
       from analytics_positions where ${WHERE}
      group by position order by position limit $6`,
    [...params(f), f.limit],
  );
  return rows.map((r) => ({
    position: n(r.position),
    impressions: n(r.impressions),
    clicks: n(r.clicks),
    ctr: rate(r.clicks, r.impressions),
  }));
}

async function conversions(sql: SqlExecutor, f: ReportFilter): Promise<Rows<'conversions'>> {
  const { rows } = await sql.query<Row>(
    `with q as (
       select ${QUERY_SUMS} from analytics_queries where ${WHERE}
        group by query having sum(orders) > 0 or sum(add_to_carts) > 0),
     rev as (
       select query, sum(revenue) as revenue from analytics_revenue where ${WHERE} and currency = $7
        group by query)
     select q.*, coalesce(rev.revenue, 0)::text as revenue
       from q left join rev using (query)
      order by q.orders desc, coalesce(rev.revenue, 0) desc, q.carts desc, q.query limit $6`,
    [...params(f), f.limit, f.currency],
  );
  return rows.map((r) => ({
    query: String(r.query),
    searches: n(r.searches),
    clicks: n(r.clicks),
    add_to_carts: n(r.carts),
    orders: n(r.orders),
    conversion_rate: rate(r.converted, r.searches),
    revenue: Number(r.revenue).toFixed(2),
    currency: f.currency,
  }));
}

async function segments(
  sql: SqlExecutor,
  f: ReportFilter,
  column: 'lang' | 'device',
): Promise<Rows<'by_language'>> {
  const { rows } = await sql.query<Row>(
    `select ${column} as segment, sum(searches) as searches, sum(zero_results) as zero, sum(clicks) as clicks,
            sum(clicked_searches) as clicked, sum(converted_searches) as converted,
            sum(sum(searches)) over () as all_searches
       from analytics_daily where ${WHERE}
      group by ${column} having sum(searches) > 0
      order by sum(searches) desc, ${column} limit $6`,
    [...params(f), f.limit],
  );
  return rows.map((r) => ({
    segment: String(r.segment),
    searches: n(r.searches),
    share: rate(r.searches, r.all_searches),
    clicks: n(r.clicks),
    ctr: rate(r.clicked, r.searches),
    zero_result_rate: rate(r.zero, r.searches),
    conversion_rate: rate(r.converted, r.searches),
  }));
}

/** One report's answer over the analytics rollups. */
export async function runReport(
  sql: SqlExecutor,
  report: ReportName,
  f: ReportFilter,
): Promise<StatsResponse> {
  const base = { date_from: f.from, date_to: f.to, totals: await reportTotals(sql, f) };
  switch (report) {
    case 'overview':
      return { ...base, report, rows: await overview(sql, f) };
    case 'top_queries':
      return { ...base, report, rows: await topQueries(sql, f) };
    case 'zero_results':
      return { ...base, report, rows: await zeroResults(sql, f) };
    case 'low_ctr':
      return { ...base, report, rows: await lowCtr(sql, f) };
    case 'ctr_by_position':
      return { ...base, report, rows: await ctrByPosition(sql, f) };
    case 'conversions':
      return { ...base, report, rows: await conversions(sql, f) };
    case 'by_language':
      return { ...base, report, rows: await segments(sql, f, 'lang') };
    case 'by_device':
      return { ...base, report, rows: await segments(sql, f, 'device') };
    case 'assistant':
      // The assistant does not exist yet: its report answers its shape with no rows.
      return { ...base, report, rows: [] };
    default: {
      const never: never = report;
      throw new Error(`unknown report ${String(never)}`);
    }
  }
}
