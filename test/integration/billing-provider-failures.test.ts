import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { runBillingClockAt } from '../support/billing-clock.ts';
import {
  type ProviderStub,
  type StubFailure,
  startProviderAStub,
  startProviderBStub,
} from '../support/payment-provider-stub.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;

const protocols = [
  {
    name: 'provider_a' as const,
    start: startProviderAStub,
    env: (s: ProviderStub) => ({
      PROVIDER_A_API_URL: s.url,
      PROVIDER_A_SECRET_KEY: s.apiKey,
      PROVIDER_A_WEBHOOK_SECRET: s.webhookSecret,
    }),
  },
  {
    name: 'provider_b' as const,
    start: startProviderBStub,
    env: (s: ProviderStub) => ({
      PROVIDER_B_API_URL: s.url,
      PROVIDER_B_API_KEY: s.apiKey,
      PROVIDER_B_WEBHOOK_SECRET: s.webhookSecret,
    }),
  },
];

/** Each way a provider fails, and the status it is answered with. */
const FAILURES: readonly { failure: StubFailure; status: number }[] = [
  { failure: 'down', status: 503 },
  { failure: 'error', status: 503 },
  { failure: 'unreachable', status: 503 },
  { failure: 'slow', status: 503 },
];

describe.each(protocols)(
  '$name cannot be reached: problem+json, nothing half-written, renewals retried',
  (p) => {
    let stub: ProviderStub;
    let t: TestApp;
    let store: CreatedStore;
    let clock = new Date();
    beforeAll(async () => {
      stub = await p.start();
      t = await startTestApp(
        {
          BILLING_PROVIDER: p.name,
          OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32',
          PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
          ...p.env(stub),
        },
        { now: () => clock },
      );
      store = await t.createStore({ currency: 'USD', trial: true });
    });
    afterAll(async () => {
      await t.close();
      await stub.close();
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/billing/checkout',
        headers: { ...bearer(store.secretKey), 'idempotency-key': `checkout-${p.name}-0001` },
        payload: { plan_code: 'growth' },
      });
    const clockRun = () => runBillingClockAt(t, clock);

    it.each(FAILURES)(
      'checkout while the provider is $failure: $status internal_error, and nothing was written',
      async ({ failure, status }) => {
        const eventsBefore = (await t.runtime.eventStore.readStream(`subscription-${store.tenantId}`)).length;
        stub.failure = failure;
        const res = await checkout();
        stub.failure = null;
        expect(res.statusCode, res.body).toBe(status);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.json()).toMatchObject({ code: 'internal_error', status });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().detail).toMatch(new RegExp(p.name));
        await t.settle();
        expect(await t.runtime.eventStore.readStream(`subscription-${store.tenantId}`)).toHaveLength(
          // The first touch starts the trial; the failed checkout itself appends nothing.
          Math.max(eventsBefore, 1),
        );
        expect((await get('/v1/billing/invoices')).json()).toEqual([]);
        expect((await get('/v1/billing/subscription')).json().status).toBe('trialing');
      },
    );

    it('the same checkout, retried with its Idempotency-Key once the provider is back, goes through', async () => {
      const res = await checkout();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().url.startsWith(stub.url)).toBe(true);
      await t.settle();
      const invoices = (await get('/v1/billing/invoices')).json();
      expect(invoices).toHaveLength(1);
      const paid = stub.pay(res.json().url);
      const hook = await t.app.inject({
        method: 'POST',
        url: `/v1/billing/webhooks/${p.name}`,
        headers: paid.headers,
        payload: paid.body,
      });
      expect(hook.statusCode, hook.body).toBe(200);
      await t.settle();
      expect((await get('/v1/billing/subscription')).json().status).toBe('active');
    });

    it('the portal while the provider answers 500: 503 problem+json with Retry-After', async () => {
      stub.failure = 'error';
      const res = await get('/v1/billing/portal');
      stub.failure = null;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'internal_error' });
      expect(res.headers['retry-after']).toBe('30');
      expect((await get('/v1/billing/portal')).statusCode).toBe(200);
    });

    it('a renewal the provider cannot take stays due and is collected by a later clock run, not lost', async () => {
      const sub = (await get('/v1/billing/subscription')).json();
      const end = Date.parse(sub.current_period_end);
      stub.failure = 'slow';
      clock = new Date(end + MINUTE);
      await clockRun();
      const renewal = (await get('/v1/billing/invoices')).json()[0];
      expect(renewal).toMatchObject({ status: 'open' });
      expect((await get('/v1/billing/subscription')).json()).toMatchObject({ status: 'active' });
      // The service's own record of each attempt that failed. Counting the stub's calls would
      // miss one the stub, sharing this process's event loop, had not read within the time
      // limit on a loaded machine: the service tried, but the stub never saw it.
      const deferred = async () =>
        (await t.runtime.eventStore.readStream(`subscription-${store.tenantId}`))
          .filter((e) => e.type === 'CollectionDeferred')
          .map((e) => (e.data as { attempt: number; retryAt: string }).attempt);
      expect(await deferred()).toEqual([1]);
      // Still unreachable at the next minute's run: not tried again before its retry time.
      stub.failure = 'unreachable';
      clock = new Date(end + 2 * MINUTE);
      await clockRun();
      expect(await deferred()).toEqual([1]);
      // Tried again after 5 minutes while still down, then after 10 more once it is back.
      clock = new Date(end + 7 * MINUTE);
      await clockRun();
      expect(await deferred()).toEqual([1, 2]);
      expect((await get('/v1/billing/invoices')).json()[0].status).toBe('open');
      stub.failure = null;
      clock = new Date(end + 18 * MINUTE);
      await clockRun();
      const collected = (await get('/v1/billing/invoices')).json()[0];
      expect(collected).toMatchObject({ id: renewal.id, status: 'paid' });
      expect((await get('/v1/billing/subscription')).json()).toMatchObject({
        status: 'active',
        current_period_start: sub.current_period_end,
      });
      const charges = stub.calls.filter(
        (c) => c.headers['idempotency-key'] === `collect-${store.tenantId}-${renewal.id}`,
      );
      // Every attempt carried the same Idempotency-Key: the provider charges once.
      expect(charges.length).toBeGreaterThanOrEqual(1);
    });
  },
);
