import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import type pg from 'pg';

/**
 * Field `field` (counted from 1, as `man proc` does) of /proc/<pid>/stat as a number: null where
 * there is no /proc or no such process.
 */
function statField(pid: number, field: number): number | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from after its last ')'.
    const value = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[field - 3]);
    return Number.isInteger(value) ? value : null;
  } catch {
    return null;
  }
}

/** The parent of process `pid` on this machine; null where it cannot be read. */
export const parentOf = (pid: number): number | null => statField(pid, 4);

/** The nice value of process `pid`; null where it cannot be read. */
export const niceOf = (pid: number): number | null => statField(pid, 19);

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
