import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { findTenant, type TenantView } from '../../projections/tenants/tenant-queries.ts';

interface Entry {
  /** The store as read last, or its first read under way. */
  value: Promise<TenantView | null>;
  expiresAt: number;
  refreshing: boolean;
}

/**
 * Stores (their languages and saved search settings) for the hot read paths: a map with a short
 * life, dropped whenever the tenants read model moves (`invalidate`).
 *
 * Past its time an entry is read again in the background while the store read last is answered,
 * so a search never waits on the database for a store it already had (that wait, every 2 s, held
 * up every search in flight while the database was busy). A store's first read, and the first
 * after a drop, is waited for, once for all the requests that ask meanwhile.
 */
export class StoreCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly sql: SqlExecutor,
    private readonly ttlMs = 2_000,
  ) {}

  get(tenantId: string, now = Date.now()): Promise<TenantView | null> {
    const hit = this.entries.get(tenantId);
    if (!hit) {
      const entry: Entry = {
        value: findTenant(this.sql, tenantId),
        expiresAt: now + this.ttlMs,
        refreshing: false,
      };
      // A failed read is not kept.
      entry.value.catch(() => this.entries.get(tenantId) === entry && this.entries.delete(tenantId));
      this.entries.set(tenantId, entry);
      return entry.value;
    }
    if (hit.expiresAt <= now && !hit.refreshing) {
      hit.refreshing = true;
      const next = findTenant(this.sql, tenantId);
      next.then(
        () => {
          if (this.entries.get(tenantId) !== hit) return;
          hit.value = next;
          hit.expiresAt = now + this.ttlMs;
          hit.refreshing = false;
        },
        () => {
          // Kept as it was; tried again on the next ask.
          hit.refreshing = false;
        },
      );
    }
    return hit.value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
