import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { lowerBackendPriority, niceOf, parentOf } from './background-priority.ts';

/** A client whose `pg_backend_pid()` is `pid`. */
const clientOf = (pid: number) => ({
  query: async () => ({ rows: [{ pid }] }),
});

describe.skipIf(parentOf(process.pid) === null)('lowerBackendPriority (Linux /proc)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = undefined;
  });

  const sleeper = () => {
    child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    return child.pid ?? 0;
  };

  it('lowers the priority of a child of the server', async () => {
    const pid = sleeper();
    expect(niceOf(pid)).toBe(niceOf(process.pid));
    // This process stands for the server: the child is its "backend".
    await expect(lowerBackendPriority(clientOf(pid) as never, process.pid, 7)).resolves.toBe(true);
    expect(niceOf(pid)).toBe(7);
  });

  it('leaves a process that is not a child of the server alone', async () => {
    const pid = sleeper();
    const before = niceOf(pid);
    // A pid a remote server gave: here it is a local process of another parent.
    await expect(lowerBackendPriority(clientOf(pid) as never, process.pid + 1_000_000, 7)).resolves.toBe(
      false,
    );
    expect(niceOf(pid)).toBe(before);
  });

  it('resolves to false when the query fails', async () => {
    const failing = { query: async () => Promise.reject(new Error('connection lost')) };
    await expect(lowerBackendPriority(failing as never, process.pid, 7)).resolves.toBe(false);
  });
});
