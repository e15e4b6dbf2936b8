import { OutboundError, type OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import type { AttemptResult, ClaimedDelivery } from '../../domain/webhooks/outbox.ts';
import { nextAttemptAt, parseRetryAfter } from '../../domain/webhooks/retry-schedule.ts';
import { signedHeaders } from '../../domain/webhooks/signature.ts';
import { webhookSecretContext } from '../../domain/webhooks/webhook-events.ts';

export interface AttemptDeps {
  readonly http: OutboundHttp;
  readonly secrets: SecretBox;
  readonly now: () => Date;
  readonly random: () => number;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** Answers are read no further than this: only the status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;
const USER_AGENT = 'StoreSearch-Webhooks/1';

/** The secrets that sign an attempt now: the current one, then those of rotations still within their overlap. */
export function signingSecrets(delivery: ClaimedDelivery, secrets: SecretBox, now: Date): string[] {
  const context = webhookSecretContext(delivery.tenantId, delivery.webhookId);
  const previous = delivery.previousSecrets.filter((p) => Date.parse(p.expiresAt) > now.getTime());
  return [delivery.secret, ...previous.map((p) => p.secret)].map((sealed) => secrets.open(sealed, context));
}

/**
 * One attempt: POSTs the delivery's stored bytes, signed for this attempt's timestamp (Standard
 * Webhooks), to the endpoint through the guarded client (HTTPS only, no redirect followed, the
 * resolved address checked and connected to), and says how it ended and when to try again.
 */
export async function attemptDelivery(delivery: ClaimedDelivery, deps: AttemptDeps): Promise<AttemptResult> {
  const sentAt = deps.now();
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const body = delivery.payload;
  let status: number | null = null;
  let error: string | null = null;
  let retryAfter: string | undefined;
  try {
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      ...signedHeaders(signingSecrets(delivery, deps.secrets, sentAt), delivery.id, timestamp, body),
    };
    const answer = await deps.http.request({
      url: delivery.url,
      method: 'POST',
      headers,
      body,
      timeoutMs: deps.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
      schemes: ['https:'],
      signal: deps.signal,
    });
    status = answer.status;
    retryAfter = answer.headers['retry-after'];
    answer.discard();
  } catch (failure) {
    error =
      failure instanceof OutboundError
        ? `${failure.code}: ${failure.message}`
        : `failed: ${failure instanceof Error ? failure.message : String(failure)}`;
  }
  const finishedAt = deps.now();
  const base = { id: delivery.id, attempt: delivery.attempt, responseStatus: status, finishedAt };
  if (status !== null && status >= 200 && status < 300)
    return { ...base, outcome: 'succeeded', error: null, nextAttemptAt: null };
  if (status === 410)
    return { ...base, outcome: 'gone', error: 'the receiver answered 410 Gone', nextAttemptAt: null };
  const next = nextAttemptAt({
    attempt: delivery.attempt,
    now: finishedAt,
    expiresAt: delivery.expiresAt,
    retryAfterMs: parseRetryAfter(retryAfter, finishedAt),
    random: deps.random(),
  });
  const why =
    error ?? (status !== null && status >= 300 && status < 400 ? 'redirects are not followed' : null);
  return next === null
    ? { ...base, outcome: 'dead', error: why, nextAttemptAt: null }
    : { ...base, outcome: 'failed', error: why, nextAttemptAt: next };
}

export const DEFAULT_TIMEOUT_MS = WEBHOOK_LIMITS.attemptTimeoutMs;
