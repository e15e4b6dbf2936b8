-- Analytics: the search log and the shopper records it explains (facts), and rollups by
-- store, day, language, device, normalized query and position that the reports read.
-- Applied by analytics_apply(records), one telemetry batch per call. Every record is counted
-- once (facts are keyed by record id) whatever order records arrive in: a click waits for its
-- search, and an order is attributed to the best search known so far and moved when a better
-- one arrives (docs/analytics.md).

-- The search log: one row per search answer.
create table search_log (
  tenant_id text not null,
  search_id text not null,
  at timestamptz not null,
  day date not null,
  query text not null,
  lang text not null,
  device text not null,
  session text,
  page int not null,
  first_position int not null,
  ids text[] not null,
  total int not null,
  zero_results boolean not null,
  did_you_mean text,
  clicks int not null default 0,
  orders int not null default 0,
  primary key (tenant_id, search_id)
);
create index search_log_session on search_log (tenant_id, session, at) where session is not null;
create index search_log_at on search_log (tenant_id, at);

-- What suggest offered.
create table suggest_log (
  tenant_id text not null,
  record_id text not null,
  at timestamptz not null,
  query text not null,
  lang text not null,
  session text,
  offered text[] not null,
  products text[] not null,
  primary key (tenant_id, record_id)
);

create table click_log (
  tenant_id text not null,
  record_id text not null,
  search_id text not null,
  product_id text not null,
  position int not null,
  session text,
  at timestamptz not null,
  -- false while its search is not in the log yet
  counted boolean not null default false,
  primary key (tenant_id, record_id)
);
create index click_log_search on click_log (tenant_id, search_id);

-- add_to_cart, order and view events; attributed_to is the search an add_to_cart or order is
-- counted for (its own search_id, else the session's latest search that showed one of its products).
create table event_log (
  tenant_id text not null,
  record_id text not null,
  kind text not null,
  at timestamptz not null,
  day date not null,
  session text,
  product_ids text[] not null,
  search_id text,
  attributed_to text,
  revenue numeric,
  currency text,
  device text not null,
  primary key (tenant_id, record_id)
);
create index event_log_session on event_log (tenant_id, session, at) where session is not null;
create index event_log_search on event_log (tenant_id, search_id) where search_id is not null;

-- Per day and segment. searches, zero_results, clicks, clicked_searches and converted_searches
-- count on the search's day and segment; add_to_carts and orders on the event's day and its
-- search's segment (lang '' and the event's device while it has none).
create table analytics_daily (
  tenant_id text not null,
  day date not null,
  lang text not null,
  device text not null,
  searches bigint not null default 0,
  suggests bigint not null default 0,
  zero_results bigint not null default 0,
  clicks bigint not null default 0,
  clicked_searches bigint not null default 0,
  add_to_carts bigint not null default 0,
  orders bigint not null default 0,
  converted_searches bigint not null default 0,
  primary key (tenant_id, day, lang, device)
);

