-- Searches tallied by the service (docs/telemetry.md, "Searches tallied"). A row per search in
-- search_log and in signal_searches, and the record each came in, cost PostgreSQL about 45 µs of
-- CPU per search in the projections alone, besides writing the log: with kept answers, the search
-- log was a fifth of the machine's work. Searches now reach the log as tallies: a record per store
-- and second from each process, holding the answers' shapes (query, language, device, page, ids
-- shown, total, did-you-mean) with how many searches gave each, and the searches' ids with their
-- sessions as one text. A search id names its shape (and its time), so:
--
-- * the rollups (searches, zero results, impressions per position) and the signals' searches per
--   query are added from the tallies, a row per shape and not per search;
-- * a search enters search_log when a click, add-to-cart or order names it and its tally has come
--   (its shape known, its session read from its line); the clicks, carts and orders then take it
--   as they took a logged search (counted, attributed, moved to it), and a record that named it
--   before its tally came waits as it waited for its search, until that tally comes;
-- * signals take a click's or order's query from its shape (signal_shapes) where they took it from
--   signal_searches, and a record that waited for its search waits for the shape.
--
-- Records of kind 'search' (written before this change, or spilled then) go the way they went.
-- Every tally is taken once (search_tallies, signal_seen by record id), whatever its order and
-- however often it comes.

-- 's_' + 20 characters of nonce (its first 8: the time of issue in milliseconds) + 12 of shape +
-- 12 of signature; the older ids (36 characters) name no shape.
create function search_id_shape(p_id text) returns text language sql immutable parallel safe as $$
  select case when length(p_id) = 46 and left(p_id, 2) = 's_' then substr(p_id, 23, 12) end
$$;

create function search_id_at(p_id text) returns timestamptz language sql immutable parallel safe as $$
  select case when length(p_id) = 46 and left(p_id, 2) = 's_' then
    to_timestamp((('x' || encode(decode(translate(substr(p_id, 3, 8), '-_', '+/'), 'base64'), 'hex'))::bit(48)::bigint)
                 / 1000.0)
  end
$$;

-- An answer as shown: what a search log row holds but its id, time and session.
create table search_shapes (
  tenant_id text not null,
  shape_id text not null,
  query text not null,
  lang text not null,
  device text not null,
  page int not null,
  first_position int not null,
  ids text[] not null,
  total int not null,
  zero_results boolean not null,
  did_you_mean text,
  primary key (tenant_id, shape_id)
);

-- The tallies taken, with their searches (a line each: search id, tab, session). The lines are
-- kept as written, uncompressed: ids are mostly random characters, which compress little for the
-- CPU it costs on every tally, and a line is looked up again (search_tally_field).
create table search_tallies (
  tenant_id text not null,
  record_id text not null,
  at timestamptz not null,
  log text not null,
  primary key (tenant_id, record_id)
);
alter table search_tallies alter column log set storage external;
create index search_tallies_at on search_tallies (tenant_id, at);

-- A search's line in its tally: its session field ('' for none, '~' + base64 for a session of other
-- characters than letters, digits, '_', '.' and '-'), or null while its tally has not come. The
-- tally is the first of its store appended at or after the search's time that holds its id.
create function search_tally_field(p_tenant text, p_search_id text) returns text language sql stable as $$
  select split_part(substr(t.log, strpos(t.log, p_search_id || E'\t') + length(p_search_id) + 1), E'\n', 1)
    from search_tallies t
   where t.tenant_id = p_tenant
     and t.at >= search_id_at(p_search_id) - interval '1 second'
     and t.at < search_id_at(p_search_id) + interval '1 day'
     and strpos(t.log, p_search_id || E'\t') > 0
   order by t.at
   limit 1
$$;

create function search_session(p_field text) returns text language sql immutable as $$
  select case when left(p_field, 1) = '~' then convert_from(decode(substr(p_field, 2), 'base64'), 'UTF8')
              else nullif(p_field, '') end
$$;

-- Every tallied search as a row of the search log (exports, checks): its line in its tally and its shape.
create view search_log_tallied as
select t.tenant_id, split_part(l.line, E'\t', 1) as search_id, search_id_at(split_part(l.line, E'\t', 1)) as at,
       sh.query, sh.lang, sh.device, search_session(split_part(l.line, E'\t', 2)) as session, sh.page,
       sh.first_position, sh.ids, sh.total, sh.zero_results, sh.did_you_mean, t.record_id as tally_id
  from search_tallies t
  cross join lateral regexp_split_to_table(t.log, E'\n') as l(line)
  join search_shapes sh on sh.tenant_id = t.tenant_id and sh.shape_id = search_id_shape(split_part(l.line, E'\t', 1))
 where l.line <> '';

