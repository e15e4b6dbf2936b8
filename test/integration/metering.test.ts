import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import type { Pool } from '../../infra/postgres/pool.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { clientsPerWorker, type PinnedClient } from '../support/worker-clients.ts';

const usage = (header: string | undefined) => {
  const m = /^searches=(\d+), limit=(-?\d+), billed=(\d+), period=(\d{4}-\d{2})$/.exec(header ?? '');
  if (!m) throw new Error(`bad X-Service-Usage: ${header}`);
  return { searches: Number(m[1]), billed: Number(m[3]) };
};

interface Answer {
  readonly status: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

/** How the property reaches the service: in process, or over HTTP to several worker processes. */
interface Metered {
  createStore(): Promise<{ tenantId: string; publicKey: string; secretKey: string }>;
  /** The i-th request of a run (a multi-process service spreads them over its workers). */
  send(
    i: number,
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer>;
  /** The usage rows once every count is written. */
  stored(
    tenantId: string,
    expected: { searches: number; billed: number; suggests: number },
  ): Promise<{
    searches: number;
    billed: number;
    suggests: number;
  }>;
}

const request = fc.oneof(
  fc.record({ kind: fc.constant('get' as const), page: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('post' as const),
    page: fc.integer({ min: 1, max: 3 }),
    key: fc.constantFrom('k-one-1', 'k-two-2', null),
  }),
  fc.record({ kind: fc.constant('suggest' as const) }),
);

/** billed = page-1 searches executed; replays and suggestions are never counted; the stored rows agree. */
const meteringProperty = (m: Metered, numRuns: number) =>
  fc.assert(
    fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 25 }), async (requests) => {
      const store = await m.createStore();
      const answers = await Promise.all(
        requests.map((r, i) => {
          if (r.kind === 'get')
            return m.send(i, 'GET', `/v1/search?q=x&page=${r.page}`, bearer(store.publicKey));
          if (r.kind === 'suggest') return m.send(i, 'GET', '/v1/suggest?q=x', bearer(store.publicKey));
          return m.send(
            i,
            'POST',
            '/v1/search',
            { ...bearer(store.secretKey), ...(r.key ? { 'idempotency-key': `${r.key}-page${r.page}` } : {}) },
            { q: 'x', page: r.page },
          );
        }),
      );
      // What really ran: every GET, every POST without a key, and the first POST of each key (replays and 409s did not run).
      const ran = answers.filter((a, i) => {
        const r = requests[i];
        if (r?.kind === 'suggest') return false;
        return a.status === 200 && a.headers['idempotent-replayed'] !== 'true';
      });
      const executed = ran.map((a) => Number(JSON.parse(a.body).page));
      const after = usage(
        (await m.send(requests.length, 'GET', '/v1/search?q=x&page=2', bearer(store.publicKey))).headers[
          'x-service-usage'
        ] as string,
      );
      expect(after.billed).toBe(executed.filter((p) => p === 1).length);
      expect(after.searches).toBe(executed.length + 1);
      const suggests = requests.filter((r) => r.kind === 'suggest').length;
      expect(await m.stored(store.tenantId, { ...after, suggests })).toEqual({ ...after, suggests });
    }),
    { numRuns },
  );

const storedUsage = async (pool: Pool, tenantId: string) => {
  const { rows } = await pool.query<{ searches: string; billed: string; suggests: string }>(
    'select sum(searches) as searches, sum(billed_searches) as billed, sum(suggests) as suggests from usage_daily where tenant_id = $1',
    [tenantId],
  );
  return {
    searches: Number(rows[0]?.searches),
    billed: Number(rows[0]?.billed),
    suggests: Number(rows[0]?.suggests),
  };
};

describe('metering: exact under concurrency and retries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('property: billed = page-1 searches executed; replays and suggestions are never counted', async () => {
    await meteringProperty(
      {
        createStore: () => t.createStore({ name: 'Metered' }),
        send: async (_i, method, url, headers, payload) => {
          const a = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
          return { status: a.statusCode, headers: a.headers, body: a.body };
        },
        stored: async (tenantId) => {
          await t.runtime.meter.flush();
          return storedUsage(t.db.pool, tenantId);
        },
      },
      20,
    );
  }, 120_000);
});

describe('metering: exact across the worker processes of npm start', () => {
  let db: TestDatabase;
  let service: ServiceProcess;
  let workers: PinnedClient[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    service = await startServiceProcess({ DATABASE_URL: db.url, WEB_CONCURRENCY: '2' }, { npm: true });
    workers = await clientsPerWorker(service.base, 2);
  }, 300_000);
  afterAll(async () => {
    for (const w of workers) w.close();
    await service?.kill('SIGTERM');
    await db?.drop();
  });

  it('property: the same counts when the requests are spread over two workers', async () => {
    await meteringProperty(
      {
        createStore: async () => {
          const created = await createStore(
            {
              eventStore: new PostgresEventStore(db.pool),
              newId: randomUUID,
              now: () => new Date(),
              settle: async () => undefined,
              keys: keyGenerator,
            },
            { name: 'Metered', locales: ['en', 'ar'], currency: 'SAR' },
          );
          // Every worker accepts the new keys before the run starts.
          for (const w of workers) {
            for (
              let i = 0;
              (await w.send('GET', '/v1/whoami', bearer(created.secretKey))).status !== 200;
              i++
            ) {
              if (i > 400) throw new Error(`${w.instance} never accepted the key`);
              await new Promise((r) => setTimeout(r, 25));
            }
          }
          return created;
        },
        send: (i, method, url, headers, body) => {
          const worker = workers[i % workers.length] as PinnedClient;
          return worker.send(method, url, headers, body);
        },
        // The primary writes its counts every 250 ms: wait for the rows to reach the expected counts, then compare.
        stored: async (tenantId, expected) => {
          const deadline = Date.now() + 10_000;
          for (;;) {
            const now = await storedUsage(db.pool, tenantId);
            if (JSON.stringify(now) === JSON.stringify(expected) || Date.now() > deadline) return now;
            await new Promise((r) => setTimeout(r, 50));
          }
        },
      },
      8,
    );
  }, 300_000);
});
