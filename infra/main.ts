import { resolve } from 'node:path';
import { loadConfig } from './config.ts';
import { type DemoState, loadDemoStore } from './demo/demo-store.ts';
import { buildHttpApp } from './http-app.ts';
import { isAlive } from './postgres/embedded.ts';
import { startRuntime } from './runtime.ts';
import { lockService } from './service-lock.ts';

/** `npm start`: the whole service in one process on the embedded defaults (or the configured adapters). */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) =>
    process.stdout.write(`${JSON.stringify({ level: 'info', time: Date.now(), msg: message })}\n`);
  const unlock = config.DATABASE_URL ? async () => undefined : await lockService(resolve(config.DATA_DIR));
  const role = config.ROLE;
  const runtime = await startRuntime(config, {
    role: 'service',
    log,
    startProjectors: role === 'all' || role === 'projector',
    runJobs: role === 'all' || role === 'worker',
    search: role === 'all' || role === 'api',
  });
  const demo: DemoState | undefined =
    config.DEMO_STORE === 'on' && role === 'all' ? { store: null, apiBase: null } : undefined;
  const app = await buildHttpApp(runtime, { logger: { level: config.LOG_LEVEL }, demo });
  await app.listen({ port: config.PORT, host: config.HOST });
  if (demo) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
    demo.apiBase = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    await loadDemoStore(runtime, app, demo, log).catch((error: unknown) =>
      log(`demo store not loaded: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping`);
    // Stop taking requests and let the ones in flight finish (their events are appended before they answer).
    await app.close();
    await runtime.stop();
    await unlock();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // `npm start` runs us under a shell that does not pass a SIGTERM on: when our parent goes away, stop cleanly too.
  const parent = process.ppid;
  setInterval(() => {
    if (!isAlive(parent)) void shutdown('parent exited');
  }, 1_000).unref();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
