import { describe, expect, it } from 'vitest';
import { grantKeyScopes, scopesOutsideKind } from './grants.ts';
import { ALL_SCOPES } from './scopes.ts';

describe('grantKeyScopes: a credential hands out only what it holds', () => {
  it('grants a subset of the caller’s scopes', () => {
    expect(grantKeyScopes({ scopes: ['keys', 'rules'] }, { kind: 'secret', scopes: ['rules'] })).toEqual({
      granted: true,
      scopes: ['rules'],
    });
  });

  it('refuses scopes the caller lacks and names them', () => {
    expect(
      grantKeyScopes({ scopes: ['keys'] }, { kind: 'secret', scopes: ['catalog:write', 'keys'] }),
    ).toEqual({ granted: false, missing: ['catalog:write'] });
  });

  it('gives a secret key without scopes the caller’s own, never all', () => {
    expect(grantKeyScopes({ scopes: ['keys', 'stats'] }, { kind: 'secret' })).toEqual({
      granted: true,
      scopes: ['keys', 'stats'],
    });
    expect(grantKeyScopes({ scopes: ALL_SCOPES }, { kind: 'secret' })).toEqual({
      granted: true,
      scopes: [...ALL_SCOPES],
    });
  });

  it('gives a public key search by default, and treats allow_assistant as the assistant scope', () => {
    expect(grantKeyScopes({ scopes: ['keys'] }, { kind: 'public' })).toEqual({
      granted: false,
      missing: ['search'],
    });
    expect(grantKeyScopes({ scopes: ['keys', 'search'] }, { kind: 'public', allowAssistant: true })).toEqual({
      granted: false,
      missing: ['assistant'],
    });
    expect(
      grantKeyScopes({ scopes: ['search', 'assistant'] }, { kind: 'public', allowAssistant: true }),
    ).toEqual({ granted: true, scopes: ['search', 'assistant'] });
  });

  it('lists the scopes a public key cannot hold by index', () => {
    expect(scopesOutsideKind('public', ['search', 'keys', 'assistant', 'rules'])).toEqual([1, 3]);
    expect(scopesOutsideKind('secret', ['search', 'keys'])).toEqual([]);
  });
});
