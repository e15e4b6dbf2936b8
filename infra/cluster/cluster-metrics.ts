import { AggregatorRegistry, type Registry } from 'prom-client';
import type { ClusterChannel } from './counts-client.ts';
import type { ClusterMessage } from './machine-counts.ts';

/** How long the primary waits for a worker's figures before it answers without them. */
const WORKER_TIMEOUT_MS = 2_000;

/**
 * The primary's side of GET /metrics under workers: asks every worker for its registry's
 * figures, merges them with its own (`AggregatorRegistry.aggregate`, each metric by its
 * aggregator) and gives back the text. A worker that does not answer in time is left out.
 */
export class MetricsGatherer {
  private nextId = 1;
  private readonly waiting = new Map<number, (metrics: readonly object[]) => void>();

  constructor(
    private readonly own: Registry,
    private readonly workers: () => readonly { send(message: ClusterMessage): void }[],
  ) {}

  /** A worker's answer to `store-search:metrics-ask`. */
  received(message: ClusterMessage): void {
    if (message.kind !== 'store-search:metrics-json') return;
    this.waiting.get(message.id)?.(message.metrics);
  }

  async text(): Promise<string> {
    const workers = this.workers();
    const id = this.nextId++;
    const parts: object[][] = [await this.own.getMetricsAsJSON()];
    await new Promise<void>((resolve) => {
      let left = workers.length;
      if (left === 0) return resolve();
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve();
      }, WORKER_TIMEOUT_MS);
      this.waiting.set(id, (metrics) => {
        parts.push([...metrics]);
        if (--left > 0) return;
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve();
      });
      for (const worker of workers) worker.send({ kind: 'store-search:metrics-ask', id });
    });
    return AggregatorRegistry.aggregate(parts).metrics();
  }
}

/**
 * A worker's side: answers the primary's asks with this process's figures, and scrapes the
 * machine's (every process merged by the primary) when GET /metrics reaches this worker.
 */
export function workerMetrics(channel: ClusterChannel, registry: Registry): () => Promise<string> {
  const waiting = new Map<number, (text: string) => void>();
  let nextId = 1;
  channel.onMessage((message) => {
    if (message.kind === 'store-search:metrics-ask')
      void registry.getMetricsAsJSON().then(
        (metrics) => channel.send({ kind: 'store-search:metrics-json', id: message.id, metrics }),
        () => channel.send({ kind: 'store-search:metrics-json', id: message.id, metrics: [] }),
      );
    if (message.kind === 'store-search:scraped') {
      waiting.get(message.id)?.(message.text);
      waiting.delete(message.id);
    }
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the metrics'));
      }, WORKER_TIMEOUT_MS * 3);
      waiting.set(id, (text) => {
        clearTimeout(timer);
        resolve(text);
      });
      channel.send({ kind: 'store-search:scrape', id });
    });
}
