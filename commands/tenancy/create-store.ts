import { SECRET_KEY_DEFAULT_SCOPES } from '../../domain/access/scopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import { StreamConflict } from '../../domain/event-store/event-store.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { PlanCode } from '../../domain/tenancy/plans.ts';
import { tenantDecider } from '../../domain/tenancy/tenant.ts';
import { slugStream, tenantStream } from '../../domain/tenancy/tenant-events.ts';
import { issueApiKey } from '../keys/issue-api-key.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export interface CreateStoreInput {
  readonly name: string;
  readonly locales: readonly string[];
  readonly defaultLocale?: string;
  readonly currency: string;
  readonly planCode?: PlanCode;
  /**
   * True for a store a merchant signs up for: a 14-day trial, then checkout. A store the
   * operator creates (the command line, the demo store) has no trial: it is active at once and
   * billed by hand (docs/billing.md).
   */
  readonly trial?: boolean;
  /** The new store's id when the caller reserved something for it first (a hosted app's shop). */
  readonly tenantId?: string;
}

export interface CreatedStore {
  readonly tenantId: string;
  readonly slug: string;
  readonly publicKey: string;
  readonly publicKeyId: string;
  readonly secretKey: string;
  readonly secretKeyId: string;
}

export const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'store';

/**
 * Creates a store with one public and one secret key. The slug is made unique by appending
 * to a per-slug stream with `no_stream`: the first writer owns it, others take a suffix.
 */
export async function createStore(
  deps: CommandDeps & { keys: KeyGenerator },
  input: CreateStoreInput,
): Promise<CreatedStore> {
  const tenantId = input.tenantId ?? deps.newId();
  const now = deps.now().toISOString();
  const base = slugify(input.name);
  let slug = base;
  for (let n = 2; ; n++) {
    try {
      await deps.eventStore.append(
        slugStream(slug),
        [{ id: deps.newId(), type: 'SlugReserved', data: { tenantId, slug } }],
        'no_stream',
      );
      break;
    } catch (error) {
      if (!(error instanceof StreamConflict) || n > 1000) throw error;
      slug = `${base}-${n}`;
    }
  }
  const locales = [...input.locales];
  await handleCommand(
    deps.eventStore,
    tenantStream(tenantId),
    tenantDecider,
    {
      type: 'CreateStore',
      tenantId,
      slug,
      name: input.name,
      planCode: input.planCode ?? 'growth',
      locales,
      defaultLocale: input.defaultLocale ?? locales[0] ?? 'en',
      currency: input.currency,
      trial: input.trial ?? false,
      now,
    },
    { newEventId: deps.newId },
  );
  const publicKey = await issueApiKey(deps, tenantId, {
    kind: 'public',
    label: 'default public key',
    scopes: ['search'],
    allowedOrigins: [],
    allowAssistant: false,
  });
  const secretKey = await issueApiKey(deps, tenantId, {
    kind: 'secret',
    label: 'default secret key',
    scopes: [...SECRET_KEY_DEFAULT_SCOPES],
    allowedOrigins: [],
    allowAssistant: false,
  });
  await deps.settle(secretKey.position);
  return {
    tenantId,
    slug,
    publicKey: publicKey.plaintext,
    publicKeyId: publicKey.key.keyId,
    secretKey: secretKey.plaintext,
    secretKeyId: secretKey.key.keyId,
  };
}
