/**
 * Runs a task soon after start and then every `everyMs`, one run at a time, until stopped.
 * A failed run is logged and retried at the next tick. The timer never keeps the process alive.
 */
export interface PeriodicTask {
  /** The run in progress, or a new one now; resolves when it ends. */
  runNow(): Promise<void>;
  /** No new run starts; waits for the one in progress. */
  stop(): Promise<void>;
}

export interface PeriodicTaskOptions {
  readonly name: string;
  readonly everyMs: number;
  /** Delay of the first run after start (default: `min(everyMs, 1 s)`). */
  readonly firstAfterMs?: number;
  readonly log?: (message: string) => void;
}

export function startPeriodicTask(
  task: () => Promise<string | null>,
  options: PeriodicTaskOptions,
): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const run = (): Promise<void> => {
    running ??= task()
      .then(
        (summary) => {
          if (summary) options.log?.(`${options.name}: ${summary}`);
        },
        (error: unknown) => {
          options.log?.(`${options.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const schedule = (delay: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().then(() => schedule(options.everyMs));
    }, delay);
    timer.unref();
  };
  schedule(options.firstAfterMs ?? Math.min(options.everyMs, 1_000));

  return {
    runNow: () => (stopped ? Promise.resolve() : run()),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
