-- Outgoing webhooks (docs/webhooks.md). The endpoints read model is rebuilt by a replay; the
-- deliveries, their attempts and the endpoints' health are the dispatcher's record and are
-- never emptied by one.
create table webhooks (
  webhook_id text primary key,
  tenant_id text not null,
  url text not null,
  events text[] not null,
  description text,
  enabled boolean not null,
  disabled_reason text,
  -- sealed by the secret box (context webhook:<tenant>:<webhook>), never plaintext
  secret text not null,
  previous_secrets jsonb not null default '[]',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index webhooks_by_tenant on webhooks (tenant_id, created_at, webhook_id);

create table webhook_deliveries (
  id text primary key,
  seq bigint generated always as identity,
  tenant_id text not null,
  webhook_id text not null,
  event_id text not null,
  event_type text not null,
  -- the exact bytes every attempt sends
  payload text not null,
  status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed', 'dead')),
  attempt int not null default 0,
  response_status int,
  next_attempt_at timestamptz not null default '-infinity',
  -- set while an attempt is under way: the in-flight count of an endpoint, and the lease a
  -- dispatcher that died gives up when it passes
  lease_until timestamptz,
  -- end of the retry window, fixed at the first attempt
  expires_at timestamptz,
  last_error text,
  created_at timestamptz not null,
  delivered_at timestamptz,
  unique (webhook_id, event_id)
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at)
  where status in ('pending', 'failed');
create index webhook_deliveries_in_flight on webhook_deliveries (webhook_id)
  where lease_until is not null;
create index webhook_deliveries_listed on webhook_deliveries (webhook_id, seq desc);
create index webhook_deliveries_by_tenant on webhook_deliveries (tenant_id);

create table webhook_delivery_attempts (
  delivery_id text not null,
  attempt int not null,
  tenant_id text not null,
  status text not null check (status in ('pending', 'succeeded', 'failed')),
  response_status int,
  error text,
  started_at timestamptz not null,
  finished_at timestamptz,
  primary key (delivery_id, attempt)
);
create index webhook_delivery_attempts_by_tenant on webhook_delivery_attempts (tenant_id);

create table webhook_endpoint_health (
  webhook_id text primary key,
  tenant_id text not null,
  failure_count int not null default 0,
  last_success_at timestamptz,
  last_failure_at timestamptz
);

-- The log position up to which deliveries were made: a replay of the projector (its checkpoint
-- reset) makes none again for events at or before it.
create table webhook_outbox_mark (
  name text primary key,
  commit_position bigint not null,
  prepare_position bigint not null
);

-- Wakes dispatchers listening on the channel when deliveries are made.
create function webhook_deliveries_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('webhook_deliveries', '');
  return null;
end $$;
create trigger webhook_deliveries_made after insert on webhook_deliveries
  for each statement execute function webhook_deliveries_notify();
