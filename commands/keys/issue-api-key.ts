import type { Scope } from '../../domain/access/scopes.ts';
import { handleCommand } from '../../domain/command-handling/handle-command.ts';
import type { LogPosition } from '../../domain/event-store/event-store.ts';
import {
  type ApiKeyCreated,
  type ApiKeyKind,
  apiKeysDecider,
  apiKeysStream,
} from '../../domain/tenancy/api-keys.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import type { CommandDeps } from '../shared/command-deps.ts';

export interface ApiKeySpec {
  readonly kind: ApiKeyKind;
  readonly label: string | null;
  readonly scopes: Scope[];
  readonly allowedOrigins: string[];
  readonly allowAssistant: boolean;
}

export interface IssuedApiKey {
  readonly key: ApiKeyCreated['data'];
  /** The key itself: shown once, never stored. */
  readonly plaintext: string;
  readonly position: LogPosition | null;
}

/** Draws a new key, records it (only its hash) in the store's key stream, and hands back the plaintext. */
export async function issueApiKey(
  deps: CommandDeps & { keys: KeyGenerator },
  tenantId: string,
  spec: ApiKeySpec,
): Promise<IssuedApiKey> {
  const material = deps.keys.generate(spec.kind);
  const result = await handleCommand(
    deps.eventStore,
    apiKeysStream(tenantId),
    apiKeysDecider,
    {
      type: 'CreateApiKey',
      now: deps.now().toISOString(),
      key: { tenantId, keyId: deps.newId(), hash: material.hash, hint: material.hint, ...spec },
    },
    { newEventId: deps.newId },
  );
  const created = result.events[0];
  if (created?.type !== 'ApiKeyCreated') throw new Error('key was not created');
  return { key: created.data, plaintext: material.plaintext, position: result.position };
}
