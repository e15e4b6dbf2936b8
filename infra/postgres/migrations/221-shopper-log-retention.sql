-- Shopper log retention (docs/analytics.md, "How long shopper records are kept"). The rollups the
-- reports read are kept; the records they were added from (searches logged or tallied, suggestions,
-- clicks, carts, orders and views) are deleted once older than SHOPPER_LOG_RETENTION_DAYS by the
-- worker (shopper_log_purge), as are the answer shapes no tally of that time holds any more.

-- The day of the latest tally that held a shape: a shape is needed while a kept tally holds one of
-- its searches (a click may still name it). The shapes kept so far count as seen today.
alter table search_shapes add column seen_on date not null default current_date;
create index search_shapes_seen_on on search_shapes (seen_on);

-- The purge reads each table by time: rows arrive in about time order, so a block range index is
-- small and enough (search_log has one since migration 216).
create index click_log_at on click_log using brin (at);
create index event_log_at on event_log using brin (at);
create index suggest_log_at on suggest_log using brin (at);
create index search_tallies_at_brin on search_tallies using brin (at);

-- Deletes at most p_limit rows of each table older than p_before (and the shapes last seen before
-- its day); how many rows it deleted in all. Called again until it deletes nothing, so that no
-- call holds many rows' locks or runs long.
create function shopper_log_purge(p_before timestamptz, p_limit int) returns bigint language plpgsql as $$
declare
  t text;
  n bigint;
  total bigint := 0;
begin
  foreach t in array array['search_log', 'search_tallies', 'suggest_log', 'click_log', 'event_log'] loop
    execute format('delete from %I where ctid in (select ctid from %I where at < $1 limit $2)', t, t)
      using p_before, p_limit;
    get diagnostics n = row_count;
    total := total + n;
  end loop;
  delete from search_shapes where ctid in (
    select ctid from search_shapes where seen_on < (p_before at time zone 'UTC')::date limit p_limit);
  get diagnostics n = row_count;
  return total + n;
end;
$$;

-- Migration 220's function, a shape's seen_on moved to the day of each tally that holds it.
create or replace function analytics_tallies(p_records jsonb) returns void language plpgsql as $$
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
                               zero_results, did_you_mean, seen_on)
    select * from (
      select distinct on (t.tenant_id, c.shape) t.tenant_id, c.shape, c.query, c.lang, c.device, c.page,
             c."firstPosition", c.ids, c.total, c."zeroResults", c."didYouMean", (t.at at time zone 'UTC')::date as day
        from t, jsonb_to_recordset(t.shapes) as c(shape text, query text, lang text, device text, page int,
               "firstPosition" int, ids text[], total int, "zeroResults" boolean, "didYouMean" text)
       order by t.tenant_id, c.shape, t.at desc
    ) c
    -- A shape kept and seen on that day or later is left alone, not locked (a conflict would lock it).
     where not exists (select 1 from search_shapes s
                        where s.tenant_id = c.tenant_id and s.shape_id = c.shape and s.seen_on >= c.day)
    -- A shape seen again is kept from the day of its latest tally: one update a shape a day.
    on conflict (tenant_id, shape_id) do update set seen_on = excluded.seen_on
      where search_shapes.seen_on < excluded.seen_on
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

-- Migration 103's function: a cart or order whose search was purged is not moved to a later search
-- of its session that enters the log after (reading the purged search as nulls failed the batch,
-- and the consumer would retry it for ever).
create or replace function analytics_attribute(e event_log, s search_log) returns void language plpgsql as $$
declare
  o search_log;
  is_order int := (e.kind = 'order')::int;
  is_cart int := (e.kind = 'add_to_cart')::int;
  n int;
begin
  if e.attributed_to is not distinct from s.search_id then
    return;
  end if;
  if e.attributed_to is null then
    perform analytics_bump_daily(e.tenant_id, e.day, '', e.device, 0, 0, 0, 0, 0, -is_cart, -is_order, 0);
  else
    select * into o from search_log where tenant_id = e.tenant_id and search_id = e.attributed_to;
    -- Its search is no longer kept (SHOPPER_LOG_RETENTION_DAYS): the event stays counted where it
    -- was, as nothing says what to take back from the rollups.
    if not found then
      return;
    end if;
    n := 1;
    if is_order = 1 then
      update search_log set orders = orders - 1
       where tenant_id = o.tenant_id and search_id = o.search_id returning orders into n;
      perform analytics_bump_daily(o.tenant_id, o.day, o.lang, o.device, 0, 0, 0, 0, 0, 0, 0, -(n = 0)::int);
      if e.revenue is not null then
        insert into analytics_pending_revenue (tenant_id, day, lang, device, query, currency, revenue)
        values (o.tenant_id, o.day, o.lang, o.device, o.query, e.currency, -e.revenue);
      end if;
    end if;
    perform analytics_bump_daily(e.tenant_id, e.day, o.lang, o.device, 0, 0, 0, 0, 0, -is_cart, -is_order, 0);
    perform analytics_bump_query(o, 0, 0, 0, 0, 0, -is_cart, -is_order, -(n = 0)::int);
  end if;
  n := 0;
  if is_order = 1 then
    update search_log set orders = orders + 1
     where tenant_id = s.tenant_id and search_id = s.search_id returning orders into n;
    perform analytics_bump_daily(s.tenant_id, s.day, s.lang, s.device, 0, 0, 0, 0, 0, 0, 0, (n = 1)::int);
    if e.revenue is not null then
      insert into analytics_pending_revenue (tenant_id, day, lang, device, query, currency, revenue)
      values (s.tenant_id, s.day, s.lang, s.device, s.query, e.currency, e.revenue);
    end if;
  end if;
  perform analytics_bump_daily(e.tenant_id, e.day, s.lang, s.device, 0, 0, 0, 0, 0, is_cart, is_order, 0);
  perform analytics_bump_query(s, 0, 0, 0, 0, 0, is_cart, is_order, (n = 1)::int);
  update event_log set attributed_to = s.search_id where tenant_id = e.tenant_id and record_id = e.record_id;
end;
$$;
