-- The event log. Log order is (transaction_id, position): a subscriber only reads events
-- whose transaction id is below the oldest transaction still running, so an event that
-- commits late can never appear behind a checkpoint that has already moved past it.

-- One row per stream that was ever appended to: the lock that appends to the stream take, so
-- that they run one after the other. A stream's revision is that of its last event.
create table es_streams (
  stream_id text primary key
);

-- Three indexes, each with a use: the log order (readAll, headPosition), event ids
-- (idempotency) and stream revisions (readStream, a stream's revision, and no revision
-- written twice).
create table es_events (
  position bigint generated always as identity,
  transaction_id xid8 not null default pg_current_xact_id(),
  event_id uuid not null unique,
  stream_id text not null,
  revision bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (transaction_id, position),
  unique (stream_id, revision)
);

-- Appends, any number of them, in one transaction and one round trip: the adapter merges the
-- appends issued at the same moment into one call (group commit). Append i writes to
-- p_streams[i] with the expected revision p_expected[i] ('no_stream', 'exists', 'any' or a
-- number) and owns the next p_counts[i] events of p_ids, p_types, p_data and p_metadata (the
-- last two are jsonb arrays). Each append is decided on its own, in the order listed, on the
-- stream as the appends before it left it:
--   * events whose id is already stored (or listed before) are dropped; when that leaves none
--     of a non-empty append, it is an idempotent retry: it succeeds with the stream's revision
--     and no position, whatever its expected revision;
--   * otherwise a mismatch of the expected revision is a conflict: that append writes nothing
--     and its row says conflict, with the actual revision (-1: no stream); the others still
--     commit;
--   * otherwise its events are written with the next revisions.
-- One row per append, in the order listed, with the stream's revision after it and the
-- position of its last event (null when it wrote nothing). Positions are taken in the order
-- listed and all the events of a call share its transaction id, so the log holds them in the
-- order listed.
create function es_append_many(
  p_streams text[],
  p_expected text[],
  p_counts int[],
  p_ids uuid[],
  p_types text[],
  p_data jsonb,
  p_metadata jsonb
)
returns table (conflict boolean, next_revision bigint, commit_position xid8, prepare_position bigint)
language plpgsql
-- Every table access here is by key. A session keeps the plans of these statements once made,
-- and plans made while the tables were nearly empty (a new database) scan them whole; this
-- keeps the index scans whatever the tables held when the plans were made.
set enable_seqscan = off
as $$
declare
  n int := coalesce(cardinality(p_streams), 0);
  total int := coalesce(cardinality(p_ids), 0);
  names text[];           -- the streams of the call
  revs bigint[];          -- and their revisions, as the appends so far leave them
  has_duplicates boolean; -- some ids are stored already, or listed twice
  firsts int[];           -- per append: index of its first event
  owners int[] := '{}';   -- per event: the append it belongs to
  bases bigint[];         -- per append: the revision its first event follows (null: writes nothing)
  results bigint[];       -- per append: next revision, or the actual one on a conflict
  conflicts boolean[];
  lasts bigint[];         -- per append: position of its last event (null: wrote nothing)
  i int;
  s int;
  k int := 1;
  cnt int;
  cur bigint;
  fresh int[];
  last bigint;
