import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const usage = (header: string | undefined) => {
  const m = /^searches=(\d+), limit=(-?\d+), billed=(\d+), period=(\d{4}-\d{2})$/.exec(header ?? '');
  if (!m) throw new Error(`bad X-Service-Usage: ${header}`);
  return { searches: Number(m[1]), billed: Number(m[3]) };
};

describe('metering: exact under concurrency and retries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('property: billed = page-1 searches executed; replays and suggestions are never counted', async () => {
    const request = fc.oneof(
      fc.record({ kind: fc.constant('get' as const), page: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        kind: fc.constant('post' as const),
        page: fc.integer({ min: 1, max: 3 }),
        key: fc.constantFrom('k-one-1', 'k-two-2', null),
      }),
      fc.record({ kind: fc.constant('suggest' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 25 }), async (requests) => {
        const store = await t.createStore({ name: 'Metered' });
        const answers = await Promise.all(
          requests.map((r) => {
            if (r.kind === 'get')
              return t.app.inject({
                method: 'GET',
                url: `/v1/search?q=x&page=${r.page}`,
                headers: bearer(store.publicKey),
              });
            if (r.kind === 'suggest')
              return t.app.inject({
                method: 'GET',
                url: '/v1/suggest?q=x',
                headers: bearer(store.publicKey),
              });
            return t.app.inject({
              method: 'POST',
              url: '/v1/search',
              headers: {
                ...bearer(store.secretKey),
                ...(r.key ? { 'idempotency-key': `${r.key}-page${r.page}` } : {}),
              },
              payload: { q: 'x', page: r.page },
            });
          }),
        );
        // What really ran: every GET, every POST without a key, and the first POST of each key (replays and 409s did not run).
        const ran = answers.filter((a, i) => {
          const r = requests[i];
          if (r?.kind === 'suggest') return false;
          return a.statusCode === 200 && a.headers['idempotent-replayed'] !== 'true';
        });
        const executed = ran.map((a) => Number(JSON.parse(a.body).page));
        const after = usage(
          (
            await t.app.inject({
              method: 'GET',
              url: '/v1/search?q=x&page=2',
              headers: bearer(store.publicKey),
            })
          ).headers['x-service-usage'] as string,
        );
        expect(after.billed).toBe(executed.filter((p) => p === 1).length);
        expect(after.searches).toBe(executed.length + 1);
        await t.runtime.meter.flush();
        const { rows } = await t.db.pool.query<{ searches: string; billed: string; suggests: string }>(
          'select sum(searches) as searches, sum(billed_searches) as billed, sum(suggests) as suggests from usage_daily where tenant_id = $1',
          [store.tenantId],
        );
        expect(Number(rows[0]?.billed)).toBe(after.billed);
        expect(Number(rows[0]?.searches)).toBe(after.searches);
        expect(Number(rows[0]?.suggests)).toBe(requests.filter((r) => r.kind === 'suggest').length);
      }),
      { numRuns: 20 },
    );
  });
});
