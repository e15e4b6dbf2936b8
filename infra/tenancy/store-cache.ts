import { RefreshingCache } from '../../domain/shared/refreshing-cache.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { findTenant, type TenantView } from '../../projections/tenants/tenant-queries.ts';

/**
 * Stores (their languages and saved search settings) for the hot read paths: answered at most 2 s
 * after they were read, dropped whenever the tenants read model moves (`invalidate`). Once 1 s
 * old a store is read again in the background while the one read last is answered
 * (`RefreshingCache`): a wait on that read, every 2 s, held up every search in flight while the
 * database was busy.
 */
export class StoreCache {
  private readonly stores: RefreshingCache<TenantView | null>;

  constructor(sql: SqlExecutor, ttlMs = 2_000) {
    this.stores = new RefreshingCache((tenantId) => findTenant(sql, tenantId), ttlMs);
  }

  get(tenantId: string, now = Date.now()): Promise<TenantView | null> {
    return this.stores.get(tenantId, now);
  }

  invalidate(): void {
    this.stores.clear();
  }
}
