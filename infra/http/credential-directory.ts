import type { Pool } from 'pg';
import { PLANS } from '../../domain/tenancy/plans.ts';
import {
  type ApiKeyView,
  findKeyByHash,
  findTenant,
  type TenantView,
} from '../../projections/tenants/tenant-queries.ts';

export interface ResolvedKey {
  readonly key: ApiKeyView;
  readonly tenant: TenantView;
  readonly rateLimit: number;
}

interface Entry {
  readonly value: ResolvedKey | null;
  readonly expiresAt: number;
}

/**
 * Keys and their stores, read from the tenants read model and kept in memory so that
 * authentication costs a hash and a map lookup. Entries live `ttlMs`; the tenants projector
 * also calls `invalidate` so a revoked key stops working at once in this process.
 */
export class CredentialDirectory {
  private readonly byHash = new Map<string, Entry>();

  constructor(
    private readonly pool: Pool,
    private readonly options: { ttlMs?: number; defaultRateLimit?: number } = {},
  ) {}

  async resolve(hash: string, now = Date.now()): Promise<ResolvedKey | null> {
    const cached = this.byHash.get(hash);
    if (cached && cached.expiresAt > now) return cached.value;
    const key = await findKeyByHash(this.pool, hash);
    const tenant = key ? await findTenant(this.pool, key.tenantId) : null;
    const value =
      key && tenant
        ? {
            key,
            tenant,
            rateLimit: PLANS[tenant.planCode]?.rateLimitPerSecond ?? this.options.defaultRateLimit ?? 50,
          }
        : null;
    // Unknown keys are remembered briefly too, so a flood of wrong keys does not reach the database each time.
    this.byHash.set(hash, { value, expiresAt: now + (value ? (this.options.ttlMs ?? 5_000) : 1_000) });
    if (this.byHash.size > 100_000) this.byHash.clear();
    return value;
  }

  invalidate(): void {
    this.byHash.clear();
  }
}
