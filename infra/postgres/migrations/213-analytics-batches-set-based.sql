-- The analytics projection writes a batch's searches, suggestions and clicks set by set
-- (docs/analytics.md, "Projection cost"). analytics_apply of migration 103 ran about ten
-- statements for each search (the row, its bumps, one pending row per position shown, three
-- lookups for clicks and events that came before it) and five for each click. Now:
--
-- * the batch's searches are inserted in one statement; their bumps (daily, per query, the
--   zero-result suggestion, one row per position shown) are added up in the statement that
--   appends them to the pending tables;
-- * only a search that something already in the log waits for (an uncounted click, an event
--   naming it, a session's add-to-cart or order it may explain) goes through the record-by-record
--   tail of analytics_search (analytics_search_attach, the same code);
-- * suggestions are inserted and counted in one statement;
-- * then the clicks are inserted in one statement, counted at once when their search is in the
--   log, and their bumps added up per search (its clicks, and whether this batch gave it its
--   first), per segment, per query and per position. A click whose search is not in the log
--   waits uncounted, as before, for analytics_search_attach.
--
-- Add-to-carts and orders still go record by record, after the batch's searches and clicks: the
-- projection comes to the same rollups in any order (test/integration/analytics-exactly-once.test.ts),
-- and test/integration/analytics-set-based.test.ts compares this function with migration 103's
-- on the same batches. The record-by-record functions of migrations 101 and 103 (analytics_search,
-- analytics_click, analytics_suggest) are no longer called by analytics_apply; they stay, as the
-- pieces that the reference function of that test calls.

-- The part of analytics_search after its bumps: clicks that came before the search, events that
-- name it, then the session's events it now explains best.
create or replace function analytics_search_attach(p_search search_log) returns void language plpgsql as $$
declare
  s search_log;
  c click_log;
  e event_log;
  t text := p_search.tenant_id;
begin
  select * into s from search_log where tenant_id = t and search_id = p_search.search_id;
  for c in select * from click_log where tenant_id = t and search_id = s.search_id and not counted loop
    perform analytics_count_click(c, s);
    select * into s from search_log where tenant_id = t and search_id = s.search_id;
  end loop;
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

create or replace function analytics_apply(p_records jsonb) returns void language plpgsql as $$
declare
  r jsonb;
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

  for r in select value from jsonb_array_elements(p_records)
            where value->>'kind' in ('add_to_cart', 'order') loop
    perform analytics_event(r);
  end loop;
  perform analytics_flush();
end;
$$;
