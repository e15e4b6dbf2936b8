-- Store-platform connectors (docs/connectors.md): the read model behind GET /v1/connectors,
-- rebuilt by a replay. Hosted store apps add the shop they were installed on.
create table connectors (
  connector_id text primary key,
  tenant_id text not null,
  platform text not null,
  store_url text not null,
  platform_version text,
  module_version text,
  settings jsonb not null default '{}',
  enabled boolean not null default true,
  uninstalled boolean not null default false,
  -- 'none', 'ok' or 'failed': with enabled and uninstalled it gives the status
  last_sync text not null default 'none',
  last_sync_at timestamptz,
  last_error text,
  shop text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index connectors_by_tenant on connectors (tenant_id, created_at, connector_id);
create index connectors_by_shop on connectors (platform, shop) where shop is not null;
