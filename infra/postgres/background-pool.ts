import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parse } from 'pg-connection-string';
import { createPool, type Pool } from './pool.ts';

/** The niceness given to a PostgreSQL backend that does background work (0 is normal, 19 the least). */
export const BACKGROUND_NICENESS = 10;

/** The `application_name` of the background pool's connections, as `pg_stat_activity` shows it. */
export const BACKGROUND_APPLICATION = 'store-search background';

/**
 * A pool for work nobody waits on (applying the telemetry log to the reports and the ranking
 * signals). When PostgreSQL runs on this machine, each of its connections' backends gets a lower
 * CPU priority: where the service and its database share a few cores, a click, a search or a
 * write then takes a core before a batch being applied, and the batch uses what they leave. The
 * work is not smaller; it waits for idle time. Elsewhere (a database on another host, a backend
 * this user may not renice) the pool is an ordinary one.
 */
export function createBackgroundPool(connectionString: string, max: number): Pool {
  const pool = createPool(connectionString, max, { application_name: BACKGROUND_APPLICATION });
  if (isLocalHost(connectionString))
    pool.on('connect', (client) => {
      // Queued ahead of the query that made the connection, so that it runs first.
      client.query<{ pid: number }>('select pg_backend_pid() as pid').then(
        ({ rows }) => lowerPriority(rows[0]?.pid),
        () => undefined,
      );
    });
  return pool;
}

/** Whether the database named by a connection string runs on this machine (loopback or a socket). */
export function isLocalHost(connectionString: string): boolean {
  const host = (parse(connectionString).host ?? '').replace(/^\[|\]$/g, '');
  return host === '' || host.startsWith('/') || host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/**
 * Lowers a local PostgreSQL backend's CPU priority; answers whether it did. The process must be a
 * PostgreSQL one (`comm` is `postgres`), so that a pid from another host's server never touches a
 * process of this one.
 */
export function lowerPriority(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
    setPriority(pid, BACKGROUND_NICENESS);
    return true;
  } catch {
    // No /proc (not Linux), the backend gone, or not this user's to renice.
    return false;
  }
}
