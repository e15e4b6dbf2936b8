-- The telemetry log (default adapter): shopper records in arrival order. Read like the event
-- log, by (transaction_id, position) below the oldest running transaction, so a batch that
-- commits late never lands behind a consumer's checkpoint. Rows every consumer has read are
-- purged after a while.
create table telemetry_log (
  position bigint generated always as identity,
  transaction_id xid8 not null default pg_current_xact_id(),
  tenant_id text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (transaction_id, position)
);

-- Where each consumer is: `position` is the adapter's own ({tx, pos} for this log, offsets by
-- partition for Kafka), written in the transaction of the consumer's writes.
create table telemetry_checkpoints (
  name text primary key,
  position jsonb not null,
  updated_at timestamptz not null default now()
);
