-- The analytics projection's cost per batch (docs/analytics.md, "Projection cost").
--
-- 1. Rollup rows are bumped once per batch, not once per record. The rollups of one store, day
--    and segment are the same few rows for every record of a batch, and each upsert of a row that
--    the same transaction already changed walks the row's versions made so far: a batch of n
--    records cost about n² row visits. The bumps now go to pending tables (unlogged, no index:
--    an append each), and analytics_apply adds them up into the rollups once at its end. A
--    pending row never outlives the transaction that wrote it, so the tables are empty between
--    batches (and unlogged is safe: a crash rolls that transaction back).
-- 2. Views in bulk: a view touches no rollup (only add_to_cart and order are attributed), so a
--    batch's views are written in one statement.
-- What analytics_apply makes of a batch is unchanged.

create unlogged table analytics_pending_daily (like analytics_daily including defaults);
create unlogged table analytics_pending_queries (like analytics_queries including defaults);
create unlogged table analytics_pending_positions (like analytics_positions including defaults);
create unlogged table analytics_pending_revenue (like analytics_revenue including defaults);

create or replace function analytics_bump_daily(
  t text, d date, l text, dv text,
  n_searches bigint, n_suggests bigint, n_zero bigint, n_clicks bigint, n_clicked bigint,
  n_carts bigint, n_orders bigint, n_converted bigint)
returns void language sql as $$
  insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                       clicked_searches, add_to_carts, orders, converted_searches)
  values (t, d, l, dv, n_searches, n_suggests, n_zero, n_clicks, n_clicked, n_carts, n_orders, n_converted);
$$;

create or replace function analytics_bump_query(
  s search_log,
  n_searches bigint, n_zero bigint, n_clicks bigint, n_clicked bigint, n_position bigint,
  n_carts bigint, n_orders bigint, n_converted bigint)
returns void language sql as $$
  insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                         clicked_searches, click_position_sum, add_to_carts, orders, converted_searches)
  values (s.tenant_id, s.day, s.lang, s.device, s.query, n_searches, n_zero, n_clicks, n_clicked, n_position,
          n_carts, n_orders, n_converted);
$$;

-- Counts a click whose search is in the log.
create or replace function analytics_count_click(c click_log, s search_log) returns void language plpgsql as $$
declare
  n int;
begin
  update click_log set counted = true where tenant_id = c.tenant_id and record_id = c.record_id;
  update search_log set clicks = clicks + 1
   where tenant_id = s.tenant_id and search_id = s.search_id returning clicks into n;
  perform analytics_bump_daily(s.tenant_id, s.day, s.lang, s.device, 0, 0, 0, 1, (n = 1)::int, 0, 0, 0);
  perform analytics_bump_query(s, 0, 0, 1, (n = 1)::int, c.position, 0, 0, 0);
  insert into analytics_pending_positions (tenant_id, day, lang, device, position, impressions, clicks)
  values (s.tenant_id, s.day, s.lang, s.device, c.position, 0, 1);
end;
$$;

-- Moves an add_to_cart or order from the search it is counted for (or none) to s.
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

create or replace function analytics_search(r jsonb) returns void language plpgsql as $$
declare
  s search_log;
  c click_log;
  e event_log;
  t text := r->>'tenantId';
  at_ timestamptz := (r->>'at')::timestamptz;
begin
  insert into search_log (tenant_id, search_id, at, day, query, lang, device, session, page, first_position,
                          ids, total, zero_results, did_you_mean)
  values (t, r->>'id', at_, (at_ at time zone 'UTC')::date, r->>'query', r->>'lang', r->>'device', r->>'session',
          (r->>'page')::int, (r->>'firstPosition')::int,
          array(select jsonb_array_elements_text(r->'ids')), (r->>'total')::int, (r->>'zeroResults')::boolean,
          r->>'didYouMean')
  on conflict do nothing
  returning * into s;
  if s.search_id is null then
    return;
  end if;
  perform analytics_bump_daily(t, s.day, s.lang, s.device, 1, 0, s.zero_results::int, 0, 0, 0, 0, 0);
  perform analytics_bump_query(s, 1, s.zero_results::int, 0, 0, 0, 0, 0, 0);
  if s.zero_results then
    -- The latest zero-result search's did-you-mean wins when the pending rows are added up.
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, last_zero_at, suggestion, suggestion_key)
    values (t, s.day, s.lang, s.device, s.query, s.at, s.did_you_mean, s.at::text || s.search_id);
  end if;
  insert into analytics_pending_positions (tenant_id, day, lang, device, position, impressions, clicks)
  select t, s.day, s.lang, s.device, s.first_position + u.o - 1, 1, 0
    from unnest(s.ids) with ordinality u(id, o);
  -- Clicks that came before their search.
  for c in select * from click_log where tenant_id = t and search_id = s.search_id and not counted loop
    perform analytics_count_click(c, s);
    select * into s from search_log where tenant_id = t and search_id = s.search_id;
  end loop;
  -- Events that name this search, then the session's events it now explains best.
  for e in select * from event_log
            where tenant_id = t and search_id = s.search_id and kind in ('add_to_cart', 'order') loop
    perform analytics_attribute(e, s);
    select * into s from search_log where tenant_id = t and search_id = s.search_id;
  end loop;
  if s.session is not null then
    for e in select ev.* from event_log ev
               left join search_log a on a.tenant_id = ev.tenant_id and a.search_id = ev.attributed_to
              where ev.tenant_id = t and ev.session = s.session and ev.search_id is null
                and ev.kind in ('add_to_cart', 'order')
                and ev.at >= s.at and ev.at < s.at + interval '24 hours' and ev.product_ids && s.ids
                and (a.search_id is null or (a.at, a.search_id) < (s.at, s.search_id)) loop
      perform analytics_attribute(e, s);
      select * into s from search_log where tenant_id = t and search_id = s.search_id;
    end loop;
  end if;
