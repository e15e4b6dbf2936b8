import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface UsageDayRow {
  readonly day: string;
  readonly searches: number;
  readonly billed: number;
  readonly suggests: number;
  readonly assistantConversations: number;
  readonly assistantMessages: number;
}

/** The store's metered days within [from, to] (usage_daily, written by the usage meter). */
export async function usageDays(
  sql: SqlExecutor,
  tenantId: string,
  from: string,
  to: string,
): Promise<UsageDayRow[]> {
  const { rows } = await sql.query<{
    day: string;
    searches: string;
    billed: string;
    suggests: string;
    conversations: string;
    messages: string;
  }>(
    `select to_char(day, 'YYYY-MM-DD') as day, searches, billed_searches as billed, suggests,
            assistant_conversations as conversations, assistant_messages as messages
       from usage_daily where tenant_id = $1 and day between $2::date and $3::date order by day`,
    [tenantId, from, to],
  );
  return rows.map((r) => ({
    day: r.day,
    searches: Number(r.searches),
    billed: Number(r.billed),
    suggests: Number(r.suggests),
    assistantConversations: Number(r.conversations),
    assistantMessages: Number(r.messages),
  }));
}

export async function productsIndexed(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('select count(*) as n from products where tenant_id = $1', [
    tenantId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** Stores with billed searches on or after `sinceDay` (`YYYY-MM-DD`), for the threshold watch. */
export async function storesBilledSince(sql: SqlExecutor, sinceDay: string): Promise<string[]> {
  const { rows } = await sql.query<{ tenant_id: string }>(
    'select distinct tenant_id from usage_daily where day >= $1::date and billed_searches > 0',
    [sinceDay],
  );
  return rows.map((r) => r.tenant_id);
}

/** A sum of one daily usage column over a store's days [fromDay, toDay). */
const usageBetween =
  (column: 'billed_searches' | 'assistant_conversations') =>
  async (sql: SqlExecutor, tenantId: string, fromDay: string, toDay: string): Promise<number> => {
    const { rows } = await sql.query<{ n: string | null }>(
      `select sum(${column}) as n from usage_daily where tenant_id = $1 and day >= $2::date and day < $3::date`,
      [tenantId, fromDay, toDay],
    );
    return Number(rows[0]?.n ?? 0);
  };

/** A store's billed searches over the days [fromDay, toDay). */
export const billedSearchesBetween = usageBetween('billed_searches');

/** A store's assistant conversations over the days [fromDay, toDay): what add-on bundles are drawn on. */
export const assistantConversationsBetween = usageBetween('assistant_conversations');

export interface ZeroResultWindow {
  readonly tenantId: string;
  readonly searches: number;
  readonly zeroResults: number;
  readonly baselineRate: number;
  readonly topQueries: readonly string[];
}

/** Per store with searches in [since, until): counts from the search log, and the 7 days before as a baseline. */
export async function zeroResultWindows(
  sql: SqlExecutor,
  since: Date,
  until: Date,
): Promise<ZeroResultWindow[]> {
  const { rows } = await sql.query<{
    tenant_id: string;
    searches: string;
    zero: string;
    baseline_searches: string | null;
    baseline_zero: string | null;
    top: string[] | null;
  }>(
    // The window's searches: tallied ones by minute and shape (search_minutes), and the ones logged
    // one by one before tallies (search_log rows of ids without a shape; a row of a tallied search is
    // in search_log because a click or event named it, and is counted in search_minutes already).
    `with s as (
       select m.tenant_id, sh.query, sh.zero_results, m.searches
         from search_minutes m
         join search_shapes sh on sh.tenant_id = m.tenant_id and sh.shape_id = m.shape_id
        where m.minute >= date_trunc('minute', $1::timestamptz) and m.minute < $2
       union all
       select tenant_id, query, zero_results, 1 from search_log
        where at >= $1 and at < $2 and search_id_shape(search_id) is null
     ), w as (
       select tenant_id, sum(searches) as searches, coalesce(sum(searches) filter (where zero_results), 0) as zero
         from s group by tenant_id)
     select w.tenant_id, w.searches, w.zero,
            (select sum(searches) from analytics_daily d where d.tenant_id = w.tenant_id
               and d.day >= ($1::timestamptz at time zone 'UTC')::date - 7 and d.day < ($1::timestamptz at time zone 'UTC')::date) as baseline_searches,
            (select sum(zero_results) from analytics_daily d where d.tenant_id = w.tenant_id
               and d.day >= ($1::timestamptz at time zone 'UTC')::date - 7 and d.day < ($1::timestamptz at time zone 'UTC')::date) as baseline_zero,
            (select array_agg(query) from (
               select query from s where s.tenant_id = w.tenant_id and s.zero_results
                group by query order by sum(s.searches) desc, query limit 5) q) as top
       from w`,
    [since.toISOString(), until.toISOString()],
  );
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    searches: Number(r.searches),
    zeroResults: Number(r.zero),
    baselineRate:
      Number(r.baseline_searches ?? 0) === 0 ? 0 : Number(r.baseline_zero ?? 0) / Number(r.baseline_searches),
    topQueries: r.top ?? [],
  }));
}
