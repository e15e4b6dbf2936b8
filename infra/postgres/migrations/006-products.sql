create table products (
  tenant_id text not null,
  id text not null,
  doc jsonb not null,
  brand text,
  price numeric not null,
  sale_price numeric,
  currency text not null,
  in_stock boolean not null,
  category_ids text[] not null,
  languages text[] not null,
  revision int not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (tenant_id, id)
);

create table catalog_syncs (
  tenant_id text not null,
  sync_id text not null,
  status text not null,
  batches int not null default 0,
  products_sent int not null default 0,
  removed int not null default 0,
  started_at timestamptz not null,
  completed_at timestamptz,
  primary key (tenant_id, sync_id)
);
