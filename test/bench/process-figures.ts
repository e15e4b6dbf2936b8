import { EVENT_LOOP_SAMPLE_MS } from '../../infra/metrics/service-metrics.ts';

/** A service's own figures from GET /metrics (under workers, every process's merged). */
export interface ProcessFigures {
  /** How late the event loop ran since the last scrape, p99 and most (the processes' average under workers). */
  readonly lagP99Ms: number;
  readonly lagMaxMs: number;
  readonly cpuSeconds: number;
  /** Garbage-collection pauses so far by kind (`minor` is the young generation's). */
  readonly gc: Readonly<Record<string, { readonly count: number; readonly seconds: number }>>;
}

/** Scrapes the service's metrics (`METRICS_TOKEN` set on it): also starts the event loop's window afresh. */
export async function scrapeProcessFigures(base: string, token: string): Promise<ProcessFigures> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const value = (name: string) =>
    Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const gc: Record<string, { count: number; seconds: number }> = {};
  for (const m of text.matchAll(/^nodejs_gc_duration_seconds_(sum|count)\{kind="(\w+)"\} ([0-9.e+-]+)$/gm)) {
    const [, part, kind = '', n] = m;
    gc[kind] ??= { count: 0, seconds: 0 };
    if (part === 'sum') gc[kind].seconds = Number(n);
    else gc[kind].count = Number(n);
  }
  // The monitor records the time between its samples: how late one came is that less the interval.
  const late = (name: string) => Math.max(0, value(name) * 1000 - EVENT_LOOP_SAMPLE_MS);
  return {
    lagP99Ms: late('nodejs_eventloop_lag_p99_seconds'),
    lagMaxMs: late('nodejs_eventloop_lag_max_seconds'),
    cpuSeconds: value('process_cpu_seconds_total'),
    gc,
  };
}

/** The pauses of each kind between two scrapes: how many, and their milliseconds in all. */
export function pausesBetween(
  before: ProcessFigures,
  after: ProcessFigures,
): Record<string, { count: number; ms: number }> {
  return Object.fromEntries(
    Object.entries(after.gc).map(([kind, now]) => {
      const was = before.gc[kind] ?? { count: 0, seconds: 0 };
      return [
        kind,
        { count: now.count - was.count, ms: Math.round((now.seconds - was.seconds) * 1e6) / 1e3 },
      ];
    }),
  );
}
