import type { RouteScope } from '../access/principal.ts';
import type { TenantStatus } from '../tenancy/tenant-events.ts';

/**
 * What a store may do in each status (docs/billing.md, "What each status allows"), checked
 * where requests are authenticated. A suspended or canceled store keeps what it needs to pay
 * and come back (billing, whoami); its storefront calls are refused, and the spec's client
 * fallback rules make the shop show its own results instead.
 */
export const STATUS_ACCESS: Readonly<Record<TenantStatus, 'all' | 'billing_only' | 'none'>> = {
  trialing: 'all',
  active: 'all',
  past_due: 'all',
  suspended: 'billing_only',
  canceled: 'billing_only',
  deleted: 'none',
};

export function statusAllows(status: TenantStatus, scope: RouteScope): boolean {
  const access = STATUS_ACCESS[status];
  if (access === 'all') return true;
  if (access === 'none') return false;
  return scope === 'billing' || scope === 'any';
}
