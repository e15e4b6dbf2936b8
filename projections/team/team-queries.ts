import type { Role } from '../../domain/access/principal.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { InviteRole } from '../../domain/team/team-events.ts';

export interface MemberView {
  readonly id: string;
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly createdAt: Date;
}

export interface InviteView {
  readonly id: string;
  readonly email: string;
  readonly role: InviteRole;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

export async function roleOf(sql: SqlExecutor, tenantId: string, userId: string): Promise<Role | null> {
  const { rows } = await sql.query<{ role: Role }>(
    'select role from memberships where tenant_id = $1 and user_id = $2',
    [tenantId, userId],
  );
  return rows[0]?.role ?? null;
}

export async function listMembers(sql: SqlExecutor, tenantId: string): Promise<MemberView[]> {
  const { rows } = await sql.query<{
    id: string;
    user_id: string;
    email: string;
    name: string;
    role: Role;
    created_at: Date;
  }>(
    `select m.id, m.user_id, u.email, u.name, m.role, m.created_at from memberships m join users u on u.id = m.user_id
      where m.tenant_id = $1 order by m.created_at, m.id`,
    [tenantId],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    email: r.email,
    name: r.name,
    role: r.role,
    createdAt: r.created_at,
  }));
}

export async function findMember(
  sql: SqlExecutor,
  tenantId: string,
  membershipId: string,
): Promise<MemberView | null> {
  return (await listMembers(sql, tenantId)).find((m) => m.id === membershipId) ?? null;
}

/** Invites not accepted, revoked or expired at `now`. */
export async function pendingInvites(sql: SqlExecutor, tenantId: string, now: Date): Promise<InviteView[]> {
  const { rows } = await sql.query<{
    id: string;
    email: string;
    role: InviteRole;
    expires_at: Date;
    created_at: Date;
  }>(
    `select id, email, role, expires_at, created_at from team_invites
      where tenant_id = $1 and expires_at > $2 order by created_at, id`,
    [tenantId, now],
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
  }));
}

/** The store an invite token belongs to. */
export async function findInviteTenant(sql: SqlExecutor, tokenHash: string): Promise<string | null> {
  const { rows } = await sql.query<{ tenant_id: string }>(
    'select tenant_id from team_invites where token_hash = $1',
    [tokenHash],
  );
  return rows[0]?.tenant_id ?? null;
}
