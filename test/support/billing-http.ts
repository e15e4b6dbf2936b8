import { expect } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { signTimestamped } from '../../infra/billing/timestamped-signature.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Checkout on `plan` through the route, then the mock payment page answered "paid"; read models caught up. */
export async function checkoutAndPay(t: TestApp, store: CreatedStore, plan: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/billing/checkout',
    headers: bearer(store.secretKey),
    payload: { plan_code: plan },
  });
  expect(res.statusCode, res.body).toBe(200);
  const paid = await answerPaymentPage(t, res.json().url, 'paid');
  expect(paid.statusCode).toBe(200);
  await t.settle();
}

/** The mock provider's payment page at `url` (a checkout's), answered as the shopper would. */
export const answerPaymentPage = (t: TestApp, url: string, outcome: 'paid' | 'failed') =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/**
 * A mock provider webhook carrying `events`, signed now (provider signatures are checked against
 * the wall clock, not a test's driven one) with the mock provider's secret; then read models caught
 * up and the credential cache dropped, so the next request sees the store's new status.
 * Answers which event ids changed something.
 */
export async function mockProviderWebhook(t: TestApp, events: object[]): Promise<Record<string, boolean>> {
  const body = JSON.stringify({ events });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/billing/webhooks/mock',
    headers: {
      'content-type': 'application/json',
      'mock-signature': signTimestamped(t.runtime.billing.mock.secret, body, Math.floor(Date.now() / 1000)),
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.settle();
  t.runtime.credentials.invalidate();
  return res.json() as Record<string, boolean>;
}
