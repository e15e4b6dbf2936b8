import { match } from 'ts-pattern';
import type { Scope } from '../access/scopes.ts';
import type { Decider, DomainEvent } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';

export type ApiKeyKind = 'public' | 'secret';

export type ApiKeyCreated = DomainEvent<
  'ApiKeyCreated',
  {
    tenantId: string;
    keyId: string;
    kind: ApiKeyKind;
    /** SHA-256 of the key: the key itself is shown once and never stored. */
    hash: string;
    /** The first characters and the last four, to recognise a key in a list. */
    hint: string;
    label: string | null;
    scopes: Scope[];
    allowedOrigins: string[];
    allowAssistant: boolean;
    createdAt: string;
  }
>;
export type ApiKeyRevoked = DomainEvent<
  'ApiKeyRevoked',
  { tenantId: string; keyId: string; revokedAt: string }
>;
export type ApiKeyEvent = ApiKeyCreated | ApiKeyRevoked;

export const apiKeysStream = (tenantId: string): string => `apikeys-${tenantId}`;

/** A store may hold this many live keys: enough for every environment and connector. */
export const MAX_LIVE_KEYS = 100;

export interface ApiKeysState {
  readonly live: ReadonlySet<string>;
  readonly revoked: ReadonlySet<string>;
}

export type ApiKeyCommand =
  | {
      readonly type: 'CreateApiKey';
      readonly key: Omit<ApiKeyCreated['data'], 'createdAt'>;
      readonly now: string;
    }
  | {
      readonly type: 'RevokeApiKey';
      readonly tenantId: string;
      readonly keyId: string;
      readonly now: string;
    };

export const apiKeysDecider: Decider<ApiKeyCommand, ApiKeyEvent, ApiKeysState> = {
  initialState: () => ({ live: new Set(), revoked: new Set() }),
  evolve: (state, event) =>
    match(event)
      .with({ type: 'ApiKeyCreated' }, ({ data }) => ({
        ...state,
        live: new Set([...state.live, data.keyId]),
      }))
      .with({ type: 'ApiKeyRevoked' }, ({ data }) => ({
        live: new Set([...state.live].filter((id) => id !== data.keyId)),
        revoked: new Set([...state.revoked, data.keyId]),
      }))
      .exhaustive(),
  decide: (command, state) =>
    match(command)
      .with({ type: 'CreateApiKey' }, (c): ApiKeyEvent[] => {
        if (state.live.has(c.key.keyId) || state.revoked.has(c.key.keyId)) return [];
        if (state.live.size >= MAX_LIVE_KEYS) {
          throw new DomainError(
            'conflict',
            `a store holds at most ${MAX_LIVE_KEYS} live keys; revoke one first`,
          );
        }
        if (c.key.kind === 'public' && c.key.scopes.some((s) => s !== 'search' && s !== 'assistant')) {
          throw new DomainError(
            'invalid_request',
            'a public key may only hold the search and assistant scopes',
            [{ field: 'scopes', code: 'invalid', message: 'public keys hold search (and assistant) only' }],
          );
        }
        return [{ type: 'ApiKeyCreated', data: { ...c.key, createdAt: c.now } }];
      })
      .with({ type: 'RevokeApiKey' }, (c): ApiKeyEvent[] => {
        if (state.revoked.has(c.keyId)) return [];
        if (!state.live.has(c.keyId)) throw new DomainError('not_found', 'key was not found');
        return [{ type: 'ApiKeyRevoked', data: { tenantId: c.tenantId, keyId: c.keyId, revokedAt: c.now } }];
      })
      .exhaustive(),
};
