import type { Role } from '../../domain/access/principal.ts';
import type { AccountLocale, SignInMethod } from '../../domain/accounts/user-events.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

export interface MembershipView {
  readonly id: string;
  readonly tenantId: string;
  readonly tenantName: string;
  readonly tenantSlug: string;
  readonly role: Role;
}

export interface UserView {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly locale: AccountLocale;
  readonly emailVerified: boolean;
  readonly totpEnabled: boolean;
  readonly memberships: MembershipView[];
}

export interface SessionView {
  readonly id: string;
  readonly userId: string;
  readonly tenantId: string | null;
  readonly method: SignInMethod;
  readonly mfaPending: boolean;
  readonly userAgent: string | null;
  readonly startedAt: Date;
  readonly lastSeenAt: Date;
  readonly endedAt: Date | null;
}

export async function findUserIdByEmail(sql: SqlExecutor, email: string): Promise<string | null> {
  const { rows } = await sql.query<{ id: string }>('select id from users where email = $1', [email]);
  return rows[0]?.id ?? null;
}

export async function membershipsOf(sql: SqlExecutor, userId: string): Promise<MembershipView[]> {
  const { rows } = await sql.query<{ id: string; tenant_id: string; name: string; slug: string; role: Role }>(
    `select m.id, m.tenant_id, t.name, t.slug, m.role from memberships m join tenants t on t.id = m.tenant_id
      where m.user_id = $1 and t.status <> 'deleted' order by m.created_at, m.id`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    tenantId: r.tenant_id,
    tenantName: r.name,
    tenantSlug: r.slug,
    role: r.role,
  }));
}

export async function findUser(sql: SqlExecutor, userId: string): Promise<UserView | null> {
  const { rows } = await sql.query<{
    id: string;
    email: string;
    name: string;
    locale: AccountLocale;
    email_verified: boolean;
    totp_enabled: boolean;
  }>('select id, email, name, locale, email_verified, totp_enabled from users where id = $1', [userId]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    emailVerified: row.email_verified,
    totpEnabled: row.totp_enabled,
    memberships: await membershipsOf(sql, userId),
  };
}

interface SessionRow {
  id: string;
  user_id: string;
  tenant_id: string | null;
  method: SignInMethod;
  mfa_pending: boolean;
  user_agent: string | null;
  started_at: Date;
  last_seen_at: Date | null;
  ended_at: Date | null;
}

const toSession = (r: SessionRow): SessionView => ({
  id: r.id,
  userId: r.user_id,
  tenantId: r.tenant_id,
  method: r.method,
  mfaPending: r.mfa_pending,
  userAgent: r.user_agent,
  startedAt: r.started_at,
  lastSeenAt: r.last_seen_at ?? r.started_at,
  endedAt: r.ended_at,
});

const SESSION_COLUMNS = `s.id, s.user_id, s.tenant_id, s.method, s.mfa_pending, s.user_agent, s.started_at, s.ended_at,
  a.last_seen_at from sessions s left join session_activity a on a.session_id = s.id`;

export async function findSessionByTokenHash(
  sql: SqlExecutor,
  tokenHash: string,
): Promise<SessionView | null> {
  const { rows } = await sql.query<SessionRow>(`select ${SESSION_COLUMNS} where s.token_hash = $1`, [
    tokenHash,
  ]);
  return rows[0] ? toSession(rows[0]) : null;
}

/** The user's sessions not ended, newest first (expired ones are filtered by the caller's clock). */
export async function openSessions(sql: SqlExecutor, userId: string): Promise<SessionView[]> {
  const { rows } = await sql.query<SessionRow>(
    `select ${SESSION_COLUMNS} where s.user_id = $1 and s.ended_at is null order by s.started_at desc limit 200`,
    [userId],
  );
  return rows.map(toSession);
}

/** The user a mailed token belongs to (whether it is still valid is the user stream's to say). */
export async function findTokenOwner(sql: SqlExecutor, tokenHash: string): Promise<string | null> {
  const { rows } = await sql.query<{ user_id: string }>(
    'select user_id from account_tokens where token_hash = $1',
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}
