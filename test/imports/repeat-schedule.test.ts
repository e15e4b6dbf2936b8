import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { importStream } from '../../domain/imports/import-events.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { finished, upload } from './import-helpers.ts';
import { serve, startStubSource } from './stub-source.ts';

const HOUR = 3_600_000;

describe('repeating URL imports, run by the worker on the service clock', () => {
  let t: TestApp;
  let store: CreatedStore;
  let stub: Awaited<ReturnType<typeof startStubSource>>;
  let clock = Date.parse('2026-11-23T10:00:00.000Z');
  beforeAll(async () => {
    stub = await startStubSource();
    t = await startTestApp(
      { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' },
      { now: () => new Date(clock), periodicMs: 50 },
    );
    store = await t.createStore();
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const get = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/v1/imports/${id}`, headers: bearer(store.secretKey) })
    ).json();
  const runsOf = async (parentId: string) => {
    const page = (
      await t.app.inject({ method: 'GET', url: '/v1/imports?limit=200', headers: bearer(store.secretKey) })
    ).json();
    return (page.data as { parent_id: string | null; id: string; created_at: string }[]).filter(
      (i) => i.parent_id === parentId,
    );
  };
  const untilRuns = async (parentId: string, n: number) => {
    for (let i = 0; i < 600; i++) {
      const runs = await runsOf(parentId);
      if (runs.length >= n) return runs;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no run ${n} of ${parentId}`);
  };
  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/imports/${id}`,
      headers: bearer(store.secretKey),
      payload: payload as object,
    });

  it('runs hourly: each run an import of its own with parent_id, never before it is due, then stops on repeat null', async () => {
    stub.routes.set('/r.csv', serve('id,name,price\nr1,Rice,10\n'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/imports',
      headers: bearer(store.secretKey),
      payload: { source: 'csv', url: `${stub.url}/r.csv`, repeat: 'hourly' },
    });
    expect(res.statusCode).toBe(202);
    const parent = res.json();
    expect(parent).toMatchObject({ repeat: 'hourly', next_run_at: '2026-11-23T11:00:00.000Z' });
    await finished(t, store, parent.id);
    await new Promise((r) => setTimeout(r, 300));
    expect(await runsOf(parent.id)).toHaveLength(0);

    clock += HOUR;
    const [run] = await untilRuns(parent.id, 1);
    const done = await finished(t, store, run?.id ?? '');
    expect(done).toMatchObject({
      status: 'succeeded',
      parent_id: parent.id,
      source_url: `${stub.url}/r.csv`,
      stats: { unchanged: 1 },
    });
    const events = await t.runtime.eventStore.readStream(importStream(store.tenantId, done.id));
    expect(events.map((e) => e.type)).toContain('ImportFinished');
    expect(events.find((e) => e.type === 'ImportFinished')?.data).toMatchObject({
      tenantId: store.tenantId,
      parentId: parent.id,
      status: 'succeeded',
    });
    await t.settle();
    expect((await get(parent.id)).next_run_at).toBe('2026-11-23T12:00:00.000Z');

    // A failing source backs off: one interval after the first failure, two after the second.
    stub.routes.set('/r.csv', (_req, res) => res.writeHead(500).end('down'));
    clock += HOUR;
    const failedRun = (await untilRuns(parent.id, 2)).find((r) => r.id !== run?.id);
    expect((await finished(t, store, failedRun?.id ?? '')).error).toBe('the source answered HTTP 500');
    await t.settle();
    expect(await get(parent.id)).toMatchObject({
      next_run_at: '2026-11-23T13:00:00.000Z',
      stats: { consecutive_failures: 1 },
    });
    clock += HOUR;
    const third = (await untilRuns(parent.id, 3)).find((r) => r.id !== run?.id && r.id !== failedRun?.id);
    await finished(t, store, third?.id ?? '');
    await t.settle();
    expect(await get(parent.id)).toMatchObject({
      next_run_at: '2026-11-23T15:00:00.000Z',
      stats: { consecutive_failures: 2 },
    });

    const stopped = await patch(parent.id, { repeat: null });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ repeat: null, next_run_at: null });
    clock += 10 * HOUR;
    await new Promise((r) => setTimeout(r, 500));
    expect(await runsOf(parent.id)).toHaveLength(3);

    const again = await patch(parent.id, { repeat: 'daily' });
    expect(again.json()).toMatchObject({
      repeat: 'daily',
      next_run_at: new Date(clock + 24 * HOUR).toISOString(),
    });
    expect((await patch(run?.id ?? '', { repeat: 'hourly' })).statusCode).toBe(409);
    await patch(parent.id, { repeat: null });
  });

  it('refuses repeat for files, bad PATCH bodies and unknown imports', async () => {
    const file = await upload(t, store, 'id,name,price\nz1,Z,1\n', { source: 'csv' });
    expect(file.statusCode).toBe(202);
    const refused = await patch(file.json().id, { repeat: 'hourly' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('repeat');
    expect((await upload(t, store, 'id\n', { source: 'csv', repeat: 'hourly' })).statusCode).toBe(422);
    expect((await patch(file.json().id, { repeat: 'weekly' })).statusCode).toBe(422);
    expect((await patch('no-such-import', { repeat: null })).statusCode).toBe(404);
  });
});
