import type { DomainEvent } from '../command-handling/decider.ts';
import type { PlanCode } from './plans.ts';
import type { SearchSettings } from './store-settings.ts';

export type TenantStatus = 'trialing' | 'active' | 'past_due' | 'suspended' | 'canceled' | 'deleted';

export type StoreCreated = DomainEvent<
  'StoreCreated',
  {
    tenantId: string;
    slug: string;
    name: string;
    planCode: PlanCode;
    defaultLocale: string;
    locales: string[];
    currency: string;
    createdAt: string;
    /** Null for a store the operator created and bills by hand: no trial, active at once. */
    trialEndsAt: string | null;
  }
>;

export interface StoreSettingsChanges {
  readonly name?: string;
  readonly defaultLocale?: string;
  readonly locales?: readonly string[];
  readonly currency?: string;
  readonly search?: Partial<SearchSettings>;
}

/** A partial change of the store's settings; absent fields keep their value. */
export type StoreSettingsChanged = DomainEvent<
  'StoreSettingsChanged',
  { tenantId: string; changes: StoreSettingsChanges; changedAt: string }
>;

export type StorePlanChanged = DomainEvent<
  'StorePlanChanged',
  { tenantId: string; planCode: PlanCode; changedAt: string }
>;

export type TenantEvent = StoreCreated | StoreSettingsChanged | StorePlanChanged;

export const tenantStream = (tenantId: string): string => `tenant-${tenantId}`;
export const slugStream = (slug: string): string => `storeslug-${slug}`;
