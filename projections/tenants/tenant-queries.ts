import type { Scope } from '../../domain/access/scopes.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { PlanCode } from '../../domain/tenancy/plans.ts';
import { DEFAULT_SEARCH_SETTINGS, type SearchSettings } from '../../domain/tenancy/store-settings.ts';
import type { TenantStatus } from '../../domain/tenancy/tenant-events.ts';

export interface TenantView {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly status: TenantStatus;
  readonly planCode: PlanCode;
  readonly defaultLocale: string;
  readonly locales: readonly string[];
  readonly currency: string;
  readonly search: SearchSettings;
  readonly trialEndsAt: string | null;
  readonly createdAt: string;
}

export interface ApiKeyView {
  readonly id: string;
  readonly tenantId: string;
  readonly kind: 'public' | 'secret';
  readonly hint: string;
  readonly label: string | null;
  readonly scopes: readonly Scope[];
  readonly allowedOrigins: readonly string[];
  readonly allowAssistant: boolean;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

interface TenantRow {
  id: string;
  slug: string;
  name: string;
  status: TenantStatus;
  plan_code: PlanCode;
  default_locale: string;
  locales: string[];
  currency: string;
  search_settings: Partial<SearchSettings>;
  trial_ends_at: Date | null;
  created_at: Date;
}

interface KeyRow {
  id: string;
  tenant_id: string;
  kind: 'public' | 'secret';
  hint: string;
  label: string | null;
  scopes: Scope[];
  allowed_origins: string[];
  allow_assistant: boolean;
  created_at: Date;
  revoked_at: Date | null;
}

const toTenant = (r: TenantRow): TenantView => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  status: r.status,
  planCode: r.plan_code,
  defaultLocale: r.default_locale,
  locales: r.locales,
  currency: r.currency,
  search: { ...DEFAULT_SEARCH_SETTINGS, ...r.search_settings },
  trialEndsAt: r.trial_ends_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

const toKey = (r: KeyRow): ApiKeyView => ({
  id: r.id,
  tenantId: r.tenant_id,
  kind: r.kind,
  hint: r.hint,
  label: r.label,
  scopes: r.scopes,
  allowedOrigins: r.allowed_origins,
  allowAssistant: r.allow_assistant,
  createdAt: r.created_at.toISOString(),
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

export async function findTenant(sql: SqlExecutor, tenantId: string): Promise<TenantView | null> {
  // The store's status follows its subscription once it has one (projections/billing).
  const { rows } = await sql.query<TenantRow & { billing_status: TenantStatus | null }>(
    `select t.*, s.tenant_status as billing_status
       from tenants t left join subscriptions s on s.tenant_id = t.id where t.id = $1`,
    [tenantId],
  );
  const row = rows[0];
  if (!row) return null;
  const tenant = toTenant(row);
  return row.billing_status && tenant.status !== 'deleted'
    ? { ...tenant, status: row.billing_status }
    : tenant;
}

export async function findKeyByHash(sql: SqlExecutor, hash: string): Promise<ApiKeyView | null> {
  const { rows } = await sql.query<KeyRow>('select * from api_keys where hash = $1', [hash]);
  return rows[0] ? toKey(rows[0]) : null;
}

/** A key's place in the list: keys are listed oldest first. */
export interface KeyListPosition {
  readonly createdAt: string;
  readonly id: string;
}

export async function listKeys(
  sql: SqlExecutor,
  tenantId: string,
  after: KeyListPosition | null,
  limit: number,
): Promise<ApiKeyView[]> {
  const { rows } = await sql.query<KeyRow>(
    `select * from api_keys where tenant_id = $1
        and ($2::timestamptz is null or (created_at, id) > ($2::timestamptz, $3::text))
      order by created_at, id limit $4`,
    [tenantId, after?.createdAt ?? null, after?.id ?? null, limit],
  );
  return rows.map(toKey);
}

export async function countKeys(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('select count(*) as n from api_keys where tenant_id = $1', [
    tenantId,
  ]);
  return Number(rows[0]?.n ?? 0);
}

export async function findKey(sql: SqlExecutor, tenantId: string, keyId: string): Promise<ApiKeyView | null> {
  const { rows } = await sql.query<KeyRow>('select * from api_keys where tenant_id = $1 and id = $2', [
    tenantId,
    keyId,
  ]);
  return rows[0] ? toKey(rows[0]) : null;
}
