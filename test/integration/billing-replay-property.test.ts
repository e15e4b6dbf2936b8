import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SubscriptionCommand,
  type SubscriptionState,
  subscriptionDecider,
} from '../../domain/billing/subscription.ts';
import { subscriptionStream } from '../../domain/billing/subscription-events.ts';
import { foldEvents, handleCommand } from '../../domain/command-handling/handle-command.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { BillingCurrency, PlanCode } from '../../domain/tenancy/plans.ts';
import { replayProjectors } from '../../infra/projection-runtime/replay.ts';
import { billingProjector } from '../../projections/billing/billing-projector.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

type Step =
  | { kind: 'advance'; days: number }
  | { kind: 'checkout'; plan: PlanCode; year: boolean; addons: number }
  | { kind: 'change'; plan: PlanCode; year: boolean; addons: number; products: number }
  | { kind: 'addon'; code: 'assistant_500' | 'assistant_2000'; quantity: number }
  | { kind: 'cancel'; atPeriodEnd: boolean }
  | {
      kind: 'provider';
      what: 'payment_succeeded' | 'payment_failed' | 'paused' | 'resumed';
      invoice: number;
      eventId: number;
    }
  | { kind: 'collect'; invoice: number; taken: boolean }
  | { kind: 'tick'; searches: number };

const plan = fc.constantFrom<PlanCode>('starter', 'growth', 'pro', 'enterprise');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 0, max: 40 }) }),
  fc.record({ kind: fc.constant('checkout' as const), plan, year: fc.boolean(), addons: fc.nat(2) }),
  fc.record({
    kind: fc.constant('change' as const),
    plan,
    year: fc.boolean(),
    addons: fc.nat(2),
    products: fc.constantFrom(0, 4_000, 30_000),
  }),
  fc.record({
    kind: fc.constant('addon' as const),
    code: fc.constantFrom('assistant_500' as const, 'assistant_2000' as const),
    quantity: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), atPeriodEnd: fc.boolean() }),
  fc.record({
    kind: fc.constant('provider' as const),
    what: fc.constantFrom(
      'payment_succeeded' as const,
      'payment_failed' as const,
      'paused' as const,
      'resumed' as const,
    ),
    invoice: fc.nat(10),
    // Few ids: deliveries repeat.
    eventId: fc.nat(8),
  }),
  fc.record({ kind: fc.constant('collect' as const), invoice: fc.nat(10), taken: fc.boolean() }),
  fc.record({ kind: fc.constant('tick' as const), searches: fc.integer({ min: 0, max: 2_000_000 }) }),
);

/** The command a step is, against the subscription as it stands (invoices picked among those issued). */
function commandOf(s: Step, state: SubscriptionState, now: string): SubscriptionCommand | null {
  const invoices = state.status === 'absent' ? [] : Object.keys(state.invoices);
  const pick = (n: number) => invoices[n % Math.max(1, invoices.length)] ?? null;
  const addons = (n: number) => (n === 0 ? [] : [{ code: 'assistant_500' as const, quantity: n }]);
  switch (s.kind) {
    case 'advance':
      return null;
    case 'checkout':
      return {
        type: 'Checkout',
        planCode: s.plan,
        interval: s.year ? 'year' : 'month',
        addons: addons(s.addons),
        provider: 'mock',
        now,
      };
    case 'change':
      return {
        type: 'ChangePlan',
        planCode: s.plan,
        interval: s.year ? 'year' : 'month',
        addons: addons(s.addons),
        productCount: s.products,
        now,
      };
    case 'addon':
      return { type: 'PurchaseAddon', code: s.code, quantity: s.quantity, now };
    case 'cancel':
      return { type: 'Cancel', atPeriodEnd: s.atPeriodEnd, reason: 'a reason', now };
    case 'provider':
      return {
        type: 'RecordProviderEvent',
        event: { id: `evt_${s.eventId}`, kind: s.what, invoiceId: pick(s.invoice) },
        now,
      };
    case 'collect': {
      const invoiceId = pick(s.invoice);
      if (invoiceId === null) return null;
      return s.taken
        ? { type: 'MarkCollectionRequested', invoiceId, now }
        : { type: 'DeferCollection', invoiceId, reason: 'unreachable', now };
    }
    case 'tick':
      return { type: 'Tick', now, billedSearches: s.searches };
  }
}

