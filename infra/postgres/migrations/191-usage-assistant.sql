-- Assistant use per store and day, beside searches: what the plan's included conversations and
-- the add-on bundles are drawn on (docs/billing.md, "Add-ons: used"). The assistant adds to them.
alter table usage_daily
  add column assistant_conversations bigint not null default 0,
  add column assistant_messages bigint not null default 0;
