import pg from 'pg';

// int8 (bigint) columns arrive as strings; counts and revisions are read with BigInt/Number explicitly.
export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // A broken connection (server restart or shutdown) must not crash the process: an idle
  // client's error reaches the pool, a checked-out client's its own listener; the query in
  // flight fails with it and the next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export type { Pool, PoolClient } from 'pg';
