import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system, ms) of a process and of the processes under it, from Linux's /proc. */
export interface TreeCpu {
  /** The process itself, every thread. */
  readonly ownMs: number;
  /** Every process under it, living or reaped. */
  readonly descendantsMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Stat {
  readonly ppid: number;
  /** utime + stime */
  readonly own: number;
  /** cutime + cstime: children that ended and were waited for */
  readonly reaped: number;
}

function stat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(f[i - 3]);
    return { ppid: n(4), own: n(14) + n(15), reaped: n(16) + n(17) };
  } catch {
    return null;
  }
}

/** Every living process's figures, by process id. */
function allStats(): Map<number, Stat> {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    const p = Number(name);
    if (!Number.isInteger(p) || p <= 0) continue;
    const s = stat(p);
    if (s) stats.set(p, s);
  }
  return stats;
}

/** Null where /proc is not there (not Linux). */
export function treeCpu(pid: number): TreeCpu | null {
  const root = stat(pid);
  if (!root) return null;
  const stats = allStats();
  const children = new Map<number, number[]>();
  for (const [p, s] of stats) {
    const siblings = children.get(s.ppid);
    if (siblings === undefined) children.set(s.ppid, [p]);
    else siblings.push(p);
  }
  let below = root.reaped;
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      const s = stats.get(c);
      if (s) below += s.own + s.reaped;
      walk(c);
    }
  };
  walk(pid);
  return { ownMs: root.own * TICK_MS, descendantsMs: below * TICK_MS };
}

/** CPU time (ms) of a service started by a benchmark: the process, its workers and its embedded PostgreSQL. */
export function serviceCpuMs(pid: number | undefined): number {
  const cpu = treeCpu(pid ?? 0);
  return cpu ? cpu.ownMs + cpu.descendantsMs : Number.NaN;
}

/** What a process of a benchmarked service is, from its command line and its parent's. */
export type ServiceRole = 'primary' | 'api workers' | 'postgres' | 'other';

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * CPU time (ms) of each kind of process under `pid`, living ones only: the node process whose
 * parent is not node (the primary), node processes under a node process (its api workers) and
 * PostgreSQL's. Take two readings and subtract: a process that ended between them is left out.
 */
export function serviceCpuByRole(pid: number | undefined): Record<ServiceRole, number> {
  const byRole: Record<ServiceRole, number> = { primary: 0, 'api workers': 0, postgres: 0, other: 0 };
  const stats = allStats();
  const parentOf = (p: number) => stats.get(p)?.ppid;
  const isNode = (p: number) => /(^|\/)node /u.test(commandOf(p));
  const under = (p: number): boolean => {
    for (let q = parentOf(p); q !== undefined && q > 1; q = parentOf(q)) if (q === pid) return true;
    return false;
  };
  for (const [p, s] of stats) {
    if (p !== pid && !under(p)) continue;
    const command = commandOf(p);
    const role: ServiceRole = command.includes('postgres')
      ? 'postgres'
      : isNode(p)
        ? isNode(parentOf(p) ?? 0)
          ? 'api workers'
          : 'primary'
        : 'other';
    byRole[role] += s.own * TICK_MS;
  }
  return byRole;
}
