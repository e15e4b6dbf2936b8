import { foldEvents } from '../../domain/command-handling/handle-command.ts';
import type { EventStore } from '../../domain/event-store/event-store.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { PLANS } from '../../domain/tenancy/plans.ts';
import { tenantDecider } from '../../domain/tenancy/tenant.ts';
import { tenantStream } from '../../domain/tenancy/tenant-events.ts';

export interface StoreProfile {
  readonly locales: readonly string[];
  readonly productsLimit: number | null;
  readonly defaultLocale: string;
  readonly currency: string;
}

/** The store as the write side knows it (its own stream, not a read model). */
export async function loadStoreProfile(eventStore: EventStore, tenantId: string): Promise<StoreProfile> {
  const state = foldEvents(tenantDecider, await eventStore.readStream(tenantStream(tenantId)));
  if (state.status === 'absent') throw new DomainError('not_found', 'store was not found');
  return {
    locales: state.locales,
    productsLimit: PLANS[state.planCode].productsLimit,
    defaultLocale: state.defaultLocale,
    currency: state.currency,
  };
}
