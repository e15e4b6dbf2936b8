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

/** Null where /proc is not there (not Linux). */
export function treeCpu(pid: number): TreeCpu | null {
  const root = stat(pid);
  if (!root) return null;
  const children = new Map<number, number[]>();
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    const p = Number(name);
    if (!Number.isInteger(p) || p <= 0) continue;
    const s = stat(p);
    if (!s) continue;
    stats.set(p, s);
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), p]);
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