-- Searches per shape and minute, for windows shorter than a day (the zero-result spike).
create table search_minutes (
  tenant_id text not null,
  minute timestamptz not null,
  shape_id text not null,
  searches int not null,
  primary key (tenant_id, minute, shape_id)
) with (fillfactor = 80);

-- A shape's query, for the clicks and orders of its searches.
create table signal_shapes (
  tenant_id text not null,
  shape_id text not null,
  query text not null,
  at timestamptz not null,
  primary key (tenant_id, shape_id)
);

-- What waits for a shape: uncounted clicks, unattributed carts and orders, signals' pairs.
create index click_log_waiting_shape on click_log (tenant_id, search_id_shape(search_id)) where not counted;
create index event_log_waiting_shape on event_log (tenant_id, search_id_shape(search_id))
  where attributed_to is null and search_id is not null;
create index signal_waiting_shape on signal_waiting (tenant_id, search_id_shape(search_id));

create or replace function signals_purge() returns void language sql as $$
  delete from signal_seen where at < now() - interval '8 days';
  delete from signal_caps where window_start < now() - interval '2 days';
  delete from signal_searches where at < now() - interval '30 days';
  delete from signal_waiting where at < now() - interval '30 days';
  delete from signal_shapes where at < now() - interval '30 days';
  delete from search_minutes where minute < now() - interval '2 days';
$$;

-- The signals of a batch's tallies: each tally once, its shapes' queries kept, its searches added
-- per query as searches were; then the clicks and orders that waited for one of its shapes.
create function signals_tallies(p_records jsonb) returns void language plpgsql as $$
begin
  with t as (
    select distinct on (x.v->>'tenantId', x.v->>'id') x.v->>'tenantId' as tenant_id, x.v->>'id' as record_id,
           (x.v->>'at')::timestamptz as at, x.v->'shapes' as shapes
      from jsonb_array_elements(p_records) with ordinality as x(v, o)
     where x.v->>'kind' = 'searches'
     order by x.v->>'tenantId', x.v->>'id', x.o
  ), kept as (
    insert into signal_shapes (tenant_id, shape_id, query, at)
    select distinct on (t.tenant_id, s.shape) t.tenant_id, s.shape, s.query, t.at
      from t, jsonb_to_recordset(t.shapes) as s(shape text, query text)
     order by t.tenant_id, s.shape
    on conflict do nothing
  ), fresh as (
    insert into signal_seen (tenant_id, record_id, at)
    select t.tenant_id, t.record_id, t.at from t where t.at >= now() - interval '7 days'
    on conflict do nothing
    returning tenant_id, record_id
  )
  insert into signal_queries as s (tenant_id, query, searches, found, score, last_key, last_found, updated_at)
  select t.tenant_id, c.query, sum(c.n), coalesce(sum(c.n) filter (where not c."zeroResults"), 0),
         coalesce(sum(c.n * signals_weight(c."lastAt")) filter (where not c."zeroResults"), 0),
         max(c."lastAt"::text || c.shape),
         (array_agg(not c."zeroResults" order by c."lastAt"::text || c.shape desc))[1], now()
    from t join fresh f on f.tenant_id = t.tenant_id and f.record_id = t.record_id,
         jsonb_to_recordset(t.shapes) as c(shape text, n int, "lastAt" timestamptz, query text, "zeroResults" boolean)
   group by t.tenant_id, c.query
  on conflict (tenant_id, query) do update set
    searches = s.searches + excluded.searches,
    found = s.found + excluded.found,
    score = s.score + excluded.score,
    last_found = case when excluded.last_key > s.last_key then excluded.last_found else s.last_found end,
    last_key = greatest(s.last_key, excluded.last_key),
    updated_at = now();

  with b as (
    select distinct x.v->>'tenantId' as tenant_id, s.shape
      from jsonb_array_elements(p_records) as x(v), jsonb_to_recordset(x.v->'shapes') as s(shape text)
     where x.v->>'kind' = 'searches'
  ), w as (
    delete from signal_waiting w
     using b, signal_shapes sh
     where w.tenant_id = b.tenant_id and search_id_shape(w.search_id) = b.shape
       and sh.tenant_id = b.tenant_id and sh.shape_id = b.shape
    returning w.tenant_id, sh.query, w.kind, w.product_ids
  )
  insert into signal_query_products as a (tenant_id, query, product_id, clicks, orders)
  select w.tenant_id, w.query, p, sum((w.kind = 'click')::int), sum((w.kind = 'order')::int)
    from w, unnest(w.product_ids) as p
   group by w.tenant_id, w.query, p
  on conflict (tenant_id, query, product_id) do update set
    clicks = a.clicks + excluded.clicks,
    orders = a.orders + excluded.orders;
