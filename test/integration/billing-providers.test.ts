import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { runBillingClockAt } from '../support/billing-clock.ts';
import {
  type ProviderStub,
  type SignedEvent,
  startProviderAStub,
  startProviderBStub,
} from '../support/payment-provider-stub.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const MINUTE = 60_000;

const protocols = [
  {
    name: 'provider_a' as const,
    other: 'provider_b',
    start: startProviderAStub,
    env: (s: ProviderStub) => ({
      PROVIDER_A_API_URL: s.url,
      PROVIDER_A_SECRET_KEY: s.apiKey,
      PROVIDER_A_WEBHOOK_SECRET: s.webhookSecret,
    }),
    failed: 'payment_intent.payment_failed',
    succeeded: 'payment_intent.succeeded',
    signatureHeader: 'provider-a-signature',
  },
  {
    name: 'provider_b' as const,
    other: 'provider_a',
    start: startProviderBStub,
    env: (s: ProviderStub) => ({
      PROVIDER_B_API_URL: s.url,
      PROVIDER_B_API_KEY: s.apiKey,
      PROVIDER_B_WEBHOOK_SECRET: s.webhookSecret,
    }),
    failed: 'transaction.payment_failed',
    succeeded: 'transaction.completed',
    signatureHeader: 'provider-b-signature',
  },
];

describe('BILLING_PROVIDER configuration', () => {
  it('needs the chosen hosted provider’s address, key and webhook secret', () => {
    expect(() => loadConfig({ BILLING_PROVIDER: 'provider_a' })).toThrow(/PROVIDER_A_SECRET_KEY/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'provider_b' })).toThrow(/PROVIDER_B_WEBHOOK_SECRET/);
    expect(() => loadConfig({ BILLING_PROVIDER: 'paypal' })).toThrow(/BILLING_PROVIDER/);
    expect(loadConfig({}).BILLING_PROVIDER).toBe('mock');
  });
});

