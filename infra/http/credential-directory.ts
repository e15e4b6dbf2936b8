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

/** Where authentication finds a key by its hash. */
export interface KeyDirectory {
  resolve(hash: string): Promise<ResolvedKey | null>;
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
export class CredentialDirectory implements KeyDirectory {
  private readonly byHash = new Map<string, Entry>();
  /** Lookups under way: concurrent requests with one key share one query. */
  private readonly inFlight = new Map<string, Promise<ResolvedKey | null>>();

  constructor(
    private readonly pool: Pool,
    private readonly options: { ttlMs?: number; defaultRateLimit?: number } = {},
  ) {}

  /**
   * The key and its store. `admit` runs before a query is made for this request (never when
   * the key is remembered or another request is already looking it up) and may refuse it by
   * throwing; a request that waited on a lookup refused for another one tries on its own.
   */
  async resolve(hash: string, admit?: () => Promise<void>, now = Date.now()): Promise<ResolvedKey | null> {
    const cached = this.byHash.get(hash);
    if (cached && cached.expiresAt > now) return cached.value;
    const running = this.inFlight.get(hash);
    if (running) return running.catch(() => this.resolve(hash, admit, now));
    const lookup = (async () => {
      if (admit) await admit();
      return this.lookUp(hash, now);
    })().finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, lookup);
    return lookup;
  }

  private async lookUp(hash: string, now: number): Promise<ResolvedKey | null> {
    const key = await findKeyByHash(this.pool, hash);
    const tenant = key ? await findTenant(this.pool, key.tenantId) : null;
    const value =
      key && tenant
        ? {
            key,
            tenant,
            rateLimit:
              (key.kind === 'public'
                ? PLANS[tenant.planCode]?.publicRateLimitPerSecond
                : PLANS[tenant.planCode]?.rateLimitPerSecond) ??
              this.options.defaultRateLimit ??
              50,
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
