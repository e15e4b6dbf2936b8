-- Answers of writes sent with an Idempotency-Key, kept 24 hours per store.
create table idempotency_keys (
  tenant_id text not null,
  key text not null,
  fingerprint text not null,
  state text not null,
  status int,
  headers jsonb,
  body text,
  created_at timestamptz not null default now(),
  lease_until timestamptz not null,
  primary key (tenant_id, key)
);
create index idempotency_keys_created on idempotency_keys (created_at);
