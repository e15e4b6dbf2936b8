import type { z } from 'zod';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { InviteOut, MemberOut } from '../../domain/team/contract.ts';
import type { TenantOut } from '../../domain/tenancy/contract.ts';
import { findMember, type InviteView, type MemberView } from '../../projections/team/team-queries.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';

export const memberJson = (m: MemberView): z.infer<typeof MemberOut> => ({
  id: m.id,
  user_id: m.userId,
  email: m.email,
  name: m.name,
  role: m.role,
  created_at: m.createdAt.toISOString(),
});

export const inviteJson = (i: InviteView): z.infer<typeof InviteOut> => ({
  id: i.id,
  email: i.email,
  role: i.role,
  expires_at: i.expiresAt.toISOString(),
  created_at: i.createdAt.toISOString(),
});

export async function memberOut(sql: SqlExecutor, tenantId: string, membershipId: string) {
  const m = await findMember(sql, tenantId, membershipId);
  return m ? memberJson(m) : null;
}

export async function tenantOut(
  sql: SqlExecutor,
  tenantId: string,
): Promise<z.infer<typeof TenantOut> | null> {
  const t = await findTenant(sql, tenantId);
  if (!t) return null;
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    status: t.status,
    plan_code: t.planCode,
    default_locale: t.defaultLocale,
    locales: [...t.locales],
    currency: t.currency,
    trial_ends_at: t.trialEndsAt,
    created_at: t.createdAt,
  };
}
