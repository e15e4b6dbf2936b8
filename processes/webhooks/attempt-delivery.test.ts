import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OutboundHttp, OutboundRequest, OutboundResponse } from '../../domain/outbound/outbound-http.ts';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import type { ClaimedDelivery } from '../../domain/webhooks/outbox.ts';
import { webhookSecretContext } from '../../domain/webhooks/webhook-events.ts';
import { attemptDelivery, DEFAULT_TIMEOUT_MS } from './attempt-delivery.ts';

/** An OutboundHttp that records each request and answers with the given status. */
const answering = (status: number, headers: Record<string, string> = {}) => {
  const requests: OutboundRequest[] = [];
  const http: OutboundHttp = {
    async request(request) {
      requests.push(request);
      const response: OutboundResponse = {
        status,
        headers,
        url: request.url,
        address: '203.0.113.9',
        chunks: async function* () {},
        bytes: async () => new Uint8Array(),
        text: async () => '',
        discard: () => undefined,
      };
      return response;
    },
  };
  return { http, requests };
};

/** Seals by wrapping (the real box is tested in infra/crypto): opens only for its own context. */
const box: SecretBox = {
  seal: (plain, context) => `${context}|${plain}`,
  open: (sealed, context) => {
    if (!sealed.startsWith(`${context}|`)) throw new Error('not for this context');
    return sealed.slice(context.length + 1);
  },
};
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const now = new Date('2026-03-01T10:00:00Z');
const delivery: ClaimedDelivery = {
  id: 'msg_1',
  tenantId: 't1',
  webhookId: 'w1',
  eventType: 'ping',
  url: 'https://hooks.example/in',
  payload: '{"type":"ping"}',
  attempt: 1,
  secret: box.seal(secret, webhookSecretContext('t1', 'w1')),
  previousSecrets: [
    { secret: box.seal('whsec_b2xk', webhookSecretContext('t1', 'w1')), expiresAt: '2026-03-01T09:00:00Z' },
  ],
  expiresAt: new Date(now.getTime() + 3 * 86_400_000),
};
const deps = (http: OutboundHttp) => ({
  http,
  secrets: box,
  now: () => now,
  random: () => 0,
  timeoutMs: DEFAULT_TIMEOUT_MS,
});

describe('one webhook attempt', () => {
  it('POSTs the stored bytes over HTTPS only, 15 s deadline, no redirect followed', async () => {
    const { http, requests } = answering(200);
    const result = await attemptDelivery(delivery, deps(http));
    expect(result).toMatchObject({ outcome: 'succeeded', responseStatus: 200, nextAttemptAt: null });
    expect(requests[0]).toMatchObject({
      url: delivery.url,
      method: 'POST',
      body: delivery.payload,
      timeoutMs: 15_000,
      maxRedirects: 0,
      schemes: ['https:'],
    });
    // An expired previous secret no longer signs.
    expect(requests[0]?.headers?.['webhook-signature']?.split(' ')).toHaveLength(1);
  });

  it('a 410 is final, a 3xx and a 5xx are retried', async () => {
    expect((await attemptDelivery(delivery, deps(answering(410).http))).outcome).toBe('gone');
    const moved = await attemptDelivery(
      delivery,
      deps(answering(301, { location: 'https://x.example' }).http),
    );
    expect(moved).toMatchObject({ outcome: 'failed', error: 'redirects are not followed' });
    const down = await attemptDelivery(delivery, deps(answering(503).http));
    expect(down.outcome).toBe('failed');
    expect(down.nextAttemptAt?.getTime()).toBe(now.getTime() + 2_500);
  });
});
