declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Requests in all (on `requests`). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    '2xx': number;
    errors: number;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    duration?: number;
    method?: string;
    body?: string;
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
  }
  /** A run; `stop()` ends it early (its promise then resolves with what was measured). */
  export default function autocannon(options: Options): Promise<Result> & { stop(): void };
}