end;
$$;

-- The searches just written to search_log that something in the log waits for (an uncounted
-- click, a cart or order naming them, a cart or order of their session they may explain), attached
-- in time order (analytics_search_attach). Both ways a search is written call it: a `search` record
-- (analytics_apply) and a search named once its tally has come (analytics_tallies).
create function analytics_attach_awaited(p_searches search_log[]) returns void language plpgsql as $$
declare
  s search_log;
begin
  for s in
    select f.* from unnest(p_searches) f
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
                           and ev.product_ids && f.ids))
     order by f.at, f.search_id
  loop
    perform analytics_search_attach(s);
  end loop;
end;
$$;

-- The analytics of a batch's tallies: each tally once (search_tallies, with its searches' ids), its
-- shapes kept, its searches added to the rollups as searches were (zero results, the latest
-- zero-result search's did-you-mean, impressions per position shown) and to search_minutes. Then
-- the searches that clicks, carts and orders name (this batch's, and those that waited for one of
-- this batch's shapes) enter search_log, and the ones something in the log waits for are attached
-- as a logged search is (analytics_attach_awaited).
create function analytics_tallies(p_records jsonb) returns void language plpgsql as $$
declare
  written search_log[];
begin
  with t as (
    select distinct on (x.v->>'tenantId', x.v->>'id') x.v->>'tenantId' as tenant_id, x.v->>'id' as record_id,
           (x.v->>'at')::timestamptz as at, x.v->>'log' as log, x.v->'shapes' as shapes
      from jsonb_array_elements(p_records) with ordinality as x(v, o)
     where x.v->>'kind' = 'searches'
     order by x.v->>'tenantId', x.v->>'id', x.o
  ), kept as (
    insert into search_shapes (tenant_id, shape_id, query, lang, device, page, first_position, ids, total,
                               zero_results, did_you_mean)
    select distinct on (t.tenant_id, c.shape) t.tenant_id, c.shape, c.query, c.lang, c.device, c.page,
           c."firstPosition", c.ids, c.total, c."zeroResults", c."didYouMean"
      from t, jsonb_to_recordset(t.shapes) as c(shape text, query text, lang text, device text, page int,
             "firstPosition" int, ids text[], total int, "zeroResults" boolean, "didYouMean" text)
     order by t.tenant_id, c.shape
    on conflict do nothing
  ), fresh as (
    insert into search_tallies (tenant_id, record_id, at, log)
    select t.tenant_id, t.record_id, t.at, coalesce(t.log, '') from t
    on conflict do nothing
    returning tenant_id, record_id
  ), counted as (
    select t.tenant_id, c.shape, c.minute, (c.minute at time zone 'UTC')::date as day, c.n, c."lastAt" as last_at,
           c.query, c.lang, c.device, c."firstPosition" as first_position, cardinality(c.ids) as shown,
           c."zeroResults" as zero, c."didYouMean" as did_you_mean
      from t join fresh f on f.tenant_id = t.tenant_id and f.record_id = t.record_id,
           jsonb_to_recordset(t.shapes) as c(shape text, minute timestamptz, n int, "lastAt" timestamptz,
             query text, lang text, device text, "firstPosition" int, ids text[], "zeroResults" boolean,
             "didYouMean" text)
  ), daily as (
    insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                         clicked_searches, add_to_carts, orders, converted_searches)
    select tenant_id, day, lang, device, sum(n), 0, coalesce(sum(n) filter (where zero), 0), 0, 0, 0, 0, 0
      from counted group by 1, 2, 3, 4
  ), queries as (
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                           clicked_searches, click_position_sum, add_to_carts, orders,
                                           converted_searches)
    select tenant_id, day, lang, device, query, sum(n), coalesce(sum(n) filter (where zero), 0), 0, 0, 0, 0, 0, 0
      from counted group by 1, 2, 3, 4, 5
  ), zero as (
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, last_zero_at, suggestion, suggestion_key)
    select tenant_id, day, lang, device, query, last_at, did_you_mean, last_at::text || shape
      from counted where zero
  ), minutes as (
    insert into search_minutes as m (tenant_id, minute, shape_id, searches)
    select tenant_id, minute, shape, sum(n) from counted group by 1, 2, 3
    on conflict (tenant_id, minute, shape_id) do update set searches = m.searches + excluded.searches
  )
  insert into analytics_pending_positions (tenant_id, day, lang, device, position, impressions, clicks)
  select g.tenant_id, g.day, g.lang, g.device, p.position, sum(g.n), 0
    from (select tenant_id, day, lang, device, first_position, shown, sum(n) as n
            from counted group by 1, 2, 3, 4, 5, 6) g,
         generate_series(g.first_position, g.first_position + g.shown - 1) as p(position)
   group by 1, 2, 3, 4, 5;

  with b as (
    select distinct x.v->>'tenantId' as tenant_id, c.shape
      from jsonb_array_elements(p_records) as x(v), jsonb_to_recordset(x.v->'shapes') as c(shape text)
     where x.v->>'kind' = 'searches'
  ), named as materialized (
    -- Materialized: the searches already in search_log are left out before any line is looked up.
    select distinct n.tenant_id, n.search_id
      from (
        select x.v->>'tenantId' as tenant_id, x.v->>'searchId' as search_id
          from jsonb_array_elements(p_records) with ordinality as x(v, o)
         where x.v->>'kind' in ('click', 'add_to_cart', 'order') and search_id_shape(x.v->>'searchId') is not null
        union all
        -- Looked up shape by shape (the partial indexes on what waits), whatever the plan's guess
        -- of the batch's size: a join could read every click or event of the store instead.
        select c.tenant_id, c.search_id
          from b cross join lateral (
            select c.tenant_id, c.search_id from click_log c
             where c.tenant_id = b.tenant_id and search_id_shape(c.search_id) = b.shape and not c.counted) c
        union all
        select e.tenant_id, e.search_id
          from b cross join lateral (
            select e.tenant_id, e.search_id from event_log e
             where e.tenant_id = b.tenant_id and search_id_shape(e.search_id) = b.shape
               and e.attributed_to is null and e.search_id is not null and e.kind in ('add_to_cart', 'order')) e
      ) n
     where not exists (select 1 from search_log sl where sl.tenant_id = n.tenant_id and sl.search_id = n.search_id)
  ), inserted as (
    insert into search_log (tenant_id, search_id, at, day, query, lang, device, session, page, first_position,
                            ids, total, zero_results, did_you_mean)
    select n.tenant_id, n.search_id, search_id_at(n.search_id), (search_id_at(n.search_id) at time zone 'UTC')::date,
           sh.query, sh.lang, sh.device, search_session(l.field), sh.page, sh.first_position, sh.ids, sh.total,
           sh.zero_results, sh.did_you_mean
      from named n
      join search_shapes sh on sh.tenant_id = n.tenant_id and sh.shape_id = search_id_shape(n.search_id)
      -- Once its own tally has come: its session is the one its line holds.
      join lateral (select search_tally_field(n.tenant_id, n.search_id) as field) l on l.field is not null
    on conflict do nothing
    returning *
  )
  select array_agg(f) into written from inserted f;
  perform analytics_attach_awaited(written);
end;
$$;


-- Migration 218's functions, with the tallies.
create or replace function signals_apply(p_records jsonb) returns void language plpgsql as $$
declare
  fresh signals_fresh[];
  counted signals_item[];
begin
  perform signals_tallies(p_records);

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
           array_agg(c.product order by c.elem) as products, coalesce(s.query, sh.query) as query
      from unnest(counted) c
      left join signal_searches s on s.tenant_id = c.tenant_id and s.search_id = c.search_id
      left join signal_shapes sh on sh.tenant_id = c.tenant_id and sh.shape_id = search_id_shape(c.search_id)
     where c.pair_new
     group by c.tenant_id, c.record_id, c.kind, c.at, c.search_id, coalesce(s.query, sh.query)
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

create or replace function analytics_apply(p_records jsonb) returns void language plpgsql as $$
declare
  written search_log[];
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
  select array_agg(f) into written from inserted f;
  perform analytics_attach_awaited(written);

  perform analytics_tallies(p_records);

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