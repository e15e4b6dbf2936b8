import pg from 'pg';
import { lowerBackendPriority } from './background-priority.ts';

// int8 (bigint) columns arrive as strings; counts and revisions are read with BigInt/Number explicitly.
export function createPool(
  connectionString: string,
  max = 20,
  options: {
    readonly applicationName?: string;
    /** Runs on each new connection before its first query. */
    readonly onConnect?: (client: pg.ClientBase) => Promise<unknown>;
  } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
    // pg-pool awaits a promise it returns before handing the connection out.
    ...(options.onConnect ? { onConnect: options.onConnect } : {}),
  });
  // A broken connection (server restart or shutdown) must not crash the process: an idle
  // client's error reaches the pool, a checked-out client's its own listener; the query in
  // flight fails with it and the next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Names the connections of work no shopper waits for (`pg_stat_activity.application_name`). */
export const BACKGROUND_APPLICATION = 'store-search background';

/**
 * Connections for work no shopper waits for (the shopper-signal projections): their backends run
 * at CPU priority `nice` when the server is `serverPid` on this machine (docs/production.md,
 * "Background work"), so that under a full CPU searches come first and this work catches up
 * when there is room. Each new connection is lowered before its first query.
 */
export function createBackgroundPool(
  connectionString: string,
  max: number,
  priority: { readonly serverPid: number | null; readonly nice: number },
): pg.Pool {
  const { serverPid, nice } = priority;
  return createPool(connectionString, max, {
    applicationName: BACKGROUND_APPLICATION,
    ...(serverPid !== null && nice > 0
      ? { onConnect: (client: pg.ClientBase) => lowerBackendPriority(client, serverPid, nice) }
      : {}),
  });
}

export type { Pool, PoolClient } from 'pg';
