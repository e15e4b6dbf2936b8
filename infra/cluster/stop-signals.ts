import { isAlive } from '../postgres/embedded.ts';

/** How long stopping may take before the process gives up waiting and exits with 1. */
export const STOP_DEADLINE_MS = 60_000;

/**
 * Calls `stop` once, on SIGINT, SIGTERM or when the parent process goes away (`npm start` runs
 * the service under a shell that does not pass a SIGTERM on). A stop that has not ended the
 * process within `deadlineMs` is given up: the process says so and exits with 1, so that a
 * part that never lets go cannot keep a stopped service (and its port) alive.
 */
export function onStopSignals(
  stop: (reason: string) => Promise<void>,
  options: { log?: (message: string) => void; deadlineMs?: number } = {},
): void {
  let stopping = false;
  const once = (reason: string) => {
    if (stopping) return;
    stopping = true;
    const deadlineMs = options.deadlineMs ?? STOP_DEADLINE_MS;
    setTimeout(() => {
      options.log?.(`stopping: not stopped after ${deadlineMs / 1000} s, exiting`);
      process.exit(1);
    }, deadlineMs).unref();
    void stop(reason);
  };
  process.on('SIGINT', () => once('SIGINT'));
  process.on('SIGTERM', () => once('SIGTERM'));
  const parent = process.ppid;
  setInterval(() => {
    if (!isAlive(parent)) once('parent exited');
  }, 1_000).unref();
}

/** One part of stopping: its name (said in the log when it is slow or fails) and what it does. */
export type StopStep = readonly [name: string, run: () => unknown];

/**
 * Runs each step after the one before, whether or not it failed; answers the failures, each as
 * "<step>: <message>". A step still running after `slowMs` (5 s) is named in the log, so that a
 * stop that hangs says where.
 */
export async function settleInOrder(
  steps: readonly StopStep[],
  options: { log?: (message: string) => void; slowMs?: number } = {},
): Promise<string[]> {
  const failures: string[] = [];
  const slowMs = options.slowMs ?? 5_000;
  for (const [name, run] of steps) {
    const slow = setTimeout(
      () => options.log?.(`stopping: ${name} still running after ${slowMs / 1000} s`),
      slowMs,
    );
    slow.unref();
    try {
      await run();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      clearTimeout(slow);
    }
  }
  return failures;
}
