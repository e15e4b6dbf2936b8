import type { SqlExecutor } from '../../domain/shared/sql.ts';

const DAY_MS = 86_400_000;
/** Rows of each table one call deletes at most (one short transaction). */
const BATCH = 5_000;
/** Calls one purge makes at most; what is left waits for the next run. */
const MAX_CALLS = 2_000;

/**
 * Deletes the shopper records older than `retentionDays` before `now`: searches (logged and
 * tallied), suggestions, clicks, carts, orders and views, and the answer shapes no kept tally holds
 * (migration 221). The reports' rollups stay. Deletes in batches, each its own transaction; how
 * many rows it deleted.
 */
export async function purgeShopperLog(sql: SqlExecutor, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  let purged = 0;
  for (let call = 0; call < MAX_CALLS; call++) {
    const { rows } = await sql.query<{ n: string }>('select shopper_log_purge($1, $2) as n', [before, BATCH]);
    const n = Number(rows[0]?.n ?? 0);
    purged += n;
    if (n === 0) break;
  }
  return purged;
}