-- Per day, segment and normalized query (the search's day).
create table analytics_queries (
  tenant_id text not null,
  day date not null,
  lang text not null,
  device text not null,
  query text not null,
  searches bigint not null default 0,
  zero_results bigint not null default 0,
  clicks bigint not null default 0,
  clicked_searches bigint not null default 0,
  click_position_sum bigint not null default 0,
  add_to_carts bigint not null default 0,
  orders bigint not null default 0,
  converted_searches bigint not null default 0,
  last_zero_at timestamptz,
  -- did-you-mean of the latest zero-result search (suggestion_key orders them whatever the arrival order)
  suggestion text,
  suggestion_key text,
  primary key (tenant_id, day, lang, device, query)
);
create index analytics_queries_range on analytics_queries (tenant_id, day);

create table analytics_positions (
  tenant_id text not null,
  day date not null,
  lang text not null,
  device text not null,
  position int not null,
  impressions bigint not null default 0,
  clicks bigint not null default 0,
  primary key (tenant_id, day, lang, device, position)
);

create table analytics_revenue (
  tenant_id text not null,
  day date not null,
  lang text not null,
  device text not null,
  query text not null,
  currency text not null,
  revenue numeric not null default 0,
  primary key (tenant_id, day, lang, device, query, currency)
);

create function analytics_bump_daily(
  t text, d date, l text, dv text,
  n_searches bigint, n_suggests bigint, n_zero bigint, n_clicks bigint, n_clicked bigint,
  n_carts bigint, n_orders bigint, n_converted bigint)
returns void language sql as $$
  insert into analytics_daily as a (tenant_id, day, lang, device, searches, suggests, zero_results, clicks,
                                    clicked_searches, add_to_carts, orders, converted_searches)
  values (t, d, l, dv, n_searches, n_suggests, n_zero, n_clicks, n_clicked, n_carts, n_orders, n_converted)
  on conflict (tenant_id, day, lang, device) do update set
    searches = a.searches + excluded.searches,
    suggests = a.suggests + excluded.suggests,
    zero_results = a.zero_results + excluded.zero_results,
    clicks = a.clicks + excluded.clicks,
    clicked_searches = a.clicked_searches + excluded.clicked_searches,
    add_to_carts = a.add_to_carts + excluded.add_to_carts,
    orders = a.orders + excluded.orders,
    converted_searches = a.converted_searches + excluded.converted_searches;
$$;

create function analytics_bump_query(
  s search_log,
  n_searches bigint, n_zero bigint, n_clicks bigint, n_clicked bigint, n_position bigint,
  n_carts bigint, n_orders bigint, n_converted bigint)
returns void language sql as $$
  insert into analytics_queries as a (tenant_id, day, lang, device, query, searches, zero_results, clicks,
                                      clicked_searches, click_position_sum, add_to_carts, orders, converted_searches)
  values (s.tenant_id, s.day, s.lang, s.device, s.query, n_searches, n_zero, n_clicks, n_clicked, n_position,
          n_carts, n_orders, n_converted)
  on conflict (tenant_id, day, lang, device, query) do update set
    searches = a.searches + excluded.searches,
    zero_results = a.zero_results + excluded.zero_results,
    clicks = a.clicks + excluded.clicks,
    clicked_searches = a.clicked_searches + excluded.clicked_searches,
    click_position_sum = a.click_position_sum + excluded.click_position_sum,
    add_to_carts = a.add_to_carts + excluded.add_to_carts,
    orders = a.orders + excluded.orders,
    converted_searches = a.converted_searches + excluded.converted_searches;
$$;

-- Counts a click whose search is in the log.
create function analytics_count_click(c click_log, s search_log) returns void language plpgsql as $$
declare
  n int;
begin
  update click_log set counted = true where tenant_id = c.tenant_id and record_id = c.record_id;
  update search_log set clicks = clicks + 1
   where tenant_id = s.tenant_id and search_id = s.search_id returning clicks into n;
  perform analytics_bump_daily(s.tenant_id, s.day, s.lang, s.device, 0, 0, 0, 1, (n = 1)::int, 0, 0, 0);
  perform analytics_bump_query(s, 0, 0, 1, (n = 1)::int, c.position, 0, 0, 0);
  insert into analytics_positions as a (tenant_id, day, lang, device, position, impressions, clicks)
  values (s.tenant_id, s.day, s.lang, s.device, c.position, 0, 1)
  on conflict (tenant_id, day, lang, device, position) do update set clicks = a.clicks + 1;
end;
$$;

-- Moves an add_to_cart or order from the search it is counted for (or none) to s.
create function analytics_attribute(e event_log, s search_log) returns void language plpgsql as $$
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
        update analytics_revenue set revenue = revenue - e.revenue
         where tenant_id = o.tenant_id and day = o.day and lang = o.lang and device = o.device
           and query = o.query and currency = e.currency;
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
      insert into analytics_revenue as a (tenant_id, day, lang, device, query, currency, revenue)
      values (s.tenant_id, s.day, s.lang, s.device, s.query, e.currency, e.revenue)
      on conflict (tenant_id, day, lang, device, query, currency) do update set revenue = a.revenue + excluded.revenue;
    end if;
  end if;
  perform analytics_bump_daily(e.tenant_id, e.day, s.lang, s.device, 0, 0, 0, 0, 0, is_cart, is_order, 0);
  perform analytics_bump_query(s, 0, 0, 0, 0, 0, is_cart, is_order, (n = 1)::int);
  update event_log set attributed_to = s.search_id where tenant_id = e.tenant_id and record_id = e.record_id;
end;
$$;

create function analytics_search(r jsonb) returns void language plpgsql as $$
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
    update analytics_queries set
      last_zero_at = greatest(last_zero_at, s.at),
      suggestion = case when suggestion_key is null or suggestion_key < (s.at::text || s.search_id)
                        then s.did_you_mean else suggestion end,
      suggestion_key = greatest(suggestion_key, s.at::text || s.search_id)
     where tenant_id = t and day = s.day and lang = s.lang and device = s.device and query = s.query;
  end if;
  insert into analytics_positions as a (tenant_id, day, lang, device, position, impressions, clicks)
  select t, s.day, s.lang, s.device, s.first_position + u.o - 1, 1, 0
    from unnest(s.ids) with ordinality u(id, o)
  on conflict (tenant_id, day, lang, device, position) do update set impressions = a.impressions + 1;
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

create function analytics_click(r jsonb) returns void language plpgsql as $$
declare
  c click_log;
  s search_log;
begin
  insert into click_log (tenant_id, record_id, search_id, product_id, position, session, at)
  values (r->>'tenantId', r->>'id', r->>'searchId', r->>'productId', (r->>'position')::int, r->>'session',
          (r->>'at')::timestamptz)
  on conflict do nothing
  returning * into c;
  if c.record_id is null then
    return;
  end if;
  select * into s from search_log where tenant_id = c.tenant_id and search_id = c.search_id;
  if s.search_id is not null then
    perform analytics_count_click(c, s);
  end if;
end;
$$;

create function analytics_event(r jsonb) returns void language plpgsql as $$
declare
  e event_log;
  s search_log;
  at_ timestamptz := (r->>'at')::timestamptz;
begin
  insert into event_log (tenant_id, record_id, kind, at, day, session, product_ids, search_id, revenue, currency, device)
  values (r->>'tenantId', r->>'id', r->>'kind', at_, (at_ at time zone 'UTC')::date, r->>'session',
          array(select jsonb_array_elements_text(r->'productIds')), r->>'searchId', (r->>'revenue')::numeric,
          r->>'currency', coalesce(r->>'device', 'unknown'))
  on conflict do nothing
  returning * into e;
  if e.record_id is null or e.kind not in ('add_to_cart', 'order') then
    return;
  end if;
  perform analytics_bump_daily(e.tenant_id, e.day, '', e.device, 0, 0, 0, 0, 0,
                               (e.kind = 'add_to_cart')::int, (e.kind = 'order')::int, 0);
  if e.search_id is not null then
    select * into s from search_log where tenant_id = e.tenant_id and search_id = e.search_id;
  elsif e.session is not null then
    select * into s from search_log
     where tenant_id = e.tenant_id and session = e.session and at <= e.at and at > e.at - interval '24 hours'
       and ids && e.product_ids
     order by at desc, search_id desc limit 1;
  end if;
  if s.search_id is not null then
    perform analytics_attribute(e, s);
  end if;
end;
$$;

create function analytics_suggest(r jsonb) returns void language plpgsql as $$
declare
  at_ timestamptz := (r->>'at')::timestamptz;
begin
  insert into suggest_log (tenant_id, record_id, at, query, lang, session, offered, products)
  values (r->>'tenantId', r->>'id', at_, r->>'query', r->>'lang', r->>'session',
          array(select jsonb_array_elements_text(r->'offered')),
          array(select jsonb_array_elements_text(r->'products')))
  on conflict do nothing;
  if found then
    perform analytics_bump_daily(r->>'tenantId', (at_ at time zone 'UTC')::date, r->>'lang', 'unknown',
                                 0, 1, 0, 0, 0, 0, 0, 0);
  end if;
end;
$$;

-- One telemetry batch, in the order given (any order counts the same).
create function analytics_apply(p_records jsonb) returns void language plpgsql as $$
declare
  r jsonb;
begin
  for r in select value from jsonb_array_elements(p_records) loop
    case r->>'kind'
      when 'search' then perform analytics_search(r);
      when 'click' then perform analytics_click(r);
      when 'add_to_cart', 'order', 'view' then perform analytics_event(r);
      when 'suggest' then perform analytics_suggest(r);
      else null;
    end case;
  end loop;
end;
$$;