end;
$$;

-- Adds the batch's pending bumps into the rollups, one upsert per row.
create or replace function analytics_flush() returns void language plpgsql as $$
begin
  with d as (delete from analytics_pending_daily returning *)
  insert into analytics_daily as a (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                    clicked_searches, add_to_carts, orders, converted_searches)
  select tenant_id, day, lang, device, sum(searches), sum(suggests), sum(zero_results), sum(clicks),
         sum(clicked_searches), sum(add_to_carts), sum(orders), sum(converted_searches)
    from d group by tenant_id, day, lang, device
  on conflict (tenant_id, day, lang, device) do update set
    searches = a.searches + excluded.searches,
    suggests = a.suggests + excluded.suggests,
    zero_results = a.zero_results + excluded.zero_results,
    clicks = a.clicks + excluded.clicks,
    clicked_searches = a.clicked_searches + excluded.clicked_searches,
    add_to_carts = a.add_to_carts + excluded.add_to_carts,
    orders = a.orders + excluded.orders,
    converted_searches = a.converted_searches + excluded.converted_searches;

  with d as (delete from analytics_pending_queries returning *)
  insert into analytics_queries as a (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                      clicked_searches, click_position_sum, add_to_carts, orders,
                                      converted_searches, last_zero_at, suggestion, suggestion_key)
  select tenant_id, day, lang, device, query, sum(searches), sum(zero_results), sum(clicks),
         sum(clicked_searches), sum(click_position_sum), sum(add_to_carts), sum(orders), sum(converted_searches),
         max(last_zero_at),
         (array_agg(suggestion order by suggestion_key desc) filter (where suggestion_key is not null))[1],
         max(suggestion_key)
    from d group by tenant_id, day, lang, device, query
  on conflict (tenant_id, day, lang, device, query) do update set
    searches = a.searches + excluded.searches,
    zero_results = a.zero_results + excluded.zero_results,
    clicks = a.clicks + excluded.clicks,
    clicked_searches = a.clicked_searches + excluded.clicked_searches,
    click_position_sum = a.click_position_sum + excluded.click_position_sum,
    add_to_carts = a.add_to_carts + excluded.add_to_carts,
    orders = a.orders + excluded.orders,
    converted_searches = a.converted_searches + excluded.converted_searches,
    last_zero_at = greatest(a.last_zero_at, excluded.last_zero_at),
    suggestion = case when excluded.suggestion_key is not null
                       and (a.suggestion_key is null or a.suggestion_key < excluded.suggestion_key)
                      then excluded.suggestion else a.suggestion end,
    suggestion_key = greatest(a.suggestion_key, excluded.suggestion_key);

  with d as (delete from analytics_pending_positions returning *)
  insert into analytics_positions as a (tenant_id, day, lang, device, position, impressions, clicks)
  select tenant_id, day, lang, device, position, sum(impressions), sum(clicks)
    from d group by tenant_id, day, lang, device, position
  on conflict (tenant_id, day, lang, device, position) do update set
    impressions = a.impressions + excluded.impressions,
    clicks = a.clicks + excluded.clicks;

  with d as (delete from analytics_pending_revenue returning *)
  insert into analytics_revenue as a (tenant_id, day, lang, device, query, currency, revenue)
  select tenant_id, day, lang, device, query, currency, sum(revenue)
    from d group by tenant_id, day, lang, device, query, currency
  on conflict (tenant_id, day, lang, device, query, currency) do update set revenue = a.revenue + excluded.revenue;
end;
$$;

-- One telemetry batch, in the order given (any order counts the same).
create or replace function analytics_apply(p_records jsonb) returns void language plpgsql as $$
declare
  r jsonb;
begin
  insert into event_log (tenant_id, record_id, kind, at, day, session, product_ids, search_id, revenue, currency, device)
  select v->>'tenantId', v->>'id', 'view', (v->>'at')::timestamptz, ((v->>'at')::timestamptz at time zone 'UTC')::date,
         v->>'session', array(select jsonb_array_elements_text(v->'productIds')), v->>'searchId',
         (v->>'revenue')::numeric, v->>'currency', coalesce(v->>'device', 'unknown')
    from jsonb_array_elements(p_records) as v
   where v->>'kind' = 'view'
  on conflict do nothing;
  for r in select value from jsonb_array_elements(p_records) where value->>'kind' <> 'view' loop
    case r->>'kind'
      when 'search' then perform analytics_search(r);
      when 'click' then perform analytics_click(r);
      when 'add_to_cart', 'order' then perform analytics_event(r);
      when 'suggest' then perform analytics_suggest(r);
      else null;
    end case;
  end loop;
  perform analytics_flush();
end;
$$;
