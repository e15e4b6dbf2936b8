import cluster, { type Worker } from 'node:cluster';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { demoStateFor, startDemo } from '../demo/demo-start.ts';
import { InMemoryRateLimiter } from '../http/in-memory-rate-limiter.ts';
import { buildHttpApp } from '../http-app.ts';
import { startRuntime } from '../runtime.ts';
import { lockService } from '../service-lock.ts';
import { MetricsGatherer } from './cluster-metrics.ts';
import { type ClusterMessage, isClusterMessage, MachineCounts } from './machine-counts.ts';
import { onStopSignals, settleInOrder } from './stop-signals.ts';

/** How long a write waits for the other workers' search indexes (as a write in one process waits for its own). */
const SEARCH_SETTLE_MS = 2_000;

/** Asks every worker but the writer to wait until its search index holds a position; answers when all did (or the time is up). */
class SearchSettles {
  private nextId = 1;
  private readonly waiting = new Map<number, () => void>();

  constructor(
    private readonly workers: () => Worker[],
    private readonly sendTo: (worker: Worker, message: ClusterMessage) => void,
  ) {}

  all(writer: Worker, position: { readonly commit: string; readonly prepare: string }): Promise<void> {
    const others = this.workers().filter((w) => w !== writer);
    return Promise.all(
      others.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const id = this.nextId++;
            const timer = setTimeout(() => {
              this.waiting.delete(id);
              resolve();
            }, SEARCH_SETTLE_MS);
            this.waiting.set(id, () => {
              clearTimeout(timer);
              this.waiting.delete(id);
              resolve();
            });
            this.sendTo(worker, { kind: 'store-search:settle-search', id, position });
          }),
      ),
    ).then(() => undefined);
  }

  answered(id: number): void {
    this.waiting.get(id)?.();
  }
}

/**
 * A message to a worker. A worker that is stopping can close its channel between the check and
 * the write (Ctrl-C reaches the workers and the primary at once, while the projectors still send
 * their cache drops): the write then fails with EPIPE, which without a callback is thrown as an
 * 'error' event and ends the primary before it releases the data folder. The message is moot for
 * a worker on its way out, so the failure is dropped.
 */
const send = (worker: Worker, message: ClusterMessage) => {
  if (worker.isConnected()) worker.send(message, (error: Error | null) => void error);
};

/**
 * `npm start` with several workers (node:cluster): this process owns the data folder, runs
 * the projectors and the jobs (as its ROLE says), and holds the machine's rate limit buckets
 * and usage counts; `workers` api processes share the port, each with its own search index.
 */
export async function runPrimary(
  config: Config,
  workers: number,
  log: (message: string) => void,
): Promise<void> {
  const unlock = config.DATABASE_URL ? async () => undefined : await lockService(resolve(config.DATA_DIR));
  const runtime = await startRuntime(config, {
    role: 'service',
    log,
    startProjectors: config.ROLE === 'all',
    runJobs: config.ROLE === 'all',
    search: false,
  });
  // The modules' wiring (job handlers, hooks on projector commits) lives with their routes;
  // the primary builds the app for it but never listens: the workers do.
  const demo = demoStateFor(config);
  const wiring = await buildHttpApp(runtime, { logger: false, demo });
  await wiring.ready();
  // The demo store is loaded before the workers start, so each finds it.
  if (demo) await startDemo(runtime, wiring, demo, config.PORT, log);
  const counts = new MachineCounts(new InMemoryRateLimiter(), runtime.meter);
  runtime.onProjected((projector, tenantIds) => {
    const message: ClusterMessage = { kind: 'store-search:projected', projector, tenantIds: [...tenantIds] };
    for (const worker of Object.values(cluster.workers ?? {})) if (worker) send(worker, message);
  });

  const gatherer = new MetricsGatherer(runtime.metrics.registry, () =>
    Object.values(cluster.workers ?? {})
      .filter((w): w is Worker => w?.isConnected() === true)
      .map((w) => ({ send: (message: ClusterMessage) => send(w, message) })),
  );

  const searchSettles = new SearchSettles(
    () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w?.isConnected() === true),
    send,
  );
  let stopping = false;
  cluster.setupPrimary({ serialization: 'json' });
  const fork = () => {
    const worker = cluster.fork({ DATABASE_URL: runtime.databaseUrl });
    // A failed write to an exiting worker's channel (EPIPE, channel closed): its exit is handled below.
    worker.on('error', (error: Error) => {
      if (!stopping) log(`worker ${worker.process.pid}: ${error.message}`);
    });
    worker.on('message', (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.kind === 'store-search:calls')
        void counts.run(message.calls).then((answers) => {
          if (answers.length > 0) send(worker, { kind: 'store-search:answers', answers });
        });
      if (message.kind === 'store-search:metrics-json') gatherer.received(message);
      if (message.kind === 'store-search:scrape') {
        const { id } = message;
        void gatherer
          .text()
          .catch((error: unknown) => `# metrics could not be gathered: ${String(error)}\n`)
          .then((text) => send(worker, { kind: 'store-search:scraped', id, text }));
      }
      if (message.kind === 'store-search:settle') {
        const { id, position } = message;
        // Answered after the projectors committed up to there (so after their cache drops were
        // sent) and the other workers' search indexes hold it too (the writer's own waits itself).
        void runtime
          .settle({ commit: BigInt(position.commit), prepare: BigInt(position.prepare) })
          .catch(() => undefined)
          .then(() => searchSettles.all(worker, position))
          .then(() => send(worker, { kind: 'store-search:settled', id }));
      }
      if (message.kind === 'store-search:search-settled') searchSettles.answered(message.id);
    });
    return worker;
  };
  const listening = new Set<number>();
  const ready = new Promise<void>((resolveReady, rejectReady) => {
    cluster.on('listening', (worker) => {
      listening.add(worker.id);
      if (listening.size === workers) resolveReady();
    });
    cluster.on('exit', (worker, code, signal) => {
      const wasListening = listening.delete(worker.id);
      if (stopping) return;
      if (!wasListening) {
        rejectReady(
          new Error(`worker ${worker.process.pid} exited with ${code ?? signal} before it listened`),
        );
        return;
      }
      log(`worker ${worker.process.pid} exited with ${code ?? signal}: starting another`);
      fork();
    });
  });
  for (let i = 0; i < workers; i++) fork();

  const stop = async (reason: string, exitCode = 0) => {
    stopping = true;
    log(`${reason}: stopping ${workers} workers`);
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((done) => {
            if (worker.isDead()) return done();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), 15_000);
            worker.once('exit', () => {
              clearTimeout(timer);
              done();
            });
            send(worker, { kind: 'store-search:stop' });
          }),
      ),
    );
    const failures = await settleInOrder(
      [
        ['module wiring', () => wiring.close()],
        ['runtime', () => runtime.stop()],
        ['service lock', unlock],
      ],
      { log },
    );
    for (const failure of failures) log(`stopping: ${failure}`);
    log('stopped');
    process.exit(failures.length === 0 ? exitCode : 1);
  };
  onStopSignals(stop, { log });
  try {
    await ready;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stop('a worker failed to start', 1);
  }
  log(`listening on ${config.HOST}:${config.PORT} with ${workers} workers`);
}
