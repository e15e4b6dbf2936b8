import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Runtime } from '../runtime.ts';
import { type DemoState, loadDemoStore } from './demo-store.ts';

/** The demo store's state when `npm start` serves one (DEMO_STORE=on, ROLE=all), else undefined. */
export const demoStateFor = (config: Config): DemoState | undefined =>
  config.DEMO_STORE === 'on' && config.ROLE === 'all' ? { store: null, apiBase: null } : undefined;

/** Loads (or finds) the demo store through `app`, with links to where the API listens. */
export async function startDemo(
  runtime: Runtime,
  app: FastifyInstance,
  demo: DemoState,
  port: number,
  log: (message: string) => void,
): Promise<void> {
  const config = runtime.config;
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  demo.apiBase = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  await loadDemoStore(runtime, app, demo, log).catch((error: unknown) =>
    log(`demo store not loaded: ${error instanceof Error ? error.message : String(error)}`),
  );
}
