import type { DomainEvent } from '../command-handling/decider.ts';
import type { AddonCode, BillingCurrency, BillingInterval, PlanCode } from '../tenancy/plans.ts';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' | 'incomplete';
export type ProviderName = 'provider_a' | 'provider_b' | 'mock' | 'manual';
export const PROVIDER_NAMES: readonly ProviderName[] = ['provider_a', 'provider_b', 'mock', 'manual'];

export type InvoicePurpose = 'checkout' | 'renewal' | 'change_plan' | 'addon';

/** One line of an invoice, in minor units of the invoice's currency (negative: a credit). */
export interface InvoiceLine {
  readonly kind:
    | 'plan'
    | 'proration_charge'
    | 'proration_credit'
    | 'addon'
    | 'search_overage'
    | 'credit_applied';
  readonly description: string;
  readonly amountMinor: number;
}

export interface AddonQuantity {
  readonly code: AddonCode;
  readonly quantity: number;
}

type E<T extends string, D extends object> = DomainEvent<T, D & { tenantId: string }>;

export type TrialStarted = E<
  'TrialStarted',
  { planCode: PlanCode; currency: BillingCurrency; trialEndsAt: string; startedAt: string }
>;
/** A store the operator bills by hand (created from the command line): active, with no trial and no renewals. */
export type ManualBillingStarted = E<
  'ManualBillingStarted',
  { planCode: PlanCode; currency: BillingCurrency; startedAt: string }
>;
export type InvoiceIssued = E<
  'InvoiceIssued',
  {
    invoiceId: string;
    purpose: InvoicePurpose;
    provider: ProviderName;
    currency: BillingCurrency;
    lines: InvoiceLine[];
    totalMinor: number;
    taxMinor: number;
    /** Credit left over from earlier downgrades that this invoice used up. */
    creditUsedMinor: number;
    issuedAt: string;
  }
>;
export type CheckoutStarted = E<
  'CheckoutStarted',
  {
    invoiceId: string;
    planCode: PlanCode;
    interval: BillingInterval;
    addons: AddonQuantity[];
    provider: ProviderName;
    /** Absent in events written before taxes: the currency's country. */
    billingCountry?: string | null;
    startedAt: string;
  }
>;
export type InvoicePaid = E<'InvoicePaid', { invoiceId: string; providerEventId: string; paidAt: string }>;
/** A payment attempt failed (the webhook kind `billing.payment_failed`). */
export type PaymentFailed = E<
  'PaymentFailed',
  { invoiceId: string; providerEventId: string; reason: string; failedAt: string; graceEndsAt: string | null }
>;
export type SubscriptionActivated = E<
  'SubscriptionActivated',
  {
    planCode: PlanCode;
    interval: BillingInterval;
    provider: ProviderName;
    periodStart: string;
    periodEnd: string;
  }
>;
export type PlanChanged = E<
  'PlanChanged',
  {
    fromPlan: PlanCode;
    planCode: PlanCode;
    interval: BillingInterval;
    /** Set when the interval changed: a new period starts at the change. */
    periodStart: string | null;
    periodEnd: string | null;
    /** Credit for later invoices this change left (a downgrade's unused days). */
    creditAddedMinor: number;
    changedAt: string;
  }
>;
export type AddonsCredited = E<
  'AddonsCredited',
  { code: AddonCode; quantity: number; units: number; periodEnd: string | null; at: string }
>;
export type CancellationScheduled = E<'CancellationScheduled', { reason: string | null; at: string }>;
export type SubscriptionCanceled = E<'SubscriptionCanceled', { reason: string | null; at: string }>;
export type TrialEnded = E<'TrialEnded', { at: string; graceEndsAt: string }>;
export type PeriodRenewed = E<'PeriodRenewed', { periodStart: string; periodEnd: string; invoiceId: string }>;
export type GracePeriodEnded = E<'GracePeriodEnded', { at: string }>;
/** A renewal could not be collected because the provider could not be reached: tried again at `retryAt`. */
export type CollectionDeferred = E<
  'CollectionDeferred',
  { invoiceId: string; attempt: number; reason: string; retryAt: string; at: string }
>;
/** The provider took a renewal's collection and will tell its outcome by webhook. */
export type CollectionRequested = E<'CollectionRequested', { invoiceId: string; at: string }>;
export type SubscriptionPaused = E<'SubscriptionPaused', { providerEventId: string; at: string }>;
export type SubscriptionResumed = E<'SubscriptionResumed', { providerEventId: string; at: string }>;
/** A provider's event that changed nothing when it came: kept so that a late redelivery changes nothing either. */
export type ProviderEventIgnored = E<
  'ProviderEventIgnored',
  { providerEventId: string; kind: string; at: string }
>;

export type SubscriptionEvent =
  | TrialStarted
  | ManualBillingStarted
  | InvoiceIssued
  | CheckoutStarted
  | InvoicePaid
  | PaymentFailed
  | SubscriptionActivated
  | PlanChanged
  | AddonsCredited
  | CancellationScheduled
  | SubscriptionCanceled
  | TrialEnded
  | PeriodRenewed
  | GracePeriodEnded
  | CollectionDeferred
  | CollectionRequested
  | SubscriptionPaused
  | SubscriptionResumed
  | ProviderEventIgnored;

export const SUBSCRIPTION_EVENT_TYPES: ReadonlySet<string> = new Set<SubscriptionEvent['type']>([
  'TrialStarted',
  'ManualBillingStarted',
  'InvoiceIssued',
  'CheckoutStarted',
  'InvoicePaid',
  'PaymentFailed',
  'SubscriptionActivated',
  'PlanChanged',
  'AddonsCredited',
  'CancellationScheduled',
  'SubscriptionCanceled',
  'TrialEnded',
  'PeriodRenewed',
  'GracePeriodEnded',
  'CollectionDeferred',
  'CollectionRequested',
  'SubscriptionPaused',
  'SubscriptionResumed',
  'ProviderEventIgnored',
]);

export const subscriptionStream = (tenantId: string): string => `subscription-${tenantId}`;
