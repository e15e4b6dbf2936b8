import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { principalOf } from '../../domain/access/principal.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import { SettingsOut } from '../../domain/tenancy/contract.ts';
import { findTenant, type TenantView } from '../../projections/tenants/tenant-queries.ts';

export const settingsOut = (t: TenantView, withSearch: boolean): z.infer<typeof SettingsOut> => ({
  name: t.name,
  default_locale: t.defaultLocale,
  locales: [...t.locales],
  currency: t.currency,
  plan_code: t.planCode,
  search: withSearch ? t.search : null,
});

export const settingsReadRoutes =
  (sql: SqlExecutor): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/v1/settings',
      {
        config: { auth: { level: 'public', scope: ['search', 'settings'] } },
        schema: {
          tags: ['settings'],
          summary: "The store's languages, currency and (keys with the settings scope) saved search settings",
          response: { 200: SettingsOut },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const tenant = await findTenant(sql, principal.tenantId);
        if (!tenant) throw new DomainError('not_found', 'store was not found');
        return settingsOut(tenant, principal.scopes.includes('settings'));
      },
    );
  };
