-- The signals projection works on a whole batch set by set (docs/analytics.md, "Projection
-- cost"). signals_apply of migration 102 ran, for every record, a handful of statements in
-- PL/pgSQL: the seen-id insert, one or two cap takes, the session's and the store's window, the
-- product bump. This one runs about a dozen statements per batch, whatever its size, and comes
-- to the same tables as the record-by-record function given the same batches in the same order
-- (test/integration/signals-set-based.test.ts applies both to random batches and compares):
--
-- * A record is taken once: the first of its id in the batch, within the 7-day horizon, whose id
--   is new to signal_seen.
-- * A cap of one (a session's kind on a product per UTC day; a search's kind on a product) is
--   taken by the first item of the batch with its key, when no earlier batch took it.
-- * A window (a session's 60 per hour, the sessionless 600, the store's 100,000) is taken in batch
--   order: the k-th item trying it succeeds when the window's count before the batch plus k is
--   within the cap; a failed try counts nothing. Only items that took the session's window try
--   the store's, as before.
-- * Searches are written before the clicks and orders of the same batch are tied to them, so a
--   click whose search came earlier in the batch or later in it bumps its query's pair at once;
--   one whose search is not known waits as before.
--
-- The helpers of the record-by-record function (signals_take, signals_room, signals_bump_product,
-- signals_bump_query_products) are no longer called here; they stay, as the pieces that the
-- reference function of that test calls.

create type signals_fresh as (
  ord bigint,
  tenant_id text,
  record_id text,
  kind text,
  at timestamptz,
  session text,
  search_id text,
  query text,
  zero boolean,
  products text[]
);

create type signals_item as (
  ord bigint,
  elem bigint,
  tenant_id text,
  record_id text,
  kind text,
  at timestamptz,
  search_id text,
  product text,
  product_new boolean,
  pair_new boolean
);

create or replace function signals_apply(p_records jsonb) returns void language plpgsql as $$
declare
  fresh signals_fresh[];
  counted signals_item[];
begin
  -- The records this batch takes, in batch order.
  with r as (
    select x.o as ord, x.v->>'tenantId' as tenant_id, x.v->>'id' as record_id, x.v->>'kind' as kind,
           (x.v->>'at')::timestamptz as at, x.v
      from jsonb_array_elements(p_records) with ordinality as x(v, o)
     where x.v->>'kind' in ('search', 'click', 'view', 'add_to_cart', 'order')
  ), firsts as (
    select distinct on (tenant_id, record_id) * from r
     where at >= now() - interval '7 days'
     order by tenant_id, record_id, ord
  ), seen as (
    insert into signal_seen (tenant_id, record_id, at)
    select tenant_id, record_id, at from firsts
    on conflict do nothing
    returning tenant_id, record_id
  )
  select array_agg(row(f.ord, f.tenant_id, f.record_id, f.kind, f.at, f.v->>'session',
                       case when f.kind in ('click', 'order') then f.v->>'searchId' end,
                       f.v->>'query', (f.v->>'zeroResults')::boolean,
                       case f.kind
                         when 'search' then null
                         when 'click' then array[f.v->>'productId']
                         else array(select jsonb_array_elements_text(f.v->'productIds'))
                       end)::signals_fresh order by f.ord)
    into fresh
    from firsts f join seen s using (tenant_id, record_id);
  if fresh is null then
    return;
  end if;

  -- Searches: by id, per normalized query, and the clicks and orders that waited for them.
  insert into signal_searches (tenant_id, search_id, query, at)
  select f.tenant_id, f.record_id, f.query, f.at from unnest(fresh) f where f.kind = 'search'
  on conflict do nothing;

  insert into signal_queries as s (tenant_id, query, searches, found, score, last_key, last_found, updated_at)
  select f.tenant_id, f.query, count(*), count(*) filter (where not f.zero),
         coalesce(sum(signals_weight(f.at)) filter (where not f.zero), 0),
         max(f.at::text || f.record_id),
         (array_agg(not f.zero order by f.at::text || f.record_id desc))[1], now()
    from unnest(fresh) f where f.kind = 'search'
   group by f.tenant_id, f.query
  on conflict (tenant_id, query) do update set
    searches = s.searches + excluded.searches,
    found = s.found + excluded.found,
    score = s.score + excluded.score,
    last_found = case when excluded.last_key > s.last_key then excluded.last_found else s.last_found end,
    last_key = greatest(s.last_key, excluded.last_key),
    updated_at = now();

  with w as (
    delete from signal_waiting w
     using unnest(fresh) f
     where f.kind = 'search' and w.tenant_id = f.tenant_id and w.search_id = f.record_id
    returning w.tenant_id, f.query, w.kind, w.product_ids
  )
  insert into signal_query_products as a (tenant_id, query, product_id, clicks, orders)
  select w.tenant_id, w.query, p, sum((w.kind = 'click')::int), sum((w.kind = 'order')::int)
    from w, unnest(w.product_ids) as p
   group by w.tenant_id, w.query, p
  on conflict (tenant_id, query, product_id) do update set
    clicks = a.clicks + excluded.clicks,
    orders = a.orders + excluded.orders;

  -- Clicks and events, one item per product, through the caps in batch order.
  with items as (
    select f.ord, e.n as elem, f.tenant_id, f.record_id, f.kind, f.at, f.session, f.search_id, e.product,
           date_trunc('day', f.at at time zone 'UTC') at time zone 'UTC' as day_,
           date_trunc('hour', f.at at time zone 'UTC') at time zone 'UTC' as hour_,
           case when f.session is not null then 'p:' || f.kind || ':' || e.product || ':' || f.session end as pkey,
           case when f.search_id is not null then 'q:' || f.kind || ':' || e.product || ':' || f.search_id end as qkey,
           coalesce('s:' || f.session, 'anonymous') as room_key,
           case when f.session is not null then 60 else 600 end as room_cap
      from unnest(fresh) f, unnest(f.products) with ordinality as e(product, n)
     where f.kind <> 'search'
  ), ones as (
    select i.*,
           case when i.pkey is null then true
                else row_number() over (partition by i.tenant_id, i.pkey, i.day_ order by i.ord, i.elem) = 1
                     and not exists (select 1 from signal_caps c
                                      where c.tenant_id = i.tenant_id and c.key = i.pkey and c.window_start = i.day_)
           end as product_new,
           case when i.qkey is null then false
                else row_number() over (partition by i.tenant_id, i.qkey, i.day_ order by i.ord, i.elem) = 1
                     and not exists (select 1 from signal_caps c
                                      where c.tenant_id = i.tenant_id and c.key = i.qkey and c.window_start = i.day_)
           end as pair_new
      from items i
  ), taken_ones as (
    insert into signal_caps (tenant_id, key, window_start, n)
    select o.tenant_id, k.key, o.day_, 1
      from ones o, lateral (values (case when o.product_new then o.pkey end), (case when o.pair_new then o.qkey end)) k(key)
     where k.key is not null
    on conflict do nothing
  ), tries as (
    select o.*,
           coalesce((select c.n from signal_caps c
                      where c.tenant_id = o.tenant_id and c.key = o.room_key and c.window_start = o.hour_), 0)
           + row_number() over (partition by o.tenant_id, o.room_key, o.hour_ order by o.ord, o.elem)
           <= o.room_cap as room_ok
      from ones o
     where o.product_new or o.pair_new
  ), room_taken as (
    insert into signal_caps as c (tenant_id, key, window_start, n)
    select t.tenant_id, t.room_key, t.hour_, least(min(t.room_cap), count(*)) from tries t
     group by t.tenant_id, t.room_key, t.hour_
    on conflict (tenant_id, key, window_start) do update set n = least(
      case when excluded.key = 'anonymous' then 600 else 60 end, c.n + excluded.n)
  ), store_tries as (
    select t.*,
           coalesce((select c.n from signal_caps c
                      where c.tenant_id = t.tenant_id and c.key = 'store' and c.window_start = t.hour_), 0)
           + row_number() over (partition by t.tenant_id, t.hour_ order by t.ord, t.elem)
           <= 100000 as store_ok
      from tries t
     where t.room_ok
  ), store_taken as (
    insert into signal_caps as c (tenant_id, key, window_start, n)
    select s.tenant_id, 'store', s.hour_, least(100000, count(*)) from store_tries s
     group by s.tenant_id, s.hour_
    on conflict (tenant_id, key, window_start) do update set n = least(100000, c.n + excluded.n)
  )
  select array_agg(row(s.ord, s.elem, s.tenant_id, s.record_id, s.kind, s.at, s.search_id, s.product,
                       s.product_new, s.pair_new)::signals_item)
    into counted
    from store_tries s
   where s.store_ok;
  if counted is null then
    return;
  end if;

  -- Popularity: one upsert per product.
  insert into signal_products as p (tenant_id, product_id, score, views, clicks, add_to_carts, orders, updated_at)
  select c.tenant_id, c.product,
         sum((case c.kind when 'view' then 1 when 'click' then 2 when 'add_to_cart' then 3 else 5 end)
             * signals_weight(c.at)),
         count(*) filter (where c.kind = 'view'), count(*) filter (where c.kind = 'click'),
         count(*) filter (where c.kind = 'add_to_cart'), count(*) filter (where c.kind = 'order'), now()
    from unnest(counted) c
   where c.product_new
   group by c.tenant_id, c.product
  on conflict (tenant_id, product_id) do update set
    score = p.score + excluded.score,
    views = p.views + excluded.views,
    clicks = p.clicks + excluded.clicks,
    add_to_carts = p.add_to_carts + excluded.add_to_carts,
    orders = p.orders + excluded.orders,
    updated_at = now();

  -- A query's clicks and orders per product: at once when its search is known, else they wait.
  with pairs as (
    select c.tenant_id, c.record_id, c.kind, c.at, c.search_id,
           array_agg(c.product order by c.elem) as products, s.query
      from unnest(counted) c
      left join signal_searches s on s.tenant_id = c.tenant_id and s.search_id = c.search_id
     where c.pair_new
     group by c.tenant_id, c.record_id, c.kind, c.at, c.search_id, s.query
  ), waiting as (
    insert into signal_waiting (tenant_id, record_id, search_id, kind, product_ids, at)
    select p.tenant_id, p.record_id, p.search_id, p.kind, p.products, p.at from pairs p where p.query is null
    on conflict do nothing
  )
  insert into signal_query_products as a (tenant_id, query, product_id, clicks, orders)
  select p.tenant_id, p.query, x, sum((p.kind = 'click')::int), sum((p.kind = 'order')::int)
    from pairs p, unnest(p.products) as x
   where p.query is not null
   group by p.tenant_id, p.query, x
  on conflict (tenant_id, query, product_id) do update set
    clicks = a.clicks + excluded.clicks,
    orders = a.orders + excluded.orders;
end;
$$;
