import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { tenantDecider } from './tenant.ts';
import type { TenantEvent } from './tenant-events.ts';

const given = deciderSpec(tenantDecider);
const now = '2026-11-22T10:00:00.000Z';
const create = {
  type: 'CreateStore' as const,
  tenantId: 't1',
  slug: 'shop',
  name: 'Shop',
  planCode: 'growth' as const,
  locales: ['ar', 'en'],
  defaultLocale: 'ar',
  currency: 'SAR',
  trial: true,
  now,
};
const created: TenantEvent = {
  type: 'StoreCreated',
  data: {
    tenantId: 't1',
    slug: 'shop',
    name: 'Shop',
    planCode: 'growth',
    defaultLocale: 'ar',
    locales: ['ar', 'en'],
    currency: 'SAR',
    createdAt: now,
    trialEndsAt: '2026-12-06T10:00:00.000Z',
  },
};

describe('tenant decider', () => {
  it('creates a store once, with its trial', () => {
    given([]).when(create).then([created]);
    given([created]).when(create).thenThrows({ code: 'conflict' });
  });

  it('creates a store the operator bills by hand with no trial, active at once', () => {
    given([])
      .when({ ...create, trial: false })
      .then([{ ...created, data: { ...created.data, trialEndsAt: null } } as TenantEvent]);
  });

  it('refuses a default language that is not one of the store languages, or repeated languages', () => {
    given([])
      .when({ ...create, defaultLocale: 'fr' })
      .thenThrows({ code: 'invalid_request' });
    given([])
      .when({ ...create, locales: ['ar', 'ar'] })
      .thenThrows({ code: 'invalid_request' });
    given([])
      .when({ ...create, locales: [] })
      .thenThrows({ code: 'invalid_request' });
  });

  it('changes settings, moving the default language when its language is dropped', () => {
    given([created])
      .when({ type: 'ChangeStoreSettings', changes: { locales: ['en'] }, now })
      .then([
        {
          type: 'StoreSettingsChanged',
          data: { tenantId: 't1', changes: { locales: ['en'], defaultLocale: 'en' }, changedAt: now },
        },
      ]);
  });

  it('records nothing when the settings are already so', () => {
    given([created])
      .when({ type: 'ChangeStoreSettings', changes: { name: 'Shop' }, now })
      .then([]);
    given([created])
      .when({ type: 'ChangeStoreSettings', changes: { search: { typo_tolerance: true } }, now })
      .then([]);
  });

  it('changes the plan, once', () => {
    given([created])
      .when({ type: 'ChangePlan', planCode: 'enterprise', now })
      .then([{ type: 'StorePlanChanged', data: { tenantId: 't1', planCode: 'enterprise', changedAt: now } }]);
    given([created]).when({ type: 'ChangePlan', planCode: 'growth', now }).then([]);
  });

  it('a store that does not exist cannot change', () => {
    given([]).when({ type: 'ChangePlan', planCode: 'growth', now }).thenThrows({ code: 'not_found' });
    given([]).when({ type: 'ChangeStoreSettings', changes: {}, now }).thenThrows({ code: 'not_found' });
  });
});
