-- Dashboard accounts (docs/accounts.md): users, their sessions and one-time tokens, kept by
-- the accounts projector; store memberships and invites, kept by the team projector.
create table users (
  id text primary key,
  email text not null unique,
  name text not null,
  locale text not null,
  email_verified boolean not null default false,
  totp_enabled boolean not null default false,
  created_at timestamptz not null
);

create table sessions (
  id text primary key,
  user_id text not null,
  token_hash text not null unique,
  tenant_id text,
  method text not null,
  mfa_pending boolean not null,
  user_agent text,
  started_at timestamptz not null,
  ended_at timestamptz
);
create index sessions_by_user on sessions (user_id, started_at);

-- When a session was last used: operational data written by the request path (like rate
-- limits), not an event; kept apart so that replaying the projector leaves it alone.
create table session_activity (
  session_id text primary key,
  last_seen_at timestamptz not null
);

create table account_tokens (
  token_hash text primary key,
  user_id text not null,
  purpose text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_tokens_by_user on account_tokens (user_id);

create table memberships (
  id text primary key,
  tenant_id text not null,
  user_id text not null,
  role text not null,
  created_at timestamptz not null,
  unique (tenant_id, user_id)
);
create index memberships_by_user on memberships (user_id, created_at);

create table team_invites (
  id text primary key,
  tenant_id text not null,
  email text not null,
  role text not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  created_at timestamptz not null
);
create index team_invites_by_tenant on team_invites (tenant_id, created_at);
