create table tenants (
  id text primary key,
  slug text not null unique,
  name text not null,
  status text not null,
  plan_code text not null,
  default_locale text not null,
  locales text[] not null,
  currency text not null,
  search_settings jsonb not null default '{}',
  trial_ends_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table api_keys (
  id text primary key,
  tenant_id text not null,
  kind text not null,
  hash text not null unique,
  hint text not null,
  label text,
  scopes text[] not null,
  allowed_origins text[] not null,
  allow_assistant boolean not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index api_keys_by_tenant on api_keys (tenant_id, created_at);
