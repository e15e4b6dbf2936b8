import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  readonly pid: number;
  readonly ppid: number;
  readonly command: string;
}

/** The processes running now (Linux `/proc`): pid, parent and command line. */
function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields after it are fixed.
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      found.push({ pid: Number(entry), ppid: Number(after[1]), command });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

/** Every process under `pid` (children, their children, ...). */
export function descendants(pid: number): ProcessInfo[] {
  const all = processes();
  const out: ProcessInfo[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        out.push(p);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * The node processes of `npm start` under `root` (the npm process): the primary (the
 * `start.mjs` process whose parent is not one) and its workers.
 */
export function serviceProcesses(root: number): { primary: ProcessInfo | undefined; workers: ProcessInfo[] } {
  // Node processes only: npm runs the script through a shell whose command line names it too.
  const service = descendants(root).filter(
    (p) => /(^|\/)node$/.test(p.command.split(' ')[0] ?? '') && p.command.includes('scripts/start.mjs'),
  );
  const pids = new Set(service.map((p) => p.pid));
  const primary = service.find((p) => !pids.has(p.ppid));
  return { primary, workers: service.filter((p) => p.ppid === primary?.pid) };
}
