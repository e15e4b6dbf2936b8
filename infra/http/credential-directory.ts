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
  /** Answered until then: `ttlMs` after its read began. */
  readonly expiresAt: number;
  /** Read again in the background from then on (a known key only): half its time. */
  readonly refreshAt: number;
}

/**
 * Keys and their stores, read from the tenants read model and kept in memory so that
 * authentication costs a hash and a map lookup. An entry is answered at most `ttlMs` after its
 * read began, so a key revoked elsewhere stops working here within that time; the tenants
 * projector also calls `invalidate` so a revoked key stops working at once in this process.
 *
 * A known key is read again in the background once half its time has passed, while the entry is
 * answered: under steady traffic no request waits on the database for a key (that wait, every
 * `ttlMs`, held up every request of the key in flight while the database was busy). Past its
 * time an entry is not answered: the read is waited for.
 */
export class CredentialDirectory implements KeyDirectory {
  private readonly byHash = new Map<string, Entry>();
  /** Lookups under way, waited for or in the background: requests with one key share one query. */
  private readonly inFlight = new Map<string, Promise<ResolvedKey | null>>();
  /** Moves on every `invalidate`: a lookup begun before one does not keep what it read. */
  private generation = 0;

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
    if (cached && cached.expiresAt > now) {
      if (cached.value && now >= cached.refreshAt && !this.inFlight.has(hash)) this.readAgain(hash, now);
      return cached.value;
    }
    const running = this.inFlight.get(hash);
    if (running) return running.catch(() => this.resolve(hash, admit, now));
    const lookup = (async () => {
      if (admit) await admit();
      return this.lookUp(hash, now);
    })().finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, lookup);
    return lookup;
  }

  /** A known key read again while its entry is still answered (no `admit`: one read per key and half time). */
  private readAgain(hash: string, now: number): void {
    const lookup = this.lookUp(hash, now).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, lookup);
    lookup.catch(() => undefined);
  }

  private async lookUp(hash: string, now: number): Promise<ResolvedKey | null> {
    const generation = this.generation;
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
    if (generation !== this.generation) return value;
    // Unknown keys are remembered briefly too, so a flood of wrong keys does not reach the database each time.
    const ttl = value ? (this.options.ttlMs ?? 5_000) : 1_000;
    this.byHash.set(hash, { value, expiresAt: now + ttl, refreshAt: now + ttl / 2 });
    if (this.byHash.size > 100_000) this.byHash.clear();
    return value;
  }

  invalidate(): void {
    this.generation++;
    this.byHash.clear();
  }
}
