-- The search log's cost, a second step (docs/telemetry.md, "What logging a search costs").
--
-- * The telemetry log keeps one row per batch the writer sends: `data` is the batch as one JSON
--   array, as text (the writer's JSON, neither validated nor converted by the server), and
--   `records` says how many records it holds. A row per record cost an index entry, a row header
--   and a JSON check per record. The rows already there become batches of one. A batch is stored
--   uncompressed (storage external): compressing a row of some 500 kB cost more CPU than its
--   write (8.5 against 3.5 µs per record), and rows live an hour.
-- * The analytics and signals projections are one consumer, `analytics-and-signals`: one read of
--   the log and one parse of the batch for both, in one transaction with one checkpoint. Its
--   checkpoint starts at the older of the two projections' checkpoints: both functions take a
--   record id once, so what the other had applied already is not counted twice.

alter table telemetry_log drop column tenant_id;
alter table telemetry_log alter column data type text using '[' || data::text || ']';
alter table telemetry_log add column records int not null default 1;
alter table telemetry_log alter column records drop default;
alter table telemetry_log alter column data set storage external;

create or replace function analytics_and_signals_apply(p_records jsonb) returns void language plpgsql as $$
begin
  perform analytics_apply(p_records);
  perform signals_apply(p_records);
end;
$$;

-- The PostgreSQL log's checkpoints ({tx, pos}): the older of the two.
insert into telemetry_checkpoints (name, position)
select 'analytics-and-signals', position
  from telemetry_checkpoints
 where name in ('analytics', 'signals')
 order by (position->>'tx')::xid8, (position->>'pos')::bigint
 limit 1;

-- Kafka's ({topic, offsets: {partition: next offset}}, named kafka:<topic>:<projection>): per
-- partition the lower offset; a partition one of them has no offset for starts at 0.
insert into telemetry_checkpoints (name, position)
select a.topic_name || 'analytics-and-signals',
       jsonb_build_object(
         'topic', a.position->'topic',
         'offsets', coalesce((
           select jsonb_object_agg(o.key, to_jsonb(least(o.value::text::bigint, (s.position->'offsets'->>o.key)::bigint)::text))
             from jsonb_each_text(a.position->'offsets') as o(key, value)
            where s.position->'offsets' ? o.key), '{}'::jsonb))
  from (select left(name, length(name) - length('analytics')) as topic_name, position
          from telemetry_checkpoints where name like 'kafka:%:analytics') a
  join telemetry_checkpoints s on s.name = a.topic_name || 'signals';

delete from telemetry_checkpoints where name in ('analytics', 'signals') or name like 'kafka:%:analytics'
   or name like 'kafka:%:signals';
