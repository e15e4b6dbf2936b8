-- Billing read model (projections/billing): one row per store's subscription, holding the
-- decider's state as the projector folded it, and the invoices it issued.
create table subscriptions (
  tenant_id text primary key,
  plan_code text not null,
  status text not null,
  tenant_status text not null,
  -- When the worker must look at this subscription again (trial end, period end, grace end).
  next_due_at timestamptz,
  state jsonb not null,
  last_revision bigint not null,
  updated_at timestamptz not null
);
create index subscriptions_due on subscriptions (next_due_at) where next_due_at is not null;

create table invoices (
  tenant_id text not null,
  id text not null,
  status text not null,
  purpose text not null,
  provider text not null,
  currency text not null,
  total_minor bigint not null,
  tax_minor bigint not null,
  lines jsonb not null,
  issued_at timestamptz not null,
  paid_at timestamptz,
  primary key (tenant_id, id)
);
