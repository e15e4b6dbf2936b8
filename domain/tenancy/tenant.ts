import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import { PLANS, type PlanCode } from './plans.ts';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from './store-settings.ts';
import type { StoreSettingsChanges, TenantEvent, TenantStatus } from './tenant-events.ts';

export type TenantState =
  | { readonly status: 'absent' }
  | {
      readonly status: TenantStatus;
      readonly tenantId: string;
      readonly slug: string;
      readonly name: string;
      readonly planCode: PlanCode;
      readonly defaultLocale: string;
      readonly locales: readonly string[];
      readonly currency: string;
      readonly search: SearchSettings;
      readonly createdAt: string;
      readonly trialEndsAt: string | null;
    };

export type TenantCommand =
  | {
      readonly type: 'CreateStore';
      readonly tenantId: string;
      readonly slug: string;
      readonly name: string;
      readonly planCode: PlanCode;
      readonly locales: readonly string[];
      readonly defaultLocale: string;
      readonly currency: string;
      /** A self-serve store starts a trial; one the operator creates is billed by hand. */
      readonly trial: boolean;
      readonly now: string;
    }
  | { readonly type: 'ChangeStoreSettings'; readonly changes: StoreSettingsChanges; readonly now: string }
  | { readonly type: 'ChangePlan'; readonly planCode: PlanCode; readonly now: string };

const DAY_MS = 86_400_000;

const invalid = (field: string, message: string) =>
  new DomainError('invalid_request', message, [{ field, code: 'invalid', message }]);

function checkLocales(locales: readonly string[], defaultLocale: string, fieldPrefix = ''): void {
  if (locales.length === 0) throw invalid(`${fieldPrefix}locales`, 'a store needs at least one language');
  if (new Set(locales).size !== locales.length)
    throw invalid(`${fieldPrefix}locales`, 'languages must not repeat');
  if (!locales.includes(defaultLocale)) {
    throw invalid(`${fieldPrefix}default_locale`, 'the default language must be one of the store languages');
  }
}

export const tenantDecider: Decider<TenantCommand, TenantEvent, TenantState> = {
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) =>
    match(event)
      .with(
        { type: 'StoreCreated' },
        ({ data }): TenantState => ({
          status: data.trialEndsAt === null ? 'active' : 'trialing',
          tenantId: data.tenantId,
          slug: data.slug,
          name: data.name,
          planCode: data.planCode,
          defaultLocale: data.defaultLocale,
          locales: data.locales,
          currency: data.currency,
          search: DEFAULT_SEARCH_SETTINGS,
          createdAt: data.createdAt,
          trialEndsAt: data.trialEndsAt,
        }),
      )
      .with({ type: 'StoreSettingsChanged' }, ({ data }): TenantState => {
        if (state.status === 'absent') return state;
        const c = data.changes;
        return {
          ...state,
          name: c.name ?? state.name,
          defaultLocale: c.defaultLocale ?? state.defaultLocale,
          locales: c.locales ?? state.locales,
          currency: c.currency ?? state.currency,
          search: { ...state.search, ...c.search },
        };
      })
      .with(
        { type: 'StorePlanChanged' },
        ({ data }): TenantState =>
          state.status === 'absent' ? state : { ...state, planCode: data.planCode },
      )
      .exhaustive(),

  decide: (command, state) =>
    match(command)
      .with({ type: 'CreateStore' }, (c): TenantEvent[] => {
        if (state.status !== 'absent') throw new DomainError('conflict', 'the store exists already');
        checkLocales(c.locales, c.defaultLocale);
        const trialEndsAt = c.trial
          ? new Date(Date.parse(c.now) + PLANS[c.planCode].trialDays * DAY_MS).toISOString()
          : null;
        return [
          {
            type: 'StoreCreated',
            data: {
              tenantId: c.tenantId,
              slug: c.slug,
              name: c.name,
              planCode: c.planCode,
              defaultLocale: c.defaultLocale,
              locales: [...c.locales],
              currency: c.currency,
              createdAt: c.now,
              trialEndsAt,
            },
          },
        ];
      })
      .with({ type: 'ChangeStoreSettings' }, (c): TenantEvent[] => {
        if (state.status === 'absent') throw new DomainError('not_found', 'store was not found');
        const locales = c.changes.locales ?? state.locales;
        const defaultLocale =
          c.changes.defaultLocale ??
          (locales.includes(state.defaultLocale) ? state.defaultLocale : locales[0]);
        checkLocales(locales, defaultLocale ?? '');
        const changes: StoreSettingsChanges = {
          ...c.changes,
          ...(defaultLocale !== state.defaultLocale ? { defaultLocale } : {}),
        };
        const unchanged =
          (changes.name === undefined || changes.name === state.name) &&
          (changes.defaultLocale === undefined || changes.defaultLocale === state.defaultLocale) &&
          (changes.locales === undefined || changes.locales.join(',') === state.locales.join(',')) &&
          (changes.currency === undefined || changes.currency === state.currency) &&
          (changes.search === undefined ||
            Object.entries(changes.search).every(
              ([k, v]) => JSON.stringify(v) === JSON.stringify(state.search[k as keyof SearchSettings]),
            ));
        if (unchanged) return [];
        return [
          { type: 'StoreSettingsChanged', data: { tenantId: state.tenantId, changes, changedAt: c.now } },
        ];
      })
      .with({ type: 'ChangePlan' }, (c): TenantEvent[] => {
        if (state.status === 'absent') throw new DomainError('not_found', 'store was not found');
        if (state.planCode === c.planCode) return [];
        return [
          {
            type: 'StorePlanChanged',
            data: { tenantId: state.tenantId, planCode: c.planCode, changedAt: c.now },
          },
        ];
      })
      .exhaustive(),
};
