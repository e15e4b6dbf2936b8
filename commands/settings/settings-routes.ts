import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../domain/access/principal.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { SettingsOut, SettingsPatch } from '../../domain/tenancy/contract.ts';
import { tenantDecider } from '../../domain/tenancy/tenant.ts';
import { tenantStream } from '../../domain/tenancy/tenant-events.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export const settingsWriteRoutes =
  (deps: CommandDeps): FastifyPluginAsync =>
  async (app) => {
    app.withTypeProvider<ZodTypeProvider>().patch(
      '/v1/settings',
      {
        config: { auth: { level: 'secret', scope: 'settings' } },
        schema: {
          tags: ['settings'],
          summary: 'Change the store settings; absent fields keep their value',
          body: SettingsPatch,
          response: { 200: SettingsOut },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const b = request.body;
        const result = await handleCommand(
          deps.eventStore,
          tenantStream(tenantId),
          tenantDecider,
          {
            type: 'ChangeStoreSettings',
            now: deps.now().toISOString(),
            changes: {
              ...(b.name !== undefined ? { name: b.name } : {}),
              ...(b.default_locale !== undefined ? { defaultLocale: b.default_locale } : {}),
              ...(b.locales !== undefined ? { locales: b.locales } : {}),
              ...(b.currency !== undefined ? { currency: b.currency } : {}),
              ...(b.search !== undefined ? { search: b.search } : {}),
            },
          },
          { newEventId: deps.newId },
        );
        await deps.settle(result.position);
        const s = result.state;
        if (s.status === 'absent') throw new Error('store vanished');
        return {
          name: s.name,
          default_locale: s.defaultLocale,
          locales: [...s.locales],
          currency: s.currency,
          plan_code: s.planCode,
          search: s.search,
        };
      },
    );
  };
