-- Business signals for ranking and suggestions (docs/analytics.md, "Signals"), kept by the
-- `signals` projection of the telemetry log: signals_apply(records), one batch per call, in the
-- transaction of the projection's checkpoint.
--
-- Exactly once: every record id is taken once (signal_seen). Time decay without rewriting
-- rows: a signal at time t adds w * exp((t - epoch) / tau) to a product's `score`; the score
-- now is score * exp(-(now - epoch) / tau), a factor common to every product, so sums are
-- order-free and readers decay at read time (tau = 7 days / ln 2: a signal's weight halves
-- every 7 days; exp stays within float8 until about 2044).
--
-- Records older than 7 days when they arrive are left out (their ids are kept 8 days, so a
-- record delivered again is never counted twice).
--
-- Flood guard: a record is counted only within caps per window (signals_take): toward a
-- product's popularity once per session, product and kind per UTC day; toward a query's CTR
-- and conversions once per search, product and kind; and only while its session has room (60
-- counted signals per UTC hour; records without a session share one window of 600 per store)
-- and its store too (100,000 per UTC hour). Records past a cap are taken (seen) but move nothing.

create table signal_seen (
  tenant_id text not null,
  record_id text not null,
  at timestamptz not null,
  primary key (tenant_id, record_id)
);
create index signal_seen_at on signal_seen (at);

-- Caps' counters: one row per store, key and window.
create table signal_caps (
  tenant_id text not null,
  key text not null,
  window_start timestamptz not null,
  n int not null,
  primary key (tenant_id, key, window_start)
);
create index signal_caps_window on signal_caps (window_start);

create table signal_products (
  tenant_id text not null,
  product_id text not null,
  -- sum of weight * exp((at - epoch) / tau): view 1, click 2, add_to_cart 3, order 5
  score double precision not null default 0,
  views bigint not null default 0,
  clicks bigint not null default 0,
  add_to_carts bigint not null default 0,
  orders bigint not null default 0,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, product_id)
);
create index signal_products_updated on signal_products (tenant_id, updated_at);

-- Searches by id, so a click or order can be tied to its normalized query.
create table signal_searches (
  tenant_id text not null,
  search_id text not null,
  query text not null,
  at timestamptz not null,
  primary key (tenant_id, search_id)
);
create index signal_searches_at on signal_searches (at);

-- Clicks and orders (counted) whose search is not known yet: tied to the query when it arrives.
create table signal_waiting (
  tenant_id text not null,
  record_id text not null,
  search_id text not null,
  kind text not null,
  product_ids text[] not null,
  at timestamptz not null,
  primary key (tenant_id, record_id)
);
create index signal_waiting_search on signal_waiting (tenant_id, search_id);

-- Per normalized query: how often it was searched and found something, and its popularity.
create table signal_queries (
  tenant_id text not null,
  query text not null,
  searches bigint not null default 0,
  found bigint not null default 0,
  score double precision not null default 0,
  -- whether its latest search (by time, then id) found something
  last_key text not null default '',
  last_found boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, query)
);
create index signal_queries_prefix on signal_queries (tenant_id, query text_pattern_ops);

-- Per normalized query and product: clicks and orders that came from that query's searches.
create table signal_query_products (
  tenant_id text not null,
  query text not null,
  product_id text not null,
  clicks bigint not null default 0,
  orders bigint not null default 0,
  primary key (tenant_id, query, product_id)
);

create function signals_weight(at_ timestamptz) returns double precision language sql immutable as $$
  select exp(extract(epoch from (at_ - timestamptz '2025-01-01 00:00:00+00')) / (7 * 86400 / ln(2)));
$$;

-- Whether one more signal fits the window of `key` (and counts it when it does).
create function signals_take(p_tenant text, p_key text, p_window timestamptz, p_cap int) returns boolean
language plpgsql as $$
declare
  n_ int;
begin
  insert into signal_caps as c (tenant_id, key, window_start, n) values (p_tenant, p_key, p_window, 1)
  on conflict (tenant_id, key, window_start) do update set n = c.n + 1 where c.n < p_cap
  returning c.n into n_;
  return n_ is not null;
end;
$$;

