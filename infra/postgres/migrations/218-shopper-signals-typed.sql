-- What the shopper-signal projections cost per record in PostgreSQL, a third step (docs/telemetry.md,
-- "What logging a search costs"; measured in PostgreSQL CPU time per record):
--
-- * signals_apply reads the batch's records with one jsonb_to_recordset into typed columns, instead
--   of taking each field out of each record's jsonb again in every statement.
-- * The flood guard reads each session's (and the sessionless) hourly window, and each store's, once
--   per window in the batch, not once per item: the items of one window in one batch all start from
--   the count the window had before the batch, as they did.
-- * analytics_apply writes the search log's rows from the batch read the same way, and in the same
--   statement their pending rollup rows, then picks the searches something in the log waits for.
--   The batch's new searches were kept in a PL/pgSQL array read by five statements, each of which
--   copied it whole (about 8 µs of 46 per search).
--
-- test/integration/signals-set-based.test.ts and analytics-set-based.test.ts compare both with
-- the record-by-record functions of migrations 102 and 103, as before.

-- Migration 216's function: the records read into typed columns once, the hourly windows read once each.
create or replace function signals_apply(p_records jsonb) returns void language plpgsql as $$
declare
  fresh signals_fresh[];
  counted signals_item[];
begin
  -- The records this batch takes, in batch order.
  with r as (
    select x.ord, x."tenantId" as tenant_id, x.id as record_id, x.kind, x.at, x.session, x."searchId" as search_id,
           x.query, x."zeroResults" as zero, x."productId" as product_id, x."productIds" as product_ids
      from rows from (jsonb_to_recordset(p_records) as ("tenantId" text, id text, kind text, at timestamptz,
             session text, "searchId" text, query text, "zeroResults" boolean, "productId" text, "productIds" text[]))
             with ordinality as x("tenantId", id, kind, at, session, "searchId", query, "zeroResults", "productId",
             "productIds", ord)
     where x.kind in ('search', 'click', 'view', 'add_to_cart', 'order')
  ), firsts as (
    select distinct on (tenant_id, record_id) * from r
     where at >= now() - interval '7 days'
     order by tenant_id, record_id, ord
  ), seen as (
    insert into signal_seen (tenant_id, record_id, at)
    select tenant_id, record_id, at from firsts where kind <> 'search'
    on conflict do nothing
    returning tenant_id, record_id
  ), searched as (
    insert into signal_searches (tenant_id, search_id, query, at)
    select tenant_id, record_id, query, at from firsts where kind = 'search'
    on conflict do nothing
    returning tenant_id, search_id as record_id
  )
  select array_agg(row(f.ord, f.tenant_id, f.record_id, f.kind, f.at, f.session,
                       case when f.kind in ('click', 'order') then f.search_id end,
                       f.query, f.zero,
                       case f.kind
                         when 'search' then null
                         when 'click' then array[f.product_id]
                         else f.product_ids
                       end)::signals_fresh order by f.ord)
    into fresh
    from firsts f join (select * from seen union all select * from searched) s using (tenant_id, record_id);
  if fresh is null then
    return;
  end if;

  -- Searches per normalized query, and the clicks and orders that waited for them.
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
  ), rooms as (
    -- Each session's (or the sessionless) hourly window as it was before this batch, read once.
    select r.tenant_id, r.room_key, r.hour_, coalesce(c.n, 0) as n
      from (select distinct o.tenant_id, o.room_key, o.hour_ from ones o where o.product_new or o.pair_new) r
      left join signal_caps c on c.tenant_id = r.tenant_id and c.key = r.room_key and c.window_start = r.hour_
  ), tries as (
    select o.*,
           rm.n + row_number() over (partition by o.tenant_id, o.room_key, o.hour_ order by o.ord, o.elem)
           <= o.room_cap as room_ok
      from ones o
      join rooms rm on rm.tenant_id = o.tenant_id and rm.room_key = o.room_key and rm.hour_ = o.hour_
     where o.product_new or o.pair_new
  ), room_taken as (
    insert into signal_caps as c (tenant_id, key, window_start, n)
    select t.tenant_id, t.room_key, t.hour_, least(min(t.room_cap), count(*)) from tries t
     group by t.tenant_id, t.room_key, t.hour_
    on conflict (tenant_id, key, window_start) do update set n = least(
      case when excluded.key = 'anonymous' then 600 else 60 end, c.n + excluded.n)
  ), stores as (
    -- Each store's hourly window as it was before this batch, read once.
    select s.tenant_id, s.hour_, coalesce(c.n, 0) as n
      from (select distinct t.tenant_id, t.hour_ from tries t where t.room_ok) s
      left join signal_caps c on c.tenant_id = s.tenant_id and c.key = 'store' and c.window_start = s.hour_
  ), store_tries as (
    select t.*,
           st.n + row_number() over (partition by t.tenant_id, t.hour_ order by t.ord, t.elem)
           <= 100000 as store_ok
      from tries t
      join stores st on st.tenant_id = t.tenant_id and st.hour_ = t.hour_
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

-- Migration 216's function: the search log's rows read into typed columns, and written with their
-- pending rollup rows and the look for searches something waits for in one statement.
create or replace function analytics_apply(p_records jsonb) returns void language plpgsql as $$
declare
  waiting search_log[];
  s search_log;
  clicks click_log[];
begin
  insert into event_log (tenant_id, record_id, kind, at, day, session, product_ids, search_id, revenue, currency, device)
  select v->>'tenantId', v->>'id', 'view', (v->>'at')::timestamptz, ((v->>'at')::timestamptz at time zone 'UTC')::date,
         v->>'session', array(select jsonb_array_elements_text(v->'productIds')), v->>'searchId',
         (v->>'revenue')::numeric, v->>'currency', coalesce(v->>'device', 'unknown')
    from jsonb_array_elements(p_records) as v
   where v->>'kind' = 'view'
  on conflict do nothing;

  -- Suggestions: the log and the daily count.
  with fresh_suggests as (
    insert into suggest_log (tenant_id, record_id, at, query, lang, session, offered, products)
    select v->>'tenantId', v->>'id', (v->>'at')::timestamptz, v->>'query', v->>'lang', v->>'session',
           array(select jsonb_array_elements_text(v->'offered')),
           array(select jsonb_array_elements_text(v->'products'))
      from jsonb_array_elements(p_records) as v
     where v->>'kind' = 'suggest'
    on conflict do nothing
    returning tenant_id, at, lang
  )
  insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                       clicked_searches, add_to_carts, orders, converted_searches)
  select tenant_id, (at at time zone 'UTC')::date, lang, 'unknown', 0, count(*), 0, 0, 0, 0, 0, 0
    from fresh_suggests group by 1, 2, 3;

  -- Searches: the log's rows first (a search id seen before, or twice in the batch, is taken once),
  -- their pending rollup rows in the same statement, and the searches something in the log was
  -- waiting for.
  with inserted as (
    insert into search_log (tenant_id, search_id, at, day, query, lang, device, session, page, first_position,
                            ids, total, zero_results, did_you_mean)
    select v."tenantId", v.id, v.at, (v.at at time zone 'UTC')::date, v.query, v.lang, v.device, v.session, v.page,
           v."firstPosition", v.ids, v.total, v."zeroResults", v."didYouMean"
      from jsonb_to_recordset(p_records) as v(kind text, "tenantId" text, id text, at timestamptz, query text,
             lang text, device text, session text, page int, "firstPosition" int, ids text[], total int,
             "zeroResults" boolean, "didYouMean" text)
     where v.kind = 'search'
    on conflict do nothing
    returning *
  ), daily as (
    insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                         clicked_searches, add_to_carts, orders, converted_searches)
    select tenant_id, day, lang, device, count(*), 0, count(*) filter (where zero_results), 0, 0, 0, 0, 0
      from inserted group by 1, 2, 3, 4
  ), queries as (
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                           clicked_searches, click_position_sum, add_to_carts, orders,
                                           converted_searches)
    select tenant_id, day, lang, device, query, count(*), count(*) filter (where zero_results), 0, 0, 0, 0, 0, 0
      from inserted group by 1, 2, 3, 4, 5
  ), zero as (
    -- The latest zero-result search's did-you-mean wins when the pending rows are added up.
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, last_zero_at, suggestion, suggestion_key)
    select tenant_id, day, lang, device, query, at, did_you_mean, at::text || search_id
      from inserted where zero_results
  ), positions as (
    -- Impressions per position: the searches counted per first position and number shown, then
    -- spread over the positions they showed (one row per search, not one per product shown).
    insert into analytics_pending_positions (tenant_id, day, lang, device, position, impressions, clicks)
    select g.tenant_id, g.day, g.lang, g.device, p.position, sum(g.n), 0
      from (select tenant_id, day, lang, device, first_position, cardinality(ids) as shown, count(*) as n
              from inserted group by 1, 2, 3, 4, 5, 6) g,
           generate_series(g.first_position, g.first_position + g.shown - 1) as p(position)
     group by 1, 2, 3, 4, 5
  )
  select array_agg(f order by f.at, f.search_id) into waiting
    from inserted f
   where exists (select 1 from click_log c
                  where c.tenant_id = f.tenant_id and c.search_id = f.search_id and not c.counted)
      or exists (select 1 from event_log e
                  where e.tenant_id = f.tenant_id and e.search_id = f.search_id
                    and e.kind in ('add_to_cart', 'order'))
      or (f.session is not null
          and exists (select 1 from event_log ev
                       where ev.tenant_id = f.tenant_id and ev.session = f.session
                         and ev.search_id is null and ev.kind in ('add_to_cart', 'order')
                         and ev.at >= f.at and ev.at < f.at + interval '24 hours'
                         and ev.product_ids && f.ids));
  if waiting is not null then
    foreach s in array waiting loop
      perform analytics_search_attach(s);
    end loop;
  end if;

  -- Clicks: the log's rows (counted when their search is in the log), then the counted ones'
  -- bumps, search by search.
  with fresh_clicks as (
    insert into click_log (tenant_id, record_id, search_id, product_id, position, session, at, counted)
    select v->>'tenantId', v->>'id', v->>'searchId', v->>'productId', (v->>'position')::int, v->>'session',
           (v->>'at')::timestamptz,
           exists (select 1 from search_log sl where sl.tenant_id = v->>'tenantId' and sl.search_id = v->>'searchId')
      from jsonb_array_elements(p_records) as v
     where v->>'kind' = 'click'
    on conflict do nothing
    returning *
  )
  select array_agg(f) into clicks from fresh_clicks f where f.counted;

  if clicks is not null then
    with per_search as (
      select c.tenant_id, c.search_id, count(*) as n, sum(c.position) as position_sum
        from unnest(clicks) c group by 1, 2
    ), bumped as (
      update search_log sl set clicks = sl.clicks + p.n
        from per_search p
       where sl.tenant_id = p.tenant_id and sl.search_id = p.search_id
      returning sl.tenant_id, sl.day, sl.lang, sl.device, sl.query, p.n, p.position_sum, sl.clicks = p.n as first
    ), daily as (
      insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                           clicked_searches, add_to_carts, orders, converted_searches)
      select tenant_id, day, lang, device, 0, 0, 0, sum(n), count(*) filter (where first), 0, 0, 0
        from bumped group by 1, 2, 3, 4
    )
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                           clicked_searches, click_position_sum, add_to_carts, orders,
                                           converted_searches)
    select tenant_id, day, lang, device, query, 0, 0, sum(n), count(*) filter (where first), sum(position_sum),
           0, 0, 0
      from bumped group by 1, 2, 3, 4, 5;

    insert into analytics_pending_positions (tenant_id, day, lang, device, position, impressions, clicks)
    select sl.tenant_id, sl.day, sl.lang, sl.device, c.position, 0, count(*)
      from unnest(clicks) c join search_log sl on sl.tenant_id = c.tenant_id and sl.search_id = c.search_id
     group by 1, 2, 3, 4, 5;
  end if;

  -- Add-to-carts and orders, after the batch's searches (rule 4 of this migration's header).
  perform analytics_events(p_records);
  perform analytics_flush();
end;
$$;
