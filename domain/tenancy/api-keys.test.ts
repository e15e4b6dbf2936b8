import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { type ApiKeyCreated, type ApiKeyEvent, apiKeysDecider, MAX_LIVE_KEYS } from './api-keys.ts';

const given = deciderSpec(apiKeysDecider);
const now = '2026-11-22T10:00:00.000Z';
const key = (
  keyId: string,
  over: Partial<ApiKeyCreated['data']> = {},
): Omit<ApiKeyCreated['data'], 'createdAt'> => ({
  tenantId: 't1',
  keyId,
  kind: 'secret',
  hash: `hash-${keyId}`,
  hint: 'sk_live…abcd',
  label: null,
  scopes: ['search', 'catalog:write'],
  allowedOrigins: [],
  allowAssistant: false,
  ...over,
});
const created = (keyId: string): ApiKeyEvent => ({
  type: 'ApiKeyCreated',
  data: { ...key(keyId), createdAt: now },
});
const revoked = (keyId: string): ApiKeyEvent => ({
  type: 'ApiKeyRevoked',
  data: { tenantId: 't1', keyId, revokedAt: now },
});

describe('api keys decider', () => {
  it('creates a key once (a retried command records nothing), never again once revoked', () => {
    given([])
      .when({ type: 'CreateApiKey', key: key('k1'), now })
      .then([created('k1')]);
    given([created('k1')])
      .when({ type: 'CreateApiKey', key: key('k1'), now })
      .then([]);
    given([created('k1'), revoked('k1')])
      .when({ type: 'CreateApiKey', key: key('k1'), now })
      .then([]);
  });

  it('a public key holds only the search and assistant scopes', () => {
    given([])
      .when({ type: 'CreateApiKey', key: key('p1', { kind: 'public', scopes: ['search', 'keys'] }), now })
      .thenThrows({ code: 'invalid_request' });
  });

  it('a store holds at most MAX_LIVE_KEYS live keys', () => {
    const full = Array.from({ length: MAX_LIVE_KEYS }, (_, i) => created(`k${i}`));
    given(full)
      .when({ type: 'CreateApiKey', key: key('one-more'), now })
      .thenThrows({ code: 'conflict' });
    given([...full, revoked('k0')])
      .when({ type: 'CreateApiKey', key: key('one-more'), now })
      .then([created('one-more')]);
  });

  it('revokes a live key once; an unknown key is not found', () => {
    given([created('k1')])
      .when({ type: 'RevokeApiKey', tenantId: 't1', keyId: 'k1', now })
      .then([revoked('k1')]);
    given([created('k1'), revoked('k1')])
      .when({ type: 'RevokeApiKey', tenantId: 't1', keyId: 'k1', now })
      .then([]);
    given([])
      .when({ type: 'RevokeApiKey', tenantId: 't1', keyId: 'nope', now })
      .thenThrows({ code: 'not_found' });
  });
});
