import type { LogPosition } from '../../domain/event-store/event-store.ts';
import type { Config } from '../config.ts';
import { demoStateFor, startDemo } from '../demo/demo-start.ts';
import { closingConnections } from '../http/unused-connections.ts';
import { buildHttpApp } from '../http-app.ts';
import { startRuntime } from '../runtime.ts';
import { workerMetrics } from './cluster-metrics.ts';
import {
  type ClusterChannel,
  ClusterRateLimiter,
  ClusterUsageMeter,
  CountsClient,
  settleThroughPrimary,
} from './counts-client.ts';
import { type ClusterMessage, isClusterMessage } from './machine-counts.ts';
import { onStopSignals, settleInOrder } from './stop-signals.ts';

const processChannel = (): ClusterChannel => ({
  send: (message) => {
    if (!process.send || !process.connected) throw new Error('the primary process is gone');
    process.send(message);
  },
  onMessage: (listener) => {
    process.on('message', (message: unknown) => {
      if (isClusterMessage(message)) listener(message);
    });
  },
});

/**
 * One `api` worker of `npm start`: HTTP on the shared port and its own search index, kept
 * current from the log. The read models, jobs, rate limit buckets and usage counts are the
 * primary's (docs/production.md, Workers).
 */
export async function runApiWorker(config: Config, log: (message: string) => void): Promise<void> {
  const channel = processChannel();
  const client = new CountsClient(channel);
  // A stop asked for while this worker is still starting is kept, and honoured once it can stop.
  let stopRequested: ((reason: string) => void) | string | null = null;
  let settleSearch: ((position: LogPosition) => Promise<void>) | null = null;
  channel.onMessage((message: ClusterMessage) => {
    if (message.kind === 'store-search:stop') {
      if (typeof stopRequested === 'function') stopRequested('asked by the primary');
      else stopRequested = 'asked by the primary while starting';
    }
    if (message.kind === 'store-search:settle-search') {
      const { id, position } = message;
      const at = { commit: BigInt(position.commit), prepare: BigInt(position.prepare) };
      void (settleSearch?.(at) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          try {
            channel.send({ kind: 'store-search:search-settled', id });
          } catch {
            // The primary is gone: this worker is stopping.
          }
        });
    }
  });
  const limiter = new ClusterRateLimiter(client);
  const runtime = await startRuntime(config, {
    role: 'service',
    log,
    startProjectors: false,
    runJobs: false,
    search: true,
    meter: new ClusterUsageMeter(client),
    rateLimiter: limiter,
    takeCounting: limiter.takeCounting,
    projectedElsewhere: (notify) =>
      channel.onMessage((message) => {
        if (message.kind === 'store-search:projected') notify(message.projector, new Set(message.tenantIds));
      }),
    settleElsewhere: settleThroughPrimary(channel),
    scrapeElsewhere: (registry) => workerMetrics(channel, registry),
  });
  settleSearch = (position) => runtime.settleSearch(position);
  const demo = demoStateFor(config);
  const app = await buildHttpApp(runtime, { logger: { level: config.LOG_LEVEL }, demo });
  // Connections on which no request came are not left to hold a stop up (a browser's preconnect).
  const connections = closingConnections(app.server);
  await app.listen({ port: config.PORT, host: config.HOST });
  // The primary loaded the demo store before forking: this finds it.
  if (demo) await startDemo(runtime, app, demo, config.PORT, () => undefined);
  const stop = async (reason: string) => {
    log(`worker ${process.pid}: ${reason}: stopping`);
    // Requests in flight finish; their counts reach the primary before this process goes.
    const failures = await settleInOrder(
      [
        ['http server', () => connections.close(() => app.close())],
        ['runtime', () => runtime.stop()],
      ],
      { log: (message) => log(`worker ${process.pid}: ${message}`) },
    );
    for (const failure of failures) log(`worker ${process.pid}: stopping: ${failure}`);
    process.exit(failures.length === 0 ? 0 : 1);
  };
  let stopping = false;
  const once = (reason: string) => {
    if (stopping) return Promise.resolve();
    stopping = true;
    return stop(reason);
  };
  const early = stopRequested;
  stopRequested = (reason) => void once(reason);
  if (typeof early === 'string') void once(early);
  onStopSignals(once, { log });
  process.on('disconnect', () => void once('primary disconnected'));
}
