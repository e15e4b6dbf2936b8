import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * An add-to-cart or order without a search id goes to its session's latest search of the day
 * before it (analytics_event). In PL/pgSQL that lookup runs as a generic plan, planned on whatever
 * statistics the young search log has: it must read the session's index, not every search of the
 * store's day (which cost 1.5 s per batch of 1,000 records in the telemetry benchmark).
 */
describe('the attribution lookup of analytics_event and analytics_events', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('reads the session index in a generic plan, with the statistics of a new store', async () => {
    await db.pool.query(
      `insert into search_log (tenant_id, search_id, at, day, query, lang, device, session, page, first_position,
                               ids, total, zero_results)
       select 'T', 's' || g, now() - make_interval(secs => g), current_date, 'q' || (g % 200), 'en', 'mobile',
              's' || (g % 50), 1, 1, array['p' || (g % 500), 'p' || (g % 700)], 2, false
         from generate_series(1, 20000) g`,
    );
    const client = await db.pool.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      // The statement of analytics_event, as PL/pgSQL prepares it (its variables become parameters).
      await client.query(
        `prepare latest(text, text, timestamptz, text[]) as
         select * from search_log
          where tenant_id = $1 and session = $2 and at <= $3 and at > $3 - interval '24 hours'
            and ids && $4
          order by at desc, search_id desc limit 1`,
      );
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off) execute latest('T', 's7', now(), array['p7'])`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('search_log_session_latest');
      const removed = Number(/Rows Removed by Filter: (\d+)/.exec(plan)?.[1] ?? 0);
      expect(removed).toBeLessThan(1_000);

      // The same lookup in analytics_events (migration 215), for every cart and order of a batch at
      // once: a subquery per event, planned without the batch's values.
      await client.query(
        `prepare latest_of_batch(jsonb) as
         select (select sl.search_id from search_log sl
                  where sl.tenant_id = e.tenant_id and sl.session = e.session and sl.at <= e.at
                    and sl.at > e.at - interval '24 hours' and sl.ids && e.product_ids
                  order by sl.at desc, sl.search_id desc limit 1)
           from (select v->>'tenantId' as tenant_id, v->>'session' as session, (v->>'at')::timestamptz as at,
                        array(select jsonb_array_elements_text(v->'productIds')) as product_ids
                   from jsonb_array_elements($1) as v) e`,
      );
      const batch = Array.from({ length: 50 }, (_, i) => ({
        tenantId: 'T',
        session: `s${i}`,
        at: new Date().toISOString(),
        productIds: [`p${i}`],
      }));
      const batchPlan = (
        await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, costs off) execute latest_of_batch(${client.escapeLiteral(JSON.stringify(batch))}::jsonb)`,
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(batchPlan).toContain('search_log_session_latest');
      const removedPerEvent = Number(/Rows Removed by Filter: (\d+)/.exec(batchPlan)?.[1] ?? 0);
      expect(removedPerEvent).toBeLessThan(1_000);
    } finally {
      client.release();
    }
  });
});
