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
