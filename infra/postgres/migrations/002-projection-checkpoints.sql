-- One row per projector: where it is in the log, and whether it stopped on an error.
-- The row is updated in the same transaction as the projector's own writes.
create table projection_checkpoints (
  name text primary key,
  commit_position bigint not null default -1,
  prepare_position bigint not null default -1,
  status text not null default 'running',
  error text,
  updated_at timestamptz not null default now()
);