describe.each(protocols)('$name over HTTP against a stub of its protocol', (p) => {
  let stub: ProviderStub;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let store: CreatedStore;
  let paid: SignedEvent;
  beforeAll(async () => {
    stub = await p.start();
    receiver = await startWebhookReceiver();
    t = await startTestApp(
      { BILLING_PROVIDER: p.name, OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32', ...p.env(stub) },
      { outboundCa: [receiver.ca], webhookDispatcher: { pollMs: 20 } },
    );
    store = await t.createStore({ currency: 'KWD', trial: true });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
    await receiver.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(store.secretKey) });
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(store.secretKey), payload });
  const deliver = async (e: SignedEvent, provider: string = p.name) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/billing/webhooks/${provider}`,
      headers: e.headers,
      payload: e.body,
    });
    await t.settle();
    return res;
  };

  it('checkout creates the provider’s hosted checkout for the invoice, with its key and an Idempotency-Key', async () => {
    const res = await post('/v1/billing/checkout', { plan_code: 'growth', interval: 'month' });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().url;
    expect(url.startsWith(stub.url)).toBe(true);
    const payment = stub.checkouts.get(url);
    const invoice = (await get('/v1/billing/invoices')).json()[0];
    expect(payment).toMatchObject({ tenantId: store.tenantId, invoiceId: invoice.id, amountMinor: 30_500 });
    expect(payment?.currency.toUpperCase()).toBe('KWD');
    const checkoutCall = stub.calls.filter((c) => c.method === 'POST').at(-1);
    expect(checkoutCall?.headers['idempotency-key']).toContain(invoice.id);
    expect((await get('/v1/billing/subscription')).json()).toMatchObject({
      status: 'trialing',
      provider: p.name,
    });
    paid = stub.pay(url);
  });

  it('refuses webhooks not signed over the raw body, or signed outside the 300 s window', async () => {
    const tampered = { ...paid, body: paid.body.replace(store.tenantId, `${store.tenantId} `) };
    expect((await deliver(tampered)).statusCode).toBe(401);
    const unsigned = { ...paid, headers: { 'content-type': 'application/json' } };
    expect((await deliver(unsigned)).statusCode).toBe(401);
    const payment = [...stub.checkouts.values()][0];
    if (!payment) throw new Error('no checkout');
    const stale = stub.event(p.succeeded, payment, Math.floor(Date.now() / 1000) - 301);
    expect((await deliver(stale)).statusCode).toBe(401);
    const future = stub.event(p.succeeded, payment, Math.floor(Date.now() / 1000) + 301);
    expect((await deliver(future)).statusCode).toBe(401);
    expect((await get('/v1/billing/subscription')).json().status).toBe('trialing');
  });

  it('the signed checkout event makes the subscription active; a duplicate changes nothing', async () => {
    const first = await deliver(paid);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ [paid.id]: true });
    expect((await get('/v1/billing/subscription')).json()).toMatchObject({
      status: 'active',
      plan_code: 'growth',
      provider: p.name,
    });
    expect((await deliver(paid)).json()).toEqual({ [paid.id]: false });
  });

  it('a failure that arrives after the same invoice’s success (out of order) changes nothing', async () => {
    const payment = [...stub.checkouts.values()][0];
    if (!payment) throw new Error('no checkout');
    const late = await deliver(stub.event(p.failed, payment));
    expect(late.statusCode).toBe(200);
    expect((await get('/v1/billing/subscription')).json().status).toBe('active');
    expect((await get('/v1/billing/invoices')).json()[0].status).toBe('paid');
  });

  it('the portal is a session of the provider for the store’s customer', async () => {
    const res = await get('/v1/billing/portal');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url.startsWith(`${stub.url}/portal/`)).toBe(true);
  });

  it('accepts webhooks only from configured providers', async () => {
    expect((await deliver(paid, 'mock')).statusCode).toBe(422);
    expect((await deliver(paid, p.other)).statusCode).toBe(422);
    expect((await deliver(paid, 'nobody')).statusCode).toBe(422);
  });

  it('a declined renewal makes the subscription past_due and sends billing.payment_failed; paying recovers', async () => {
    const hook = await post('/v1/webhooks', {
      url: receiver.url(`/billing/${p.name}`),
      events: ['billing.payment_failed'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const sub = (await get('/v1/billing/subscription')).json();
    stub.decline = true;
    const collectsBefore = stub.calls.length;
    await runBillingClockAt(t, new Date(Date.parse(sub.current_period_end) + MINUTE), () => new Date());
    const charge = stub.calls.slice(collectsBefore).find((c) => c.method === 'POST');
    expect(charge?.headers['idempotency-key']).toMatch(/^collect-/);
    expect((await get('/v1/billing/subscription')).json().status).toBe('past_due');
    const renewal = (await get('/v1/billing/invoices'))
      .json()
      .find((i: { status: string }) => i.status === 'failed');
    expect(renewal).toBeDefined();
    // The unpaid invoice links to its pay link: listing asks the provider nothing, following the
    // link opens the provider's checkout for it, or answers 503 while the provider is down.
    const callsBefore = stub.calls.length;
    const listed = (await get('/v1/billing/invoices'))
      .json()
      .find((i: { id: string }) => i.id === renewal.id);
    expect(stub.calls.length).toBe(callsBefore);
    expect(listed.hosted_url).toMatch(/\/v1\/billing\/pay\//);
    const follow = () => t.app.inject({ method: 'GET', url: new URL(listed.hosted_url).pathname });
    const opened = await follow();
    expect(opened.statusCode, opened.body).toBe(303);
    expect(String(opened.headers.location).startsWith(stub.url)).toBe(true);
    expect(stub.checkouts.get(String(opened.headers.location))).toMatchObject({
      invoiceId: renewal.id,
      amountMinor: renewal.total_minor,
    });
    stub.failure = 'down';
    const down = await follow();
    const listedWhileDown = await get('/v1/billing/invoices');
    stub.failure = null;
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('7');
    expect(down.json()).toMatchObject({ code: 'internal_error', status: 503 });
    expect(listedWhileDown.statusCode).toBe(200);
    const [delivery] = await receiver.waitFor(1, `/billing/${p.name}`, 20_000);
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'billing.payment_failed' });
    // The provider retries the card and tells by webhook that it went through.
    const recovered = await deliver(
      stub.event(p.succeeded, {
        id: 'retry',
        tenantId: store.tenantId,
        invoiceId: renewal.id,
        amountMinor: renewal.total_minor,
        currency: 'KWD',
      }),
    );
    expect(Object.values(recovered.json())).toEqual([true]);
    expect((await get('/v1/billing/subscription')).json().status).toBe('active');
  });
});
