import type { WebhookEventKind } from './event-kinds.ts';
import type { PreviousSecret, SealedSecret } from './webhook-events.ts';

/** A delivery claimed for one attempt: its endpoint as it is now, and the bytes to send. */
export interface ClaimedDelivery {
  readonly id: string;
  readonly tenantId: string;
  readonly webhookId: string;
  readonly eventType: WebhookEventKind;
  readonly url: string;
  readonly payload: string;
  /** This attempt's number, 1-based. */
  readonly attempt: number;
  readonly secret: SealedSecret;
  readonly previousSecrets: readonly PreviousSecret[];
  /** End of the retry window. */
  readonly expiresAt: Date;
}

/** Names one attempt of one delivery. */
export const attemptKey = (a: { readonly id: string; readonly attempt: number }): string =>
  `${a.id}#${a.attempt}`;

/** How an attempt ended, as the dispatcher records it. */
export interface AttemptResult {
  readonly id: string;
  readonly attempt: number;
  /** `gone`: the receiver answered 410 (the delivery is dead and the endpoint is disabled). */
  readonly outcome: 'succeeded' | 'failed' | 'dead' | 'gone';
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly finishedAt: Date;
  /** For `failed`: when to try again. */
  readonly nextAttemptAt: Date | null;
}

export interface ClaimOptions {
  readonly now: Date;
  readonly limit: number;
  /** At most this many attempts under way per endpoint, counting every dispatcher's. */
  readonly perEndpoint: number;
  /** How long a claim holds a delivery before another dispatcher may take it (its holder died). */
  readonly leaseMs: number;
  /** Window set on a delivery's first attempt. */
  readonly windowMs: number;
}

/**
 * Port: the deliveries waiting to be sent (the outbox the webhooks projector fills). Adapter:
 * PostgreSQL (`infra/webhooks/`).
 */
export interface WebhookOutbox {
  /** Due deliveries of enabled endpoints (and pings), oldest first, leased to the caller. */
  claimDue(options: ClaimOptions): Promise<ClaimedDelivery[]>;
  /** One delivery, if it can be claimed now (the test endpoint sends its ping at once). */
  claimOne(id: string, options: Omit<ClaimOptions, 'limit' | 'perEndpoint'>): Promise<ClaimedDelivery | null>;
  /**
   * Records attempts that ended, in one write; the ones recorded (`attemptKey`). An attempt is
   * left out when its lease was lost (another dispatcher took the delivery).
   */
  recordAll(results: readonly AttemptResult[]): Promise<ReadonlySet<string>>;
  /** The endpoint's last successful attempt, if any. */
  lastSuccessAt(webhookId: string): Promise<Date | null>;
  /** Deliveries held for a disabled endpoint past their window become dead. */
  expireHeld(now: Date, windowMs: number): Promise<number>;
  /**
   * Resolves when deliveries may have been made, after `ms`, or when `signal` aborts. A
   * notice of new deliveries that came while nobody waited makes the next wait end at once.
   */
  waitForWork(ms: number, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
