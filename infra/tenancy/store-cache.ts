import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { findTenant, type TenantView } from '../../projections/tenants/tenant-queries.ts';

/** Stores (their languages and saved search settings) for the hot read paths: a map with a short life. */
export class StoreCache {
  private readonly entries = new Map<string, { value: TenantView | null; expiresAt: number }>();

  constructor(
    private readonly sql: SqlExecutor,
    private readonly ttlMs = 2_000,
  ) {}

  async get(tenantId: string, now = Date.now()): Promise<TenantView | null> {
    const hit = this.entries.get(tenantId);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await findTenant(this.sql, tenantId);
    this.entries.set(tenantId, { value, expiresAt: now + this.ttlMs });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}
