-- Searches and suggestions per store and day; a month is the sum of its days.
create table usage_daily (
  tenant_id text not null,
  day date not null,
  searches bigint not null default 0,
  billed_searches bigint not null default 0,
  suggests bigint not null default 0,
  primary key (tenant_id, day)
);
