-- The analytics projection writes a batch's add-to-carts and orders set by set (docs/analytics.md,
-- "Projection cost"). analytics_apply of migration 213 still ran analytics_event (migration 101)
-- for each of them: the row, its unattributed bump, the attribution lookup, then
-- analytics_attribute (migration 103) with its bumps and the row's update, about ten statements
-- per record. Now analytics_events does the batch's carts and orders in three statements.
--
-- The attribution rules, unchanged (migrations 101, 103 and 213):
--
-- 1. A record is taken once: the first of its id in the batch (batch order), when the id is not in
--    event_log yet (a view, cart or order of an earlier batch, or a view of this one, keeps it).
--    Only add_to_cart and order records go this way; views are inserted at the start of the batch.
-- 2. Its search is its own search_id when it has one: that search if it is in the log, else none
--    for now (no fallback to the session). Without a search_id, its session's latest search
--    (at desc, search_id desc) with at <= the event's time and at > its time - 24 hours that
--    showed one of its products (ids && product_ids); none without a session.
-- 3. Attributed to no search, it counts on its day under language '' and its own device
--    (add_to_carts or orders). Attributed to s, it counts on its day under s's language and
--    device, in s's query row (on s's day), and an order adds 1 to s's orders: s becomes a
--    converted search (daily and query, on s's day and segment) when that makes its first order,
--    and the order's revenue, when it has one, goes to s's query in the order's currency.
--    event_log.attributed_to names s.
-- 4. A new cart or order moves no other one: the lookup of rule 2 reads only search_log, whose
--    searches of this batch are all written (and their attach done) before the batch's events, and
--    the only thing the events change in it is orders, which the lookup does not read. So the
--    records of one batch do not compete, and taking them all at once comes to what taking them
--    in batch order did: a search's k orders of the batch make it converted once, when its orders
--    were 0 before the batch. No record needs the record-by-record path.
-- 5. Re-attribution stays where it was: when a search arrives, analytics_search_attach (migration
--    213) moves to it, record by record with analytics_attribute, the events that name it and the
--    session's events (without a search id, at >= its time and < its time + 24 hours, showing one
--    of their products) that it explains better than their current search ((at, search_id)
--    greater). That runs before the batch's events, only for the searches something waits for.
--
-- The rollups come to the same rows as before, zero rows included: the pending rows that the
-- record-by-record path wrote (+1 and -1 under language '' for an attributed event, the converted
-- bump of every order's search) are written here too, added up, so analytics_flush upserts the
-- same keys. test/integration/analytics-set-based.test.ts compares analytics_apply with migration
-- 103's on random batches (carts and orders with and without search ids and sessions, several per
-- session, before their searches, past the window, duplicates).
--
-- signals_apply (migration 212) already takes carts and orders set by set; it is unchanged.

create or replace function analytics_events(p_records jsonb) returns void language plpgsql as $$
declare
  fresh event_log[];