begin
  if coalesce(cardinality(p_expected), 0) <> n or coalesce(cardinality(p_counts), 0) <> n
     or coalesce(cardinality(p_types), 0) <> total
     or jsonb_array_length(p_data) <> total or jsonb_array_length(p_metadata) <> total then
    raise exception 'es_append_many: % appends, % events: the arrays do not match', n, total;
  end if;
  if n = 0 then
    return;
  end if;

  -- Lock every stream of the call, creating the absent ones, in one statement and in name
  -- order, so that two calls never wait for each other in a cycle. DO UPDATE ... WHERE false
  -- locks an existing row without writing it.
  insert into es_streams as s (stream_id)
  select distinct t.name from unnest(p_streams) t(name) order by 1
  on conflict (stream_id) do update set stream_id = s.stream_id where false;

  -- With the locks held, the revisions read now stay true until this transaction ends. Most
  -- calls retry nothing: stored or repeated ids are looked for once, and events are decided
  -- one by one only when there are some.
  select array_agg(t.name),
         array_agg(coalesce((select e.revision from es_events e where e.stream_id = t.name
                              order by e.revision desc limit 1), -1)),
         total > 0 and (exists (select 1 from es_events e where e.event_id = any(p_ids))
                        or (total > 1 and (select count(distinct x) from unnest(p_ids) x) <> total))
    into names, revs, has_duplicates
    from (select distinct unnest(p_streams)) t(name);

  firsts := array_fill(0, array[n]);
  bases := array_fill(null::bigint, array[n]);
  results := array_fill(null::bigint, array[n]);
  conflicts := array_fill(false, array[n]);
  lasts := array_fill(null::bigint, array[n]);

  for i in 1..n loop
    s := array_position(names, p_streams[i]);
    cur := revs[s];
    cnt := p_counts[i];
    if cnt is null or cnt < 0 or k + cnt - 1 > total then
      raise exception 'es_append_many: append % counts % events, past the % given', i, cnt, total;
    end if;
    firsts[i] := k;
    owners := owners || array_fill(i, array[cnt]);
    if has_duplicates and cnt > 0 then
      -- The first occurrence of each id not stored yet (the appends before this one are).
      select coalesce(array_agg(d.f order by d.f), '{}') into fresh
        from (select distinct on (u.id) u.id, u.f
                from unnest(p_ids[k:k + cnt - 1]) with ordinality u(id, f)
               order by u.id, u.f) d
       where not exists (select 1 from es_events e where e.event_id = d.id);
    end if;
    k := k + cnt;

    if has_duplicates and cnt > 0 and cardinality(fresh) = 0 then
      results[i] := cur;
    elsif (p_expected[i] = 'no_stream' and cur <> -1)
       or (p_expected[i] = 'exists' and cur = -1)
       or (p_expected[i] not in ('no_stream', 'exists', 'any') and cur <> p_expected[i]::bigint) then
      conflicts[i] := true;
      results[i] := cur;
    elsif not has_duplicates then
      bases[i] := cur;
      results[i] := cur + cnt;
      revs[s] := cur + cnt;
    elsif cnt = 0 then
      results[i] := cur;
    else
      -- Only here, with ids already stored: write this append's fresh events now, so that
      -- the appends after it see them.
      with ins as (
        insert into es_events (event_id, stream_id, revision, type, data, metadata)
        select p_ids[firsts[i] + u.f - 1], p_streams[i], cur + u.o, p_types[firsts[i] + u.f - 1],
               p_data -> (firsts[i] + u.f - 2), p_metadata -> (firsts[i] + u.f - 2)
          from unnest(fresh) with ordinality u(f, o)
        returning position
      )
      select max(ins.position) into last from ins;
      lasts[i] := last;
      results[i] := cur + cardinality(fresh);
      revs[s] := results[i];
    end if;
  end loop;
  if k - 1 <> total then
    raise exception 'es_append_many: the appends count % events, % given', k - 1, total;
  end if;

  if has_duplicates then
    return query
      select u.c, u.r, case when u.p is null then null else pg_current_xact_id() end, u.p
        from unnest(conflicts, results, lasts) u(c, r, p);
    return;
  end if;

  -- The events of all the appends that passed, in one statement, in the order listed (the
  -- order positions are taken in); the last event of each append gives its position.
  return query
    with ins as (
      insert into es_events (event_id, stream_id, revision, type, data, metadata)
      select e.id, p_streams[owners[e.k]], bases[owners[e.k]] + e.k - firsts[owners[e.k]] + 1,
             e.type, e.data, e.meta
        from rows from (unnest(p_ids), unnest(p_types), jsonb_array_elements(p_data),
                        jsonb_array_elements(p_metadata)) with ordinality e(id, type, data, meta, k)
       where bases[owners[e.k]] is not null
      returning stream_id, revision, position
    )
    select u.c, u.r, case when ins.position is null then null else pg_current_xact_id() end,
           ins.position
      from unnest(conflicts, results, bases) with ordinality u(c, r, b, i)
      left join ins on u.b is not null and ins.stream_id = p_streams[u.i] and ins.revision = u.r
     order by u.i;
end;
$$;

-- One append, for SQL callers: raises SSCON (detail: the actual revision, -1 for no stream)
-- on a conflict. p_events is a jsonb array of {id, type, data, metadata}.
create function es_append(p_stream text, p_expected text, p_events jsonb)
returns table (next_revision bigint, commit_position xid8, prepare_position bigint)
language plpgsql as $$
declare
  r record;
begin
  select * into r
    from es_append_many(
      array[p_stream], array[p_expected], array[jsonb_array_length(p_events)],
      array(select (e->>'id')::uuid from jsonb_array_elements(p_events) with ordinality t(e, o) order by o),
      array(select e->>'type' from jsonb_array_elements(p_events) with ordinality t(e, o) order by o),
      coalesce((select jsonb_agg(e->'data' order by o)
                  from jsonb_array_elements(p_events) with ordinality t(e, o)), '[]'),
      coalesce((select jsonb_agg(coalesce(e->'metadata', '{}') order by o)
                  from jsonb_array_elements(p_events) with ordinality t(e, o)), '[]'));
  if r.conflict then
    raise exception using errcode = 'SSCON', message = 'stream revision conflict',
      detail = r.next_revision::text;
  end if;
  return query select r.next_revision, r.commit_position, r.prepare_position;
end;
$$;
