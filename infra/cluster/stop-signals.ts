import { isAlive } from '../postgres/embedded.ts';

/**
 * Calls `stop` once, on SIGINT, SIGTERM or when the parent process goes away (`npm start` runs
 * the service under a shell that does not pass a SIGTERM on).
 */
export function onStopSignals(stop: (reason: string) => Promise<void>): void {
  let stopping = false;
  const once = (reason: string) => {
    if (stopping) return;
    stopping = true;
    void stop(reason);
  };
  process.on('SIGINT', () => once('SIGINT'));
  process.on('SIGTERM', () => once('SIGTERM'));
  const parent = process.ppid;
  setInterval(() => {
    if (!isAlive(parent)) once('parent exited');
  }, 1_000).unref();
}

/** Runs each step after the one before, whether or not it failed; answers the failures' messages. */
export async function settleInOrder(steps: readonly (() => Promise<unknown>)[]): Promise<string[]> {
  const failures: string[] = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return failures;
}
