import type { EventStore } from '../../domain/event-store/event-store.ts';
import type { OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import { WEBHOOK_LIMITS } from '../../domain/webhooks/limits.ts';
import {
  type AttemptResult,
  attemptKey,
  type ClaimedDelivery,
  type WebhookOutbox,
} from '../../domain/webhooks/outbox.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import { AttemptRecorder } from './attempt-recorder.ts';
import { disableFailingWebhook } from './disable-failing-webhook.ts';

export interface DispatcherDeps {
  readonly outbox: WebhookOutbox;
  readonly http: OutboundHttp;
  readonly secrets: SecretBox;
  readonly eventStore: EventStore;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly random?: () => number;
  readonly log?: (message: string) => void;
}

export interface DispatcherOptions {
  /** Attempts under way at once in this process. */
  readonly concurrency?: number;
  /** Attempts under way at once per endpoint, across every dispatcher. */
  readonly perEndpoint?: number;
  readonly timeoutMs?: number;
  /** Longest wait for new work when nothing wakes the dispatcher. */
  readonly pollMs?: number;
  /** How often deliveries held for disabled endpoints are checked against their window. */
  readonly sweepMs?: number;
}

export interface DispatcherStatus {
  readonly state: 'idle' | 'running' | 'stopped';
  readonly inFlight: number;
  readonly sent: number;
}

/**
 * Sends the outbox's due deliveries (`processes/webhooks`, run by the worker role). Each claim
 * leases rows with FOR UPDATE SKIP LOCKED; at most `perEndpoint` attempts are under way per
 * endpoint, so a slow receiver holds only its own slots; each attempt is recorded against its
 * lease, so a dispatcher that died (its lease passed) is taken over by another, which sends the
 * same `webhook-id` again: at least once, never lost.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Map<string, AbortController>();
  /** Attempts that ended and wait for their result to be written. */
  private recording = 0;
  private readonly recorder: AttemptRecorder;
  private running: Promise<void> | null = null;
  private stopped = false;
  private crashed = false;
  private sent = 0;
  private wake: (() => void) | null = null;
  /** Something freed a slot or made work since the last claim began: claim again before waiting. */
  private poked = false;
  private lastSweep = 0;
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly timeoutMs: number;
  private readonly pollMs: number;
  private readonly sweepMs: number;

  constructor(
    private readonly deps: DispatcherDeps,
    options: DispatcherOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 64;
    this.perEndpoint = options.perEndpoint ?? 4;
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_LIMITS.attemptTimeoutMs;
    this.pollMs = options.pollMs ?? 1_000;
    this.sweepMs = options.sweepMs ?? 60_000;
    this.recorder = new AttemptRecorder((results) => deps.outbox.recordAll(results), {
      // Written results free their endpoints' slots: claim again.
      onWritten: () => this.poke(),
    });
  }

  /** A lease outlives the longest attempt by a margin, so only a dead holder loses it. */
  get leaseMs(): number {
    return this.timeoutMs + 15_000;
  }

  start(): void {
    this.stopped = false;
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
  }

  status(): DispatcherStatus {
    return {
      state: this.stopped ? 'stopped' : this.running ? 'running' : 'idle',
      inFlight: this.inFlight.size,
      sent: this.sent,
    };
  }

  /** Stops claiming and lets the attempts under way finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    while (this.inFlight.size > 0 || this.recording > 0) await new Promise((r) => setTimeout(r, 10));
  }

  /**
   * Stops at once as a killed process would: attempts under way are cut off and nothing more is
   * recorded (their leases pass and another dispatcher sends them again). For crash tests.
   */
  async crash(): Promise<void> {
    this.stopped = true;
    this.crashed = true;
    for (const controller of this.inFlight.values()) controller.abort();
    this.recorder.drop();
    this.wake?.();
    await this.running;
    while (this.inFlight.size > 0 || this.recording > 0) await new Promise((r) => setTimeout(r, 5));
  }

  /** Claims what is due now and starts those attempts; the number started. */
  async tick(): Promise<number> {
    const now = this.deps.now();
    if (now.getTime() - this.lastSweep >= this.sweepMs) {
      this.lastSweep = now.getTime();
      const expired = await this.deps.outbox.expireHeld(now, WEBHOOK_LIMITS.retryWindowMs);
      if (expired > 0) this.deps.log?.(`webhooks: ${expired} deliveries of disabled endpoints are dead`);
    }
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return 0;
    const claimed = await this.deps.outbox.claimDue({
      now,
      limit: free,
      perEndpoint: this.perEndpoint,
      leaseMs: this.leaseMs,
      windowMs: WEBHOOK_LIMITS.retryWindowMs,
    });
    for (const delivery of claimed) void this.send(delivery);
    return claimed.length;
  }

  /** Runs ticks until nothing is due and nothing is under way (tests drive a simulated clock with it). */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.tick();
      if (started === 0 && this.inFlight.size === 0 && this.recording === 0) return;
      if (started === 0) await this.settled();
    }
  }

  /**
   * Sends one delivery now, in this process (the test endpoint's ping). When another dispatcher
   * holds it, waits for that attempt instead. Resolves when an attempt has been recorded.
   */
  async deliverNow(id: string): Promise<AttemptResult | null> {
    const delivery = await this.deps.outbox.claimOne(id, {
      now: this.deps.now(),
      leaseMs: this.leaseMs,
      windowMs: WEBHOOK_LIMITS.retryWindowMs,
    });
    return delivery ? this.send(delivery) : null;
  }

  private async send(delivery: ClaimedDelivery): Promise<AttemptResult | null> {
    const controller = new AbortController();
    const key = attemptKey(delivery);
    this.inFlight.set(key, controller);
    let result: AttemptResult;
    try {
      result = await attemptDelivery(delivery, {
        http: this.deps.http,
        secrets: this.deps.secrets,
        now: this.deps.now,
        random: this.deps.random ?? Math.random,
        timeoutMs: this.timeoutMs,
        signal: controller.signal,
      });
    } catch (error) {
      this.deps.log?.(`webhooks: delivery ${delivery.id} not attempted: ${(error as Error).message}`);
      return null;
    } finally {
      // The attempt is over: its place among this process's attempts is free, while its
      // endpoint's slot (the lease) stays taken until the result is written. Claiming again is
      // worth it now only if this process was full; otherwise the write wakes the loop.
      const wasFull = this.inFlight.size >= this.concurrency;
      this.inFlight.delete(key);
      this.onSettled(wasFull);
    }
    if (this.crashed) return null;
    this.recording++;
    try {
      const recorded = await this.recorder.record(result);
      this.sent++;
      if (recorded) await this.disableIfFailing(delivery, result);
      return result;
    } catch (error) {
      this.deps.log?.(`webhooks: delivery ${delivery.id} not recorded: ${(error as Error).message}`);
      return null;
    } finally {
      this.recording--;
      this.onSettled();
    }
  }

  /** A 410, or a delivery dead with no success to its endpoint since its first attempt, disables the endpoint. */
  private async disableIfFailing(delivery: ClaimedDelivery, result: AttemptResult): Promise<void> {
    const target = { tenantId: delivery.tenantId, webhookId: delivery.webhookId, deliveryId: delivery.id };
    if (result.outcome === 'gone') return disableFailingWebhook(this.deps, { ...target, reason: 'gone' });
    if (result.outcome !== 'dead') return;
    const firstAttempt = delivery.expiresAt.getTime() - WEBHOOK_LIMITS.retryWindowMs;
    const lastSuccess = await this.deps.outbox.lastSuccessAt(delivery.webhookId);
    if (lastSuccess === null || lastSuccess.getTime() < firstAttempt)
      await disableFailingWebhook(this.deps, { ...target, reason: 'failing' });
  }

  private settledWaiters: (() => void)[] = [];

  private onSettled(wake = true): void {
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const w of waiters) w();
    if (wake) this.poke();
  }

  /** Wakes the loop, or, while it claims, makes it claim again instead of waiting. */
  private poke(): void {
    this.poked = true;
    this.wake?.();
  }

  private settled(): Promise<void> {
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let started = 0;
      let claimed = true;
      this.poked = false;
      try {
        started = await this.tick();
      } catch (error) {
        claimed = false;
        this.deps.log?.(`webhooks: claim failed: ${(error as Error).message}`);
      }
      if (this.stopped) break;
      const room = this.inFlight.size < this.concurrency;
      if (claimed && room && (started > 0 || this.poked)) continue;
      // Woken by a NOTIFY (deliveries made), a finished attempt (an endpoint slot freed) or the poll.
      const woken = new AbortController();
      this.wake = () => woken.abort();
      await this.deps.outbox.waitForWork(this.pollMs, woken.signal);
      this.wake = null;
    }
  }
}
