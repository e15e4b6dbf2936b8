import type { SqlExecutor } from '../../domain/shared/sql.ts';

/** Scores by product id, best first. */
export type Scores = readonly { readonly id: string; readonly score: number }[];

const DAY_S = 86_400;

/** Products viewed in the sessions that viewed `productId` (last 30 days), by how many sessions. */
export async function coViews(
  sql: SqlExecutor,
  tenantId: string,
  productId: string,
  now: Date,
): Promise<Scores> {
  const { rows } = await sql.query<{ id: string; n: string }>(
    `with sessions as (
       select distinct session from event_log
        where tenant_id = $1 and kind = 'view' and session is not null and $2 = any(product_ids)
          and at > $3::timestamptz - interval '30 days'
        limit 500)
     select p.id, count(distinct e.session) as n
       from event_log e join sessions s on s.session = e.session
       cross join lateral unnest(e.product_ids) as p(id)
      where e.tenant_id = $1 and e.kind = 'view' and p.id <> $2 and e.at > $3::timestamptz - interval '30 days'
      group by p.id order by count(distinct e.session) desc, p.id limit 200`,
    [tenantId, productId, now.toISOString()],
  );
  return rows.map((r) => ({ id: r.id, score: Number(r.n) }));
}

/**
 * Time-decayed popularity (last 14 days, half-weight every ~2 days): a view 1, a click 2, an
 * add-to-cart 3, an order 5, each shopper session counted once per product and kind.
 */
export async function trendingProducts(sql: SqlExecutor, tenantId: string, now: Date): Promise<Scores> {
  const { rows } = await sql.query<{ id: string; score: number }>(
    `with signals as (
       (select distinct on (p.id, e.kind, coalesce(e.session, e.record_id)) p.id, e.at,
              case e.kind when 'view' then 1 when 'add_to_cart' then 3 else 5 end as w
         from event_log e cross join lateral unnest(e.product_ids) as p(id)
        where e.tenant_id = $1 and e.at > $2::timestamptz - interval '14 days'
        order by p.id, e.kind, coalesce(e.session, e.record_id), e.at desc)
       union all
       (select distinct on (product_id, coalesce(session, record_id)) product_id, at, 2
         from click_log where tenant_id = $1 and at > $2::timestamptz - interval '14 days'
        order by product_id, coalesce(session, record_id), at desc))
     select id, sum(w * exp(-extract(epoch from ($2::timestamptz - at)) / ($3::float8 * 3)))::float8 as score
       from signals group by id order by score desc, id limit 1000`,
    [tenantId, now.toISOString(), DAY_S],
  );
  return rows.map((r) => ({ id: r.id, score: Number(r.score) }));
}

/** Orders per product over the last 90 days (best sellers). */
export async function bestSellers(sql: SqlExecutor, tenantId: string, now: Date): Promise<Scores> {
  const { rows } = await sql.query<{ id: string; n: string }>(
    `select p.id, count(*) as n from event_log e cross join lateral unnest(e.product_ids) as p(id)
      where e.tenant_id = $1 and e.kind = 'order' and e.at > $2::timestamptz - interval '90 days'
      group by p.id order by count(*) desc, p.id limit 1000`,
    [tenantId, now.toISOString()],
  );
  return rows.map((r) => ({ id: r.id, score: Number(r.n) }));
}

/** The session's viewed products, most recent first. */
export async function sessionViews(sql: SqlExecutor, tenantId: string, session: string): Promise<Scores> {
  const { rows } = await sql.query<{ id: string; at: Date }>(
    `select p.id, max(e.at) as at from event_log e cross join lateral unnest(e.product_ids) as p(id)
      where e.tenant_id = $1 and e.session = $2 and e.kind = 'view'
      group by p.id order by max(e.at) desc limit 100`,
    [tenantId, session],
  );
  return rows.map((r) => ({ id: r.id, score: new Date(r.at).getTime() }));
}
