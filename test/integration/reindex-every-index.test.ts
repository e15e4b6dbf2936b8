import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProducts } from '../support/products.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A reindex runs as a job in one process; the search indexes live in every api process. Here
 * `jobs` runs the projectors and the jobs and `api` only serves with its own index (an api
 * worker of `npm start`, or ROLE=api), both on one database.
 */
describe('reindex reaches the search index of a process that does not run the job', () => {
  let jobs: TestApp;
  let api: TestApp;

  beforeAll(async () => {
    jobs = await startTestApp();
    api = await startTestApp(
      { DATABASE_URL: jobs.db.url },
      { startProjectors: false, runJobs: false, search: true },
    );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await jobs?.close();
  });

  const total = async (app: TestApp, key: string) =>
    (await app.app.inject({ method: 'GET', url: '/v1/search?q=&per_page=1', headers: bearer(key) })).json()
      .total as number;
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`${what}: not within 15 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it("rebuilds the api process's index from the history", async () => {
    const store = await jobs.createStore({ name: 'Reindexed everywhere' });
    const written = await jobs.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: testProducts(30, 're') },
    });
    expect(written.statusCode).toBe(200);
    await eventually(
      async () => (await total(api, store.publicKey)) === 30,
      'the api process indexes the batch',
    );

    // The api process's index loses the store (as a bad index would): only a rebuild brings it back.
    await api.runtime.search.replaceStore(store.tenantId, []);
    expect(await total(api, store.publicKey)).toBe(0);

    const queued = await jobs.app.inject({
      method: 'POST',
      url: '/v1/reindex',
      headers: bearer(store.secretKey),
    });
    expect(queued.statusCode).toBe(202);
    const jobId = queued.json().job.id as string;
    await eventually(
      async () =>
        (
          await jobs.app.inject({ method: 'GET', url: `/v1/jobs/${jobId}`, headers: bearer(store.secretKey) })
        ).json().status === 'succeeded',
      'the reindex job succeeds',
    );
    await eventually(
      async () => (await total(api, store.publicKey)) === 30,
      'the api process holds the store again',
    );
  });
});
