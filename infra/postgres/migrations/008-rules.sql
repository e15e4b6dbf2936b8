create table rules (
  tenant_id text not null,
  id text not null,
  doc jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (tenant_id, id)
);