begin
  -- The rows, attributed as they are written (rules 1 and 2).
  with firsts as (
    select distinct on (x.v->>'tenantId', x.v->>'id') x.v
      from jsonb_array_elements(p_records) with ordinality as x(v, o)
     where x.v->>'kind' in ('add_to_cart', 'order')
     order by x.v->>'tenantId', x.v->>'id', x.o
  ), e as (
    select f.v->>'tenantId' as tenant_id, f.v->>'id' as record_id, f.v->>'kind' as kind,
           (f.v->>'at')::timestamptz as at, f.v->>'session' as session,
           array(select jsonb_array_elements_text(f.v->'productIds')) as product_ids,
           f.v->>'searchId' as search_id, (f.v->>'revenue')::numeric as revenue, f.v->>'currency' as currency,
           coalesce(f.v->>'device', 'unknown') as device
      from firsts f
  ), inserted as (
    insert into event_log (tenant_id, record_id, kind, at, day, session, product_ids, search_id, attributed_to,
                           revenue, currency, device)
    select e.tenant_id, e.record_id, e.kind, e.at, (e.at at time zone 'UTC')::date, e.session, e.product_ids,
           e.search_id,
           case
             when e.search_id is not null then
               (select sl.search_id from search_log sl
                 where sl.tenant_id = e.tenant_id and sl.search_id = e.search_id)
             when e.session is not null then
               (select sl.search_id from search_log sl
                 where sl.tenant_id = e.tenant_id and sl.session = e.session and sl.at <= e.at
                   and sl.at > e.at - interval '24 hours' and sl.ids && e.product_ids
                 order by sl.at desc, sl.search_id desc limit 1)
           end,
           e.revenue, e.currency, e.device
      from e
    on conflict do nothing
    returning *
  )
  select array_agg(i) into fresh from inserted i;
  if fresh is null then
    return;
  end if;

  -- Rule 3, unattributed: every new event's row under language '' (zero for the attributed ones,
  -- whose +1 and -1 the record-by-record path wrote there).
  insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                       clicked_searches, add_to_carts, orders, converted_searches)
  select f.tenant_id, f.day, '', f.device, 0, 0, 0, 0, 0,
         count(*) filter (where f.kind = 'add_to_cart' and f.attributed_to is null),
         count(*) filter (where f.kind = 'order' and f.attributed_to is null), 0
    from unnest(fresh) f
   group by 1, 2, 4;

  -- Rule 3, attributed: the orders per search (converted when the batch gives it its first order),
  -- then the events' bumps on their day and in their search's query row, and the revenue.
  with attributed as (
    select f.kind, f.day as event_day, f.revenue, f.currency, s.tenant_id, s.search_id, s.day, s.lang, s.device,
           s.query
      from unnest(fresh) f
      join search_log s on s.tenant_id = f.tenant_id and s.search_id = f.attributed_to
  ), per_search as (
    select a.tenant_id, a.search_id, count(*) as n from attributed a where a.kind = 'order' group by 1, 2
  ), bumped as (
    update search_log sl set orders = sl.orders + p.n
      from per_search p
     where sl.tenant_id = p.tenant_id and sl.search_id = p.search_id
    returning sl.tenant_id, sl.day, sl.lang, sl.device, sl.query, sl.orders = p.n as first
  ), converted_daily as (
    insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                         clicked_searches, add_to_carts, orders, converted_searches)
    select b.tenant_id, b.day, b.lang, b.device, 0, 0, 0, 0, 0, 0, 0, count(*) filter (where b.first)
      from bumped b group by 1, 2, 3, 4
  ), converted_queries as (
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                           clicked_searches, click_position_sum, add_to_carts, orders,
                                           converted_searches)
    select b.tenant_id, b.day, b.lang, b.device, b.query, 0, 0, 0, 0, 0, 0, 0, count(*) filter (where b.first)
      from bumped b group by 1, 2, 3, 4, 5
  ), event_daily as (
    insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                         clicked_searches, add_to_carts, orders, converted_searches)
    select a.tenant_id, a.event_day, a.lang, a.device, 0, 0, 0, 0, 0,
           count(*) filter (where a.kind = 'add_to_cart'), count(*) filter (where a.kind = 'order'), 0
      from attributed a group by 1, 2, 3, 4
  ), event_queries as (
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                           clicked_searches, click_position_sum, add_to_carts, orders,
                                           converted_searches)
    select a.tenant_id, a.day, a.lang, a.device, a.query, 0, 0, 0, 0, 0,
           count(*) filter (where a.kind = 'add_to_cart'), count(*) filter (where a.kind = 'order'), 0
      from attributed a group by 1, 2, 3, 4, 5
  )
  insert into analytics_pending_revenue (tenant_id, day, lang, device, query, currency, revenue)
  select a.tenant_id, a.day, a.lang, a.device, a.query, a.currency, sum(a.revenue)
    from attributed a
   where a.kind = 'order' and a.revenue is not null
   group by 1, 2, 3, 4, 5, 6;
end;
$$;

-- Migration 213's function, its record-by-record loop over carts and orders replaced by
-- analytics_events (analytics_event stays, as a piece of the reference functions of the tests).
create or replace function analytics_apply(p_records jsonb) returns void language plpgsql as $$
declare
  fresh search_log[];
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

  -- Searches: the log's rows first (a search id seen before, or twice in the batch, is taken once).
  with inserted as (
    insert into search_log (tenant_id, search_id, at, day, query, lang, device, session, page, first_position,
                            ids, total, zero_results, did_you_mean)
    select v->>'tenantId', v->>'id', (v->>'at')::timestamptz, ((v->>'at')::timestamptz at time zone 'UTC')::date,
           v->>'query', v->>'lang', v->>'device', v->>'session', (v->>'page')::int, (v->>'firstPosition')::int,
           array(select jsonb_array_elements_text(v->'ids')), (v->>'total')::int, (v->>'zeroResults')::boolean,
           v->>'didYouMean'
      from jsonb_array_elements(p_records) as v
     where v->>'kind' = 'search'
    on conflict do nothing
    returning *
  )
  select array_agg(i order by i.at, i.search_id) into fresh from inserted i;

  if fresh is not null then
    insert into analytics_pending_daily (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                         clicked_searches, add_to_carts, orders, converted_searches)
    select tenant_id, day, lang, device, count(*), 0, count(*) filter (where zero_results), 0, 0, 0, 0, 0
      from unnest(fresh) group by 1, 2, 3, 4;

    insert into analytics_pending_queries (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                           clicked_searches, click_position_sum, add_to_carts, orders,
                                           converted_searches)
    select tenant_id, day, lang, device, query, count(*), count(*) filter (where zero_results), 0, 0, 0, 0, 0, 0
      from unnest(fresh) group by 1, 2, 3, 4, 5;

    -- The latest zero-result search's did-you-mean wins when the pending rows are added up.
    insert into analytics_pending_queries (tenant_id, day, lang, device, query, last_zero_at, suggestion, suggestion_key)
    select tenant_id, day, lang, device, query, at, did_you_mean, at::text || search_id
      from unnest(fresh) where zero_results;

    insert into analytics_pending_positions (tenant_id, day, lang, device, position, impressions, clicks)
    select f.tenant_id, f.day, f.lang, f.device, f.first_position + u.o - 1, count(*), 0
      from unnest(fresh) f, unnest(f.ids) with ordinality u(id, o)
     group by 1, 2, 3, 4, 5;

    -- The searches something in the log was waiting for.
    for s in select f.* from unnest(fresh) f
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
              order by f.at, f.search_id loop
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
