import { readFileSync, writeFileSync } from 'node:fs';
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

/** The session of process `pid` (the pid of its session's leader); null where it cannot be read. */
export const sessionOf = (pid: number): number | null => statField(pid, 6);

/**
 * The nice value of the scheduler's autogroup of process `pid` (Linux with
 * `kernel.sched_autogroup_enabled`: the CPU is shared between sessions first, then between the
 * processes of each session); null where there is none.
 */
export function autogroupNiceOf(pid: number): number | null {
  try {
    const match = /nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
    return match ? Number(match[1]) : null;
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
    // Each backend is a session of its own (PostgreSQL calls setsid in every child), and where the
    // kernel groups the CPU by session a process's own nice value only ranks it within its
    // session: the backend would still have a whole session's share against the service. So the
    // session's group gets the same nice value; it holds this backend alone.
    if (sessionOf(pid) === pid) {
      try {
        writeFileSync(`/proc/${pid}/autogroup`, String(nice));
      } catch {
        // No autogroups on this kernel (or they are off): the process's own priority is the one.
      }
    }
    return true;
  } catch {
    return false;
  }
}
