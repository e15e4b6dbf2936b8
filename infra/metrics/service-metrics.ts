import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TelemetryLog, TelemetrySubscription } from '../../domain/telemetry/telemetry-log.ts';
import type { Pool } from '../postgres/pool.ts';
import type { ProjectorStatus } from '../projection-runtime/sql-projection-runner.ts';

export interface MetricSources {
  readonly pool: Pool;
  /** The PostgreSQL event log's name (`postgres`) lets projector lag be counted in events. */
  readonly eventStoreName: string;
  /** The projections this process runs (none in a process that leaves them to another). */
  readonly projectors: () => readonly ProjectorStatus[];
  readonly telemetry: TelemetryLog;
  readonly telemetryConsumers: ReadonlyMap<string, TelemetrySubscription>;
  /**
   * The process's own figures too (`prom-client`'s default metrics: CPU, memory, garbage
   * collection pauses, event-loop delay); only where metrics are served, since each registry that
   * collects them keeps an event-loop monitor and a garbage-collection observer for the process's life.
   */
  readonly processMetrics?: boolean;
}

/**
 * How often the event-loop monitor samples, in ms: a stall shorter than a request's 5 ms budget
 * still shows (prom-client's default of 10 ms misses most of them). Its figures are the times
 * between samples: what is over this interval is how late the loop ran.
 */
export const EVENT_LOOP_SAMPLE_MS = 5;

/**
 * What operators scrape at GET /metrics (Prometheus text format, `prom-client`): requests and
 * latency per route, search `took_ms`, projector lag per projection, the telemetry buffer and
 * its spills, and the job queue. Gauges over stored state are read at scrape time.
 *
 * Under `npm start`'s workers each process keeps its own registry and the primary merges them
 * (`AggregatorRegistry.aggregate`): counters, histograms and buffers add up; a projection's
 * lag and the job queue, which several processes may read, take the largest (`max`).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly searchTook: Histogram<'endpoint'>;
  private readonly searchAnswers: Counter<'answer'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    if (sources.processMetrics === true)
      collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    this.searchAnswers = new Counter({
      name: 'search_answers_total',
      help: 'Search answers: built, or given again from the answers kept (docs/search.md)',
      labelNames: ['answer'],
      registers,
    });
    this.searchTook = new Histogram({
      name: 'search_took_ms',
      help: 'took_ms of search and suggest answers',
      labelNames: ['endpoint'],
      buckets: [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500],
      registers,
    });
    new Gauge({
      name: 'projector_lag_events',
      help: 'Events (SQL projections) or records (telemetry projections) not yet applied, per projection',
      labelNames: ['projection'],
      aggregator: 'max',
      registers,
      async collect() {
        this.reset();
        if (sources.eventStoreName === 'postgres') {
          for (const p of sources.projectors()) {
            const at = p.position ?? { commit: -1n, prepare: -1n };
            const { rows } = await sources.pool.query<{ n: string }>(
              `select count(*) as n from es_events
                where (transaction_id, position) > ($1::text::xid8, $2::bigint)`,
              [at.commit < 0n ? '0' : String(at.commit), String(at.prepare)],
            );
            this.set({ projection: p.name }, Number(rows[0]?.n ?? 0));
          }
        }
        for (const [name, sub] of sources.telemetryConsumers) this.set({ projection: name }, await sub.lag());
      },
    });
    new Gauge({
      name: 'projector_up',
      help: '1 while a projection runs, 0 when it stopped on an error',
      labelNames: ['projection'],
      aggregator: 'min',
      registers,
      collect() {
        this.reset();
        for (const p of sources.projectors()) this.set({ projection: p.name }, p.state === 'failed' ? 0 : 1);
      },
    });
    new Gauge({
      name: 'telemetry_buffer_depth',
      help: 'Telemetry records held in memory or spill files, not yet in the log',
      labelNames: ['where'],
      registers,
      collect() {
        const s = sources.telemetry.status();
        this.set({ where: 'memory' }, s.buffered);
        this.set({ where: 'spill' }, s.spillBacklog);
      },
    });
    new Gauge({
      name: 'telemetry_spilled_records',
      help: 'Telemetry records written to spill files since start (the buffer was full or the log down)',
      registers,
      collect() {
        this.set(sources.telemetry.status().spilled);
      },
    });
    new Gauge({
      name: 'telemetry_written_records',
      help: 'Telemetry records written to the log since start',
      registers,
      collect() {
        this.set(sources.telemetry.status().written);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs by status (queued, running)',
      labelNames: ['status'],
      aggregator: 'max',
      registers,
      async collect() {
        const { rows } = await sources.pool.query<{ status: string; n: string }>(
          `select status, count(*) as n from jobs where status in ('queued', 'running') group by status`,
        );
        this.set({ status: 'queued' }, 0);
        this.set({ status: 'running' }, 0);
        for (const r of rows) this.set({ status: r.status }, Number(r.n));
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  observeSearch(endpoint: 'search' | 'suggest', tookMs: number): void {
    this.searchTook.observe({ endpoint }, tookMs);
  }

  /** A search answered: `kept` when given again from the answers kept, `built` otherwise. */
  observeAnswer(answer: 'kept' | 'built'): void {
    this.searchAnswers.inc({ answer });
  }
}
