import type { z } from 'zod';
import type { UserOut } from '../../domain/accounts/contract.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { findUser } from '../../projections/accounts/account-queries.ts';

/** A user as clients see them (spec: UserOut), from the accounts and team read models. */
export async function userOut(sql: SqlExecutor, userId: string): Promise<z.infer<typeof UserOut> | null> {
  const user = await findUser(sql, userId);
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    locale: user.locale,
    email_verified: user.emailVerified,
    totp_enabled: user.totpEnabled,
    is_superadmin: false,
    memberships: user.memberships.map((m) => ({
      id: m.id,
      tenant_id: m.tenantId,
      tenant_name: m.tenantName,
      tenant_slug: m.tenantSlug,
      role: m.role,
    })),
  };
}
