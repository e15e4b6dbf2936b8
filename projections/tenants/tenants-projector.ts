import { match } from 'ts-pattern';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { ApiKeyEvent } from '../../domain/tenancy/api-keys.ts';
import type { TenantEvent } from '../../domain/tenancy/tenant-events.ts';
import type { SqlProjector } from '../projector.ts';

/** Stores and their keys, as the authentication layer and the settings endpoints read them. */
export const tenantsProjector: SqlProjector = {
  name: 'tenants',
  handles: new Set([
    'StoreCreated',
    'StoreSettingsChanged',
    'StorePlanChanged',
    'ApiKeyCreated',
    'ApiKeyRevoked',
  ]),
  tables: ['tenants', 'api_keys'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as TenantEvent | ApiKeyEvent;
      await match(event)
        .with({ type: 'StoreCreated' }, ({ data }) =>
          sql.query(
            `insert into tenants (id, slug, name, status, plan_code, default_locale, locales, currency, trial_ends_at, created_at, updated_at)
             values ($1, $2, $3, case when $8::timestamptz is null then 'active' else 'trialing' end, $4, $5, $6, $7, $8, $9, $9) on conflict (id) do nothing`,
            [
              data.tenantId,
              data.slug,
              data.name,
              data.planCode,
              data.defaultLocale,
              data.locales,
              data.currency,
              data.trialEndsAt,
              data.createdAt,
            ],
          ),
        )
        .with({ type: 'StoreSettingsChanged' }, ({ data }) =>
          sql.query(
            `update tenants set name = coalesce($2, name), default_locale = coalesce($3, default_locale),
                    locales = coalesce($4, locales), currency = coalesce($5, currency),
                    search_settings = search_settings || $6::jsonb, updated_at = $7
              where id = $1`,
            [
              data.tenantId,
              data.changes.name ?? null,
              data.changes.defaultLocale ?? null,
              data.changes.locales ?? null,
              data.changes.currency ?? null,
              JSON.stringify(data.changes.search ?? {}),
              data.changedAt,
            ],
          ),
        )
        .with({ type: 'StorePlanChanged' }, ({ data }) =>
          sql.query('update tenants set plan_code = $2, updated_at = $3 where id = $1', [
            data.tenantId,
            data.planCode,
            data.changedAt,
          ]),
        )
        .with({ type: 'ApiKeyCreated' }, ({ data }) =>
          sql.query(
            `insert into api_keys (id, tenant_id, kind, hash, hint, label, scopes, allowed_origins, allow_assistant, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict (id) do nothing`,
            [
              data.keyId,
              data.tenantId,
              data.kind,
              data.hash,
              data.hint,
              data.label,
              data.scopes,
              data.allowedOrigins,
              data.allowAssistant,
              data.createdAt,
            ],
          ),
        )
        .with({ type: 'ApiKeyRevoked' }, ({ data }) =>
          sql.query('update api_keys set revoked_at = $3 where id = $1 and tenant_id = $2', [
            data.keyId,
            data.tenantId,
            data.revokedAt,
          ]),
        )
        .exhaustive();
    }
  },
};
