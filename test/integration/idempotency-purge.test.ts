import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { IdempotencyStore } from '../../infra/http/idempotency-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

/** Idempotency-Key answers are kept 24 hours per store (spec), then purged by the service's schedule. */
describe('Idempotency-Key answers: purged after 24 hours by the running service', () => {
  let t: TestApp;
  let store: CreatedStore;
  beforeAll(async () => {
    // The service's own schedule, run every 100 ms instead of every 15 minutes.
    t = await startTestApp({}, { idempotencyPurgeMs: 100 });
    store = await t.createStore();
  });
  afterAll(async () => t.close());

  const createKey = (idempotencyKey: string, label: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/keys',
      headers: { ...bearer(store.secretKey), 'idempotency-key': idempotencyKey },
      payload: { kind: 'public', label },
    });
  const stored = async (key: string): Promise<boolean> =>
    (
      await t.db.pool.query('select 1 from idempotency_keys where tenant_id = $1 and key = $2', [
        store.tenantId,
        key,
      ])
    ).rowCount === 1;

  it('deletes an answer older than 24 hours and keeps a fresh one, which still replays', async () => {
    const old = `old-${randomUUID()}`;
    const fresh = `fresh-${randomUUID()}`;
    const first = await createKey(old, 'old');
    const freshFirst = await createKey(fresh, 'fresh');
    expect([first.statusCode, freshFirst.statusCode]).toEqual([201, 201]);
    expect([await stored(old), await stored(fresh)]).toEqual([true, true]);
    // The first answer was stored 24 hours and a minute ago; the fresh one 23 hours and 59 minutes ago.
    const backdated = await t.db.pool.query(
      `update idempotency_keys set created_at = now() - (case when key = $2 then interval '24 hours 1 minute'
                                                              else interval '23 hours 59 minutes' end)
        where tenant_id = $1 and key in ($2, $3)`,
      [store.tenantId, old, fresh],
    );
    expect(backdated.rowCount).toBe(2);

    const deadline = Date.now() + 10_000;
    while ((await stored(old)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await stored(old)).toBe(false);
    expect(await stored(fresh)).toBe(true);

    const replay = await createKey(fresh, 'fresh');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(freshFirst.body);
    // The purged key is a new request now: it runs again and makes a second key.
    const again = await createKey(old, 'old');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().id).not.toBe(first.json().id);
  });

  it('purges in batches until nothing expired is left', async () => {
    // Kept one hour here, so that the service's 24-hour schedule leaves these rows to this call.
    const hourly = new IdempotencyStore(t.db.pool, { keepHours: 1 });
    await t.db.pool.query(
      `insert into idempotency_keys (tenant_id, key, fingerprint, state, status, body, created_at, lease_until)
       select $1, 'bulk-' || n, 'f', 'done', 201, '{}', now() - interval '2 hours', now() - interval '2 hours'
         from generate_series(1, 2500) as n`,
      [store.tenantId],
    );
    expect(await hourly.purgeExpired(1_000)).toBeGreaterThanOrEqual(2_500);
    const { rows } = await t.db.pool.query<{ n: string }>(
      `select count(*) as n from idempotency_keys where key like 'bulk-%'`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
