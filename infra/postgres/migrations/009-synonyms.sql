create table synonym_sets (
  tenant_id text not null,
  name text not null,
  entries jsonb not null,
  updated_at timestamptz not null,
  primary key (tenant_id, name)
);
