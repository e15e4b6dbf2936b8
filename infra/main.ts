import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { runApiWorker } from './cluster/api-worker.ts';
import { runPrimary } from './cluster/primary.ts';
import { onStopSignals, settleInOrder } from './cluster/stop-signals.ts';
import { type Config, loadConfig } from './config.ts';
import { demoStateFor, startDemo } from './demo/demo-start.ts';
import { closingConnections } from './http/unused-connections.ts';
import { buildHttpApp } from './http-app.ts';
import { startRuntime } from './runtime.ts';
import { lockService } from './service-lock.ts';

/**
 * `npm start`: the service on the embedded defaults (or the configured adapters). A process
 * that serves HTTP (`ROLE` all or api) runs `WEB_CONCURRENCY` api workers (default: one per
 * core) under a primary; with one, or for the other roles, everything runs in one process.
 */
async function main(): Promise<void> {
  // Whoever read the log may go away (a closed pipe): the service goes on serving, its log lines
  // lost, rather than end on the write's error with requests in flight.
  process.stdout.on('error', () => undefined);
  const config = loadConfig();
  const log = (message: string) =>
    process.stdout.write(`${JSON.stringify({ level: 'info', time: Date.now(), msg: message })}\n`);
  if (cluster.isWorker) return runApiWorker(config, log);
  const workers = config.WEB_CONCURRENCY ?? availableParallelism();
  const serves = config.ROLE === 'all' || config.ROLE === 'api';
  if (serves && workers > 1) return runPrimary(config, workers, log);
  return runOneProcess(config, log);
}

async function runOneProcess(config: Config, log: (message: string) => void): Promise<void> {
  const unlock = config.DATABASE_URL ? async () => undefined : await lockService(resolve(config.DATA_DIR));
  const role = config.ROLE;
  const runtime = await startRuntime(config, {
    role: 'service',
    log,
    startProjectors: role === 'all' || role === 'projector',
    runJobs: role === 'all' || role === 'worker',
    search: role === 'all' || role === 'api',
  });
  const demo = demoStateFor(config);
  const app = await buildHttpApp(runtime, { logger: { level: config.LOG_LEVEL }, demo });
  // Connections on which no request came are not left to hold a stop up (a browser's preconnect).
  const connections = closingConnections(app.server);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (demo) {
    const address = app.server.address();
    await startDemo(
      runtime,
      app,
      demo,
      typeof address === 'object' && address ? address.port : config.PORT,
      log,
    );
  }
  onStopSignals(
    async (reason) => {
      log(`${reason}: stopping`);
      // Stop taking requests and let the ones in flight finish (their events are appended before they answer).
      // Each step runs even if one before it failed; the lock goes last, the exit code says.
      const failures = await settleInOrder(
        [
          ['http server', () => connections.close(() => app.close())],
          ['runtime', () => runtime.stop()],
          ['service lock', unlock],
        ],
        { log },
      );
      for (const failure of failures) log(`stopping: ${failure}`);
      log('stopped');
      process.exit(failures.length === 0 ? 0 : 1);
    },
    { log },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
