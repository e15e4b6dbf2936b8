create table imports (
  id text primary key,
  tenant_id text not null,
  source text not null,
  status text not null,
  job_id text not null,
  stats jsonb not null default '{}',
  errors jsonb not null default '[]',
  error text,
  source_url text,
  filename text,
  locale text,
  dry_run boolean not null default false,
  repeat text,
  next_run_at timestamptz,
  active_run_id text,
  parent_id text,
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz
);
create index imports_by_tenant on imports (tenant_id, created_at desc, id desc);
create index imports_due on imports (next_run_at) where repeat is not null;
create index imports_by_job on imports (job_id);
