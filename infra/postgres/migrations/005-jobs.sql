create table jobs (
  id text primary key,
  tenant_id text not null,
  kind text not null,
  status text not null,
  params jsonb not null default '{}',
  progress double precision not null default 0,
  attempt int not null default 0,
  cancel_requested boolean not null default false,
  result jsonb,
  error text,
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  heartbeat_at timestamptz
);
create index jobs_queued on jobs (created_at) where status = 'queued';
create index jobs_running on jobs (heartbeat_at) where status = 'running';
create index jobs_by_tenant on jobs (tenant_id, created_at desc);
