import { parseArgs } from 'node:util';
import { attachOwner } from '../../commands/accounts/attach-owner.ts';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { EmailSchema } from '../../domain/accounts/contract.ts';
import { isPlanCode } from '../../domain/tenancy/plans.ts';
import { CURRENCIES } from '../../domain/tenancy/store-settings.ts';
import { accountDeps } from '../accounts/account-module.ts';
import { loadConfig } from '../config.ts';
import { keyGenerator } from '../crypto/key-generator.ts';
import { InMemoryRateLimiter } from '../http/in-memory-rate-limiter.ts';
import { startRuntime } from '../runtime.ts';

const USAGE =
  'usage: npm run store:create -- --name "Demo" --locales en,ar --currency SAR [--default-locale ar] [--plan growth] [--owner-email owner@shop.example]';

/**
 * Creates a store and prints its id and keys as JSON. Works with the service running (it
 * reuses the embedded server) or not (it starts the server for the moment it needs it).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      locales: { type: 'string', default: 'en' },
      currency: { type: 'string', default: 'USD' },
      'default-locale': { type: 'string' },
      plan: { type: 'string', default: 'growth' },
      'owner-email': { type: 'string' },
    },
  });
  const locales = (values.locales ?? '')
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const currency = (values.currency ?? '').toUpperCase();
  const plan = values.plan ?? 'growth';
  const problems: string[] = [];
  if (!values.name?.trim()) problems.push('--name is required');
  if (locales.length === 0 || locales.some((l) => !/^[a-z]{2}$/.test(l)))
    problems.push('--locales takes two-letter codes, e.g. en,ar');
  if (!(CURRENCIES as readonly string[]).includes(currency))
    problems.push(`--currency must be one of ${CURRENCIES.join(', ')}`);
  if (!isPlanCode(plan)) problems.push('--plan must be starter, growth, pro or enterprise');
  const ownerEmail = values['owner-email'];
  if (ownerEmail !== undefined && !EmailSchema.safeParse(ownerEmail).success)
    problems.push('--owner-email must be an email address');
  if (problems.length > 0 || !isPlanCode(plan)) {
    process.stderr.write(`${problems.join('\n')}\n${USAGE}\n`);
    process.exit(2);
  }
  const runtime = await startRuntime(loadConfig(), { role: 'tool' });
  try {
    const commandDeps = {
      eventStore: runtime.eventStore,
      newId: runtime.newId,
      now: runtime.now,
      settle: (p: Parameters<typeof runtime.settle>[0]) => runtime.settle(p),
    };
    const created = await createStore(
      { ...commandDeps, keys: keyGenerator },
      {
        name: values.name?.trim() ?? '',
        locales,
        currency,
        planCode: plan,
        ...(values['default-locale'] ? { defaultLocale: values['default-locale'] } : {}),
      },
    );
    const owner = ownerEmail
      ? await attachOwner(accountDeps(runtime, commandDeps, new InMemoryRateLimiter()), {
          tenantId: created.tenantId,
          email: ownerEmail,
          locale: locales[0] === 'ar' ? 'ar' : 'en',
        })
      : null;
    process.stdout.write(
      `${JSON.stringify(
        {
          tenant_id: created.tenantId,
          slug: created.slug,
          public_key: created.publicKey,
          public_key_id: created.publicKeyId,
          secret_key: created.secretKey,
          secret_key_id: created.secretKeyId,
          ...(owner
            ? {
                owner: {
                  user_id: owner.userId,
                  email: ownerEmail?.trim().toLowerCase(),
                  created: owner.created,
                  sign_in_link: owner.signInLink,
                },
              }
            : {}),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await runtime.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
