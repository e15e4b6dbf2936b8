import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from '../../domain/billing/payment-provider.ts';

/** Seconds a signed webhook may be away from now (spec: webhook clock tolerance). */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * The hosted-checkout providers' webhook signature: a header `t=<unix seconds>,v1=<hex>`
 * where the hex is HMAC-SHA256 of `<t>.<raw body>`; several `v1` entries while a secret
 * is rotated.
 */
export function signTimestamped(secret: string, body: string, atSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${atSeconds}.${body}`).digest('hex');
  return `t=${atSeconds},v1=${mac}`;
}

export function verifyTimestamped(secret: string, body: string, header: string | undefined, now: Date): void {
  if (!header) throw new WebhookSignatureError('no signature header');
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const candidates = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || candidates.length === 0)
    throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) {
    throw new WebhookSignatureError('timestamp outside the tolerance window');
  }
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const ok = candidates.some((c) => {
    const given = Buffer.from(c);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('signature does not match');
}

/**
 * provider_b's webhook signature: a header `ts=<unix seconds>;h1=<hex>` where the hex is
 * HMAC-SHA256 of `<ts>:<raw body>`; several `h1` entries while a secret is rotated.
 */
export function signSemicolon(secret: string, body: string, atSeconds: number): string {
  return `ts=${atSeconds};h1=${createHmac('sha256', secret).update(`${atSeconds}:${body}`).digest('hex')}`;
}

export function verifySemicolon(secret: string, body: string, header: string | undefined, now: Date): void {
  if (!header) throw new WebhookSignatureError('no signature header');
  const parts = header.split(';').map((p) => p.trim().split('='));
  const ts = Number(parts.find(([k]) => k === 'ts')?.[1]);
  const candidates = parts.filter(([k]) => k === 'h1').map(([, v]) => v ?? '');
  if (!Number.isInteger(ts) || candidates.length === 0)
    throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(now.getTime() / 1000 - ts) > SIGNATURE_TOLERANCE_S) {
    throw new WebhookSignatureError('timestamp outside the tolerance window');
  }
  const expected = Buffer.from(createHmac('sha256', secret).update(`${ts}:${body}`).digest('hex'));
  const ok = candidates.some((c) => {
    const given = Buffer.from(c);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('signature does not match');
}