-- The windows every counted signal of a session (or of the store's sessionless records) and of
-- the store fill (docs/analytics.md); false when one is full.
create function signals_room(t text, session_ text, at_ timestamptz) returns boolean language plpgsql as $$
declare
  hour_ timestamptz := date_trunc('hour', at_ at time zone 'UTC') at time zone 'UTC';
begin
  if session_ is not null then
    if not signals_take(t, 's:' || session_, hour_, 60) then
      return false;
    end if;
  elsif not signals_take(t, 'anonymous', hour_, 600) then
    return false;
  end if;
  return signals_take(t, 'store', hour_, 100000);
end;
$$;

create function signals_bump_product(t text, product text, kind text, at_ timestamptz) returns void
language sql as $$
  insert into signal_products as p (tenant_id, product_id, score, views, clicks, add_to_carts, orders, updated_at)
  values (t, product,
          (case kind when 'view' then 1 when 'click' then 2 when 'add_to_cart' then 3 else 5 end) * signals_weight(at_),
          (kind = 'view')::int, (kind = 'click')::int, (kind = 'add_to_cart')::int, (kind = 'order')::int, now())
  on conflict (tenant_id, product_id) do update set
    score = p.score + excluded.score,
    views = p.views + excluded.views,
    clicks = p.clicks + excluded.clicks,
    add_to_carts = p.add_to_carts + excluded.add_to_carts,
    orders = p.orders + excluded.orders,
    updated_at = now();
$$;

create function signals_bump_query_products(t text, q text, kind text, products text[]) returns void
language sql as $$
  insert into signal_query_products as a (tenant_id, query, product_id, clicks, orders)
  select t, q, p, (kind = 'click')::int, (kind = 'order')::int from unnest(products) as p
  on conflict (tenant_id, query, product_id) do update set
    clicks = a.clicks + excluded.clicks,
    orders = a.orders + excluded.orders;
$$;

create function signals_apply(p_records jsonb) returns void language plpgsql as $$
declare
  r jsonb;
  t text;
  kind_ text;
  at_ timestamptz;
  session_ text;
  search_ text;
  q text;
  product text;
  counted text[];
  day_ timestamptz;
  product_new boolean;
  pair_new boolean;
  w record;
begin
  for r in select value from jsonb_array_elements(p_records) loop
    kind_ := r->>'kind';
    if kind_ not in ('search', 'click', 'view', 'add_to_cart', 'order') then
      continue;
    end if;
    t := r->>'tenantId';
    at_ := (r->>'at')::timestamptz;
    -- Past the horizon a record's id may have been purged from signal_seen: it is left out.
    if at_ < now() - interval '7 days' then
      continue;
    end if;
    insert into signal_seen (tenant_id, record_id, at) values (t, r->>'id', at_) on conflict do nothing;
    if not found then
      continue;
    end if;
    session_ := r->>'session';

    if kind_ = 'search' then
      q := r->>'query';
      insert into signal_searches (tenant_id, search_id, query, at) values (t, r->>'id', q, at_)
      on conflict do nothing;
      insert into signal_queries as s (tenant_id, query, searches, found, score, last_key, last_found, updated_at)
      values (t, q, 1, (not (r->>'zeroResults')::boolean)::int,
              case when (r->>'zeroResults')::boolean then 0 else signals_weight(at_) end,
              at_::text || (r->>'id'), not (r->>'zeroResults')::boolean, now())
      on conflict (tenant_id, query) do update set
        searches = s.searches + 1,
        found = s.found + excluded.found,
        score = s.score + excluded.score,
        last_found = case when excluded.last_key > s.last_key then excluded.last_found else s.last_found end,
        last_key = greatest(s.last_key, excluded.last_key),
        updated_at = now();
      -- Clicks and orders that came before their search.
      for w in delete from signal_waiting where tenant_id = t and search_id = r->>'id' returning * loop
        perform signals_bump_query_products(t, q, w.kind, w.product_ids);
      end loop;
      continue;
    end if;

    -- A click, or an event on one or more products. For each product: once per session, kind and
    -- UTC day toward its popularity; once per search and kind toward its query's CTR and
    -- conversions; either only while the session's and the store's windows have room.
    search_ := case when kind_ in ('click', 'order') then r->>'searchId' end;
    day_ := date_trunc('day', at_ at time zone 'UTC') at time zone 'UTC';
    counted := '{}';
    for product in
      select x from jsonb_array_elements_text(
        case when kind_ = 'click' then jsonb_build_array(r->>'productId') else r->'productIds' end) as x
    loop
      product_new := true;
      if session_ is not null then
        product_new := signals_take(t, 'p:' || kind_ || ':' || product || ':' || session_, day_, 1);
      end if;
      pair_new := false;
      if search_ is not null then
        pair_new := signals_take(t, 'q:' || kind_ || ':' || product || ':' || search_, day_, 1);
      end if;
      if not (product_new or pair_new) or not signals_room(t, session_, at_) then
        continue;
      end if;
      if product_new then
        perform signals_bump_product(t, product, kind_, at_);
      end if;
      if pair_new then
        counted := counted || product;
      end if;
    end loop;
    if cardinality(counted) = 0 then
      continue;
    end if;
    select s.query into q from signal_searches s where s.tenant_id = t and s.search_id = search_;
    if q is null then
      insert into signal_waiting (tenant_id, record_id, search_id, kind, product_ids, at)
      values (t, r->>'id', search_, kind_, counted, at_) on conflict do nothing;
    else
      perform signals_bump_query_products(t, q, kind_, counted);
    end if;
  end loop;
end;
$$;

-- What the checks above no longer need (the worker runs it hourly).
create function signals_purge() returns void language sql as $$
  delete from signal_seen where at < now() - interval '8 days';
  delete from signal_caps where window_start < now() - interval '2 days';
  delete from signal_searches where at < now() - interval '30 days';
  delete from signal_waiting where at < now() - interval '30 days';
$$;