/**
 * The billing read model rebuilt from the history equals the one the live projector kept, for
 * any history the decider makes: random commands (checkouts, plan changes with any catalog size,
 * add-ons, cancellations, provider deliveries repeated and out of order, pauses, collections,
 * clock ticks with usage) appended to the real event store and projected as the service does.
 */
describe('billing read model: a replay from scratch gives the same tables as the live projection', () => {
  let t: TestApp;
  const tenants: string[] = [];
  beforeAll(async () => {
    // No worker: its billing clock would renew these histories (dated 2026-01) on its own.
    t = await startTestApp({}, { runJobs: false });
  });
  afterAll(async () => t.close());

  const rows = async (tenantId: string) => ({
    subscriptions: (await t.db.pool.query('select * from subscriptions where tenant_id = $1', [tenantId]))
      .rows,
    invoices: (await t.db.pool.query('select * from invoices where tenant_id = $1 order by id', [tenantId]))
      .rows,
  });
  /** Waits until the live projector has applied the stream's last event. */
  const projected = async (tenantId: string, revision: bigint) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows: r } = await t.db.pool.query<{ last_revision: string }>(
        'select last_revision from subscriptions where tenant_id = $1',
        [tenantId],
      );
      if (r[0] && BigInt(r[0].last_revision) >= revision) return;
      if (Date.now() > deadline) throw new Error('the live projector never caught up');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('property: for each history, the store’s rows re-projected from its events, in batches of any size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<BillingCurrency>('USD', 'SAR', 'KWD', 'BHD'),
        fc.boolean(),
        fc.array(step, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        async (currency, trial, steps, batchSize) => {
          const tenantId = randomUUID();
          tenants.push(tenantId);
          const stream = subscriptionStream(tenantId);
          let clock = T0;
          const exec = async (command: SubscriptionCommand) => {
            try {
              await handleCommand(t.runtime.eventStore, stream, subscriptionDecider, command, {
                newEventId: randomUUID,
              });
            } catch (error) {
              if (!(error instanceof DomainError)) throw error;
            }
          };
          const now = () => new Date(clock).toISOString();
          await exec(
            trial
              ? {
                  type: 'StartTrial',
                  tenantId,
                  planCode: 'starter',
                  currency,
                  trialEndsAt: new Date(T0 + 14 * DAY).toISOString(),
                  now: now(),
                }
              : { type: 'StartManual', tenantId, planCode: 'growth', currency, now: now() },
          );
          for (const s of steps) {
            if (s.kind === 'advance') clock += s.days * DAY;
            const history = await t.runtime.eventStore.readStream(stream);
            const command = commandOf(s, foldEvents(subscriptionDecider, history), now());
            if (command) await exec(command);
          }
          const events = await t.runtime.eventStore.readStream(stream);
          await projected(tenantId, events.at(-1)?.revision ?? 0n);
          const live = await rows(tenantId);
          // The read model's state is the decider's own state for the stream.
          expect(live.subscriptions[0]?.state).toEqual(
            JSON.parse(JSON.stringify(foldEvents(subscriptionDecider, events))),
          );

          await t.db.pool.query('delete from invoices where tenant_id = $1', [tenantId]);
          await t.db.pool.query('delete from subscriptions where tenant_id = $1', [tenantId]);
          for (let i = 0; i < events.length; i += batchSize) {
            await billingProjector.apply(events.slice(i, i + batchSize), t.db.pool);
          }
          expect(await rows(tenantId)).toEqual(live);
          // A batch applied again (a projector restarted before its checkpoint) changes nothing.
          await billingProjector.apply(events.slice(-batchSize), t.db.pool);
          expect(await rows(tenantId)).toEqual(live);
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);

  it('npm run replay of the billing projector rebuilds both tables, every store at once, as they were', async () => {
    expect(tenants.length).toBeGreaterThan(0);
    const dump = async () => ({
      subscriptions: (await t.db.pool.query('select * from subscriptions order by tenant_id')).rows,
      invoices: (await t.db.pool.query('select * from invoices order by tenant_id, id')).rows,
    });
    const live = await dump();
    expect(live.subscriptions.length).toBeGreaterThanOrEqual(tenants.length);
    await t.runtime.projections.stop();
    await replayProjectors(t.db.pool, t.runtime.eventStore, [billingProjector]);
    expect(await dump()).toEqual(live);
  }, 300_000);
});
