import pg from 'pg';

// int8 (bigint) columns arrive as strings; counts and revisions are read with BigInt/Number explicitly.
export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

export type { Pool, PoolClient } from 'pg';
