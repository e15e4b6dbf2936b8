-- The event log. Log order is (transaction_id, position): a subscriber only reads events
-- whose transaction id is below the oldest transaction still running, so an event that
-- commits late can never appear behind a checkpoint that has already moved past it.
create table es_streams (
  stream_id text primary key,
  revision bigint not null
);

create table es_events (
  position bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  event_id uuid not null unique,
  stream_id text not null,
  revision bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now(),
  unique (stream_id, revision)
);

create index es_events_log_order on es_events (transaction_id, position);

-- One round trip per append: lock the stream, drop events already stored (idempotent
-- retries), check the expected revision, insert, and return the new revision and position.
create function es_append(p_stream text, p_expected text, p_events jsonb)
returns table (next_revision bigint, commit_position xid8, prepare_position bigint)
language plpgsql as $$
declare
  current_revision bigint;
  fresh jsonb;
  fresh_count int;
begin
  select s.revision into current_revision from es_streams s where s.stream_id = p_stream for update;
  if not found then
    insert into es_streams (stream_id, revision) values (p_stream, -1) on conflict do nothing;
    select s.revision into current_revision from es_streams s where s.stream_id = p_stream for update;
  end if;

  select coalesce(jsonb_agg(e order by o), '[]'::jsonb) into fresh
    from jsonb_array_elements(p_events) with ordinality as t(e, o)
   where not exists (select 1 from es_events x where x.event_id = (e->>'id')::uuid);
  fresh_count := jsonb_array_length(fresh);

  if fresh_count = 0 and jsonb_array_length(p_events) > 0 then
    return query select current_revision, null::xid8, null::bigint;
    return;
  end if;

  if (p_expected = 'no_stream' and current_revision <> -1)
     or (p_expected = 'exists' and current_revision = -1)
     or (p_expected not in ('no_stream', 'exists', 'any') and current_revision <> p_expected::bigint) then
    raise exception using errcode = 'SSCON', message = 'stream revision conflict',
      detail = current_revision::text;
  end if;

  if fresh_count = 0 then
    return query select current_revision, null::xid8, null::bigint;
    return;
  end if;

  insert into es_events (event_id, stream_id, revision, type, data, metadata)
  select (e->>'id')::uuid, p_stream, current_revision + o, e->>'type', e->'data', coalesce(e->'metadata', '{}'::jsonb)
    from jsonb_array_elements(fresh) with ordinality as t(e, o);

  update es_streams set revision = current_revision + fresh_count where stream_id = p_stream;

  return query
    select current_revision + fresh_count, pg_current_xact_id(), max(ev.position)
      from es_events ev where ev.stream_id = p_stream and ev.revision = current_revision + fresh_count;
end;
$$;
