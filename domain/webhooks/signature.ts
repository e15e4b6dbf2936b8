import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signatures (spec "Events", delivery rules 1-2): HMAC-SHA256 over
 * `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed by the base64-decoded secret after its
 * `whsec_` prefix, base64-encoded and prefixed `v1,`. Several secrets (a rotation in force) give
 * several space-separated entries.
 */
export const SECRET_PREFIX = 'whsec_';

export function secretBytes(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('a webhook secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export function signature(
  secret: string,
  webhookId: string,
  timestamp: number,
  body: string | Uint8Array,
): string {
  const mac = createHmac('sha256', secretBytes(secret));
  mac.update(`${webhookId}.${timestamp}.`);
  mac.update(body);
  return `v1,${mac.digest('base64')}`;
}

/** The three headers of one attempt, signed over exactly `body`. */
export function signedHeaders(
  secrets: readonly string[],
  webhookId: string,
  timestamp: number,
  body: string | Uint8Array,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((s) => signature(s, webhookId, timestamp, body)).join(' '),
  };
}
