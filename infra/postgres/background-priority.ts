import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import type pg from 'pg';

/**
 * The parent of process `pid` on this machine, from Linux's /proc; null where there is no /proc
 * or no such process.
 */
export function parentOf(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state, then ppid.
    const ppid = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/** The nice value of process `pid` (field 19 of /proc/<pid>/stat); null where it cannot be read. */
export function niceOf(pid: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const nice = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[16]);
    return Number.isInteger(nice) ? nice : null;
  } catch {
    return null;
  }
}

/**
 * Gives the PostgreSQL backend serving `client` the CPU priority `nice` (docs/production.md,
 * "Background work"): only a backend of the server `serverPid` runs on this machine, which is
 * checked by its parent before anything is changed, so a pid of a remote server never touches a
 * local process. Resolves to whether the priority was set; never throws.
 */
export async function lowerBackendPriority(
  client: Pick<pg.ClientBase, 'query'>,
  serverPid: number,
  nice: number,
): Promise<boolean> {
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const pid = rows[0]?.pid;
    if (pid === undefined || parentOf(pid) !== serverPid) return false;
    setPriority(pid, nice);
    return true;
  } catch {
    return false;
  }
}
