import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /metrics for operators', () => {
  const token = randomBytes(24).toString('base64url');
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token });
  });
  afterAll(async () => t.close());

  it('answers Prometheus text with requests, latency, search took_ms, projector lag, telemetry and jobs', async () => {
    const store = await t.createStore();
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: '/v1/search?q=phone', headers: bearer(store.publicKey) });
    await t.app.inject({ method: 'GET', url: '/v1/suggest?q=ph', headers: bearer(store.publicKey) });
    await t.runtime.settleTelemetry();
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toContain('http_requests_total{method="GET",route="/v1/search",status="200"} 3');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/v1\/search"\} 3/);
    expect(text).toMatch(/search_took_ms_count\{endpoint="search"\} 3/);
    expect(text).toMatch(/search_took_ms_count\{endpoint="suggest"\} 1/);
    expect(text).toMatch(/projector_lag_events\{projection="analytics"\} 0/);
    expect(text).toMatch(/projector_lag_events\{projection="tenants"\} \d+/);
    expect(text).toMatch(/telemetry_buffer_depth\{where="memory"\} 0/);
    expect(text).toMatch(/telemetry_written_records \d+/);
    expect(text).toMatch(/telemetry_spilled_records 0/);
    expect(text).toMatch(/job_queue_depth\{status="queued"\} \d+/);
  });

  it("reports the process's own figures: CPU, heap, garbage collection and the event loop's stalls since the last scrape", async () => {
    const scrape = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) })).body;
    const seconds = (text: string, name: string) => {
      const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
      if (m === null) throw new Error(`${name} not in the scrape`);
      return Number(m[1]);
    };
    const quiet = await scrape(); // starts the event loop's window afresh
    expect(seconds(quiet, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(seconds(quiet, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(quiet).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    // The event loop held for 200 ms: the next scrape's window shows the stall.
    const until = performance.now() + 200;
    while (performance.now() < until) {
      // busy: nothing else runs
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stalled = await scrape();
    expect(seconds(stalled, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.18);
    // And the window after it starts afresh: no stall of that length since (a busy machine may
    // hold the process up a little, not for the 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seconds(await scrape(), 'nodejs_eventloop_lag_max_seconds')).toBeLessThan(0.18);
  });

  it('needs the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer('wrong') })).statusCode,
    ).toBe(401);
  });

  it('is not served without a token configured', async () => {
    const plain = await startTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer('x') })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
