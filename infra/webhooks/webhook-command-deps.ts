import { randomBytes } from 'node:crypto';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import type { WebhookCommandDeps } from '../../commands/webhooks/webhook-deps.ts';
import { SECRET_PREFIX } from '../../domain/webhooks/signature.ts';
import { countWebhooks, findDelivery, findWebhook } from '../../projections/webhooks/webhook-queries.ts';
import type { Runtime } from '../runtime.ts';

/** A signing secret: 32 random bytes (Standard Webhooks allows 24 to 64), base64 after `whsec_`. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The webhook write routes' ports, from the runtime. */
export function webhookCommandDeps(runtime: Runtime, commandDeps: CommandDeps): WebhookCommandDeps {
  return {
    ...commandDeps,
    secrets: runtime.secrets,
    newSecret: newWebhookSecret,
    urlRefusal: (url) => runtime.outbound.screen?.(url, ['https:']) ?? null,
    countWebhooks: (tenantId) => countWebhooks(runtime.pool, tenantId),
    findWebhook: (tenantId, id) => findWebhook(runtime.pool, tenantId, id),
    findDelivery: async (tenantId, id) => {
      const found = await findDelivery(runtime.pool, tenantId, id);
      if (!found) return null;
      const { seq: _, ...delivery } = found;
      return delivery;
    },
    deliverNow: (id) => runtime.webhooks.deliverNow(id),
  };
}
