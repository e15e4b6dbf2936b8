import type { PaymentProvider } from '../../domain/billing/payment-provider.ts';
import {
  type LiveSubscription,
  type SubscriptionCommand,
  type SubscriptionState,
  subscriptionDecider,
} from '../../domain/billing/subscription.ts';
import { type ProviderName, subscriptionStream } from '../../domain/billing/subscription-events.ts';
import { foldEvents, handleCommand } from '../../domain/command-handling/handle-command.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { isBillingCurrency } from '../../domain/tenancy/plans.ts';
import { tenantDecider } from '../../domain/tenancy/tenant.ts';
import { tenantStream } from '../../domain/tenancy/tenant-events.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export interface BillingDeps extends CommandDeps {
  /** Products the store's catalog holds now (a downgrade below it is refused). */
  readonly productCount: (tenantId: string) => Promise<number>;
  readonly providers: Readonly<Partial<Record<ProviderName, PaymentProvider>>>;
  /** The provider new checkouts go through (configuration). */
  readonly checkoutProvider: ProviderName;
}

type Decided = Exclude<SubscriptionCommand, { type: 'StartTrial' | 'StartManual' | 'ChangePlan' }>;
type WithoutNow<C> = C extends unknown ? Omit<C, 'now'> : never;

/**
 * The billing commands of one store: each runs the subscription decider on the store's
 * subscription stream (starting the trial from the store's own facts the first time), then
 * brings the store's plan (the limits the rest of the service reads) in line with it.
 */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  /** The provider new checkouts go through. */
  get checkoutProvider(): ProviderName {
    return this.deps.checkoutProvider;
  }

  provider(name: ProviderName): PaymentProvider {
    const provider = this.deps.providers[name];
    if (!provider) {
      throw new DomainError('invalid_request', `the ${name} provider is not configured here`, [
        { field: 'provider', code: 'invalid', message: 'not configured' },
      ]);
    }
    return provider;
  }

  /** The subscription as the write side knows it, the trial included before anything was bought. */
  async current(tenantId: string): Promise<LiveSubscription> {
    const state = foldEvents(
      subscriptionDecider,
      await this.deps.eventStore.readStream(subscriptionStream(tenantId)),
    );
    return state.status === 'absent' ? this.ensureTrial(tenantId) : state;
  }

  async run(
    tenantId: string,
    command: WithoutNow<Decided>,
    now = this.deps.now(),
  ): Promise<LiveSubscription> {
    await this.ensureTrial(tenantId, now);
    return this.decide(tenantId, { ...command, now: now.toISOString() } as SubscriptionCommand);
  }

  /**
   * Checkout: the provider's checkout is made for the invoice this checkout will issue before
   * anything is written, so a provider that cannot be reached (UpstreamError) leaves the
   * subscription as it was. Answers where the merchant pays.
   */
  async checkout(
    tenantId: string,
    command: Omit<
      Extract<SubscriptionCommand, { type: 'Checkout' }>,
      'type' | 'now' | 'provider' | 'invoiceId'
    >,
    description: string,
  ): Promise<string> {
    const now = this.deps.now();
    const full: SubscriptionCommand = {
      type: 'Checkout',
      ...command,
      provider: this.checkoutProvider,
      now: now.toISOString(),
    };
    const planned = subscriptionDecider.decide(full, await this.current(tenantId));
    const issued = planned.find((e) => e.type === 'InvoiceIssued');
    if (issued?.type !== 'InvoiceIssued') throw new Error('checkout issued no invoice');
    const url = await this.provider(issued.data.provider).checkoutUrl({
      tenantId,
      invoiceId: issued.data.invoiceId,
      amountMinor: issued.data.totalMinor,
      currency: issued.data.currency,
      description,
    });
    await this.decide(tenantId, { ...full, invoiceId: issued.data.invoiceId });
    return url;
  }

  async changePlan(
    tenantId: string,
    command: Omit<Extract<SubscriptionCommand, { type: 'ChangePlan' }>, 'now' | 'productCount' | 'type'>,
  ): Promise<LiveSubscription> {
    const now = this.deps.now();
    await this.ensureTrial(tenantId, now);
    const productCount = await this.deps.productCount(tenantId);
    return this.decide(tenantId, { type: 'ChangePlan', ...command, productCount, now: now.toISOString() });
  }

  private async decide(tenantId: string, command: SubscriptionCommand): Promise<LiveSubscription> {
    const result = await handleCommand(
      this.deps.eventStore,
      subscriptionStream(tenantId),
      subscriptionDecider,
      command,
      { newEventId: this.deps.newId },
    );
    const state = live(result.state);
    await this.followPlan(tenantId, state);
    await this.deps.settle(result.position);
    return state;
  }

  /** The store's plan follows the subscription's (the worker repeats this if a process died in between). */
  async followPlan(tenantId: string, state: LiveSubscription): Promise<void> {
    const result = await handleCommand(
      this.deps.eventStore,
      tenantStream(tenantId),
      tenantDecider,
      { type: 'ChangePlan', planCode: state.planCode, now: this.deps.now().toISOString() },
      { newEventId: this.deps.newId },
    );
    await this.deps.settle(result.position);
  }

  private async ensureTrial(tenantId: string, now = this.deps.now()): Promise<LiveSubscription> {
    const store = foldEvents(tenantDecider, await this.deps.eventStore.readStream(tenantStream(tenantId)));
    if (store.status === 'absent') throw new DomainError('not_found', 'store was not found');
    const currency = isBillingCurrency(store.currency) ? store.currency : 'USD';
    // A store created with no trial is one the operator bills by hand.
    const start: SubscriptionCommand =
      store.trialEndsAt === null
        ? { type: 'StartManual', tenantId, planCode: store.planCode, currency, now: now.toISOString() }
        : {
            type: 'StartTrial',
            tenantId,
            planCode: store.planCode,
            currency,
            trialEndsAt: store.trialEndsAt,
            now: now.toISOString(),
          };
    const result = await handleCommand(
      this.deps.eventStore,
      subscriptionStream(tenantId),
      subscriptionDecider,
      start,
      { newEventId: this.deps.newId },
    );
    return live(result.state);
  }
}

const live = (state: SubscriptionState): LiveSubscription => {
  if (state.status === 'absent') throw new Error('the subscription was not started');
  return state;
};
