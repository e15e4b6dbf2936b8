import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { findTenant } from '../../projections/tenants/tenant-queries.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;

/**
 * The billing clock as `npm start` runs it: the compiled service in `ROLE=worker` on the same
 * database, with a short BILLING_CLOCK_INTERVAL_MS. Nothing calls the clock by hand: this test
 * only writes the past (stores whose trial or period ended) and reads what the worker did. The
 * read models are kept by the test's own runtime (its jobs and clock are off).
 */
describe('the billing clock runs in the worker role of the started service', () => {
  let t: TestApp;
  let service: ServiceProcess | undefined;
  let dir: string;
  let clock = new Date();
  const stores: Record<'ended' | 'graceOver' | 'renewing', CreatedStore | undefined> = {
    ended: undefined,
    graceOver: undefined,
    renewing: undefined,
  };

  beforeAll(async () => {
    t = await startTestApp({}, { runJobs: false, now: () => clock });
    const at = async (msAgo: number, make: () => Promise<CreatedStore>) => {
      clock = new Date(Date.now() - msAgo);
      const store = await make();
      clock = new Date();
      return store;
    };
    // Trial ended 2 days ago: incomplete, in grace. Trial ended 10 days ago: grace over too.
    stores.ended = await at(16 * DAY, () => t.createStore({ currency: 'USD', trial: true }));
    stores.graceOver = await at(24 * DAY, () => t.createStore({ currency: 'USD', trial: true }));
    // Paid 40 days ago for a month: its renewal has been due for about 10 days.
    clock = new Date(Date.now() - 40 * DAY);
    const renewing = await t.createStore({ currency: 'USD', trial: true, planCode: 'growth' });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/billing/checkout',
      headers: bearer(renewing.secretKey),
      payload: { plan_code: 'growth' },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: new URL(checkout.json().url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    clock = new Date();
    stores.renewing = renewing;
    await t.settle();
    // Before the worker starts: the trial that ended is still trialing (its clock turns every 200
    // ms, so once it runs, this may already have changed).
    expect((await subscription(stores.ended)).status).toBe('trialing');

    dir = await mkdtemp(join(tmpdir(), 'billing-clock-'));
    service = await startServiceProcess({
      DATABASE_URL: t.db.url,
      DATA_DIR: dir,
      ROLE: 'worker',
      BILLING_CLOCK_INTERVAL_MS: '200',
    });
  }, 300_000);
  afterAll(async () => {
    await service?.kill('SIGTERM');
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const subscription = async (store: CreatedStore | undefined) => {
    if (!store) throw new Error('store not made');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/billing/subscription',
      headers: bearer(store.secretKey),
    });
    return res.json();
  };
  /** Polls until `check` holds (the worker's clock turns every 200 ms; the read models follow). */
  const eventually = async (check: () => Promise<boolean>, what: string) => {
    const deadline = Date.now() + 90_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`the worker never made ${what}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('ends trials that ended unpaid (incomplete, then suspended after the grace) and renews a due period', async () => {
    const ended = stores.ended;
    const graceOver = stores.graceOver;
    const renewing = stores.renewing;
    if (!ended || !graceOver || !renewing) throw new Error('stores not made');
    await eventually(
      async () => (await findTenant(t.runtime.pool, ended.tenantId))?.status === 'past_due',
      'the ended trial past_due',
    );
    expect((await subscription(ended)).status).toBe('incomplete');
    await eventually(
      async () => (await findTenant(t.runtime.pool, graceOver.tenantId))?.status === 'suspended',
      'the store whose grace is over suspended',
    );
    await eventually(
      async () => Date.parse((await subscription(renewing)).current_period_end) > Date.now(),
      'the due renewal',
    );
    const invoices = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/billing/invoices',
        headers: bearer(renewing.secretKey),
      })
    ).json();
    // The checkout, then the renewal the worker issued and collected (the mock provider pays at once).
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ status: 'paid', total_minor: 9_900 });
    expect((await subscription(renewing)).status).toBe('active');
    expect(service?.output()).toMatch(/billing clock: \d+ subscriptions looked at/);
  }, 120_000);
});
