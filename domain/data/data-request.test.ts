import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/domain-error.ts';
import { checkDataRequest, dataRequestStatus } from './data-request.ts';

const refusal = (f: () => void): DomainError | null => {
  try {
    f();
    return null;
  } catch (error) {
    return error as DomainError;
  }
};

describe('data requests', () => {
  it('deletes only with the exact store slug', () => {
    expect(
      refusal(() => checkDataRequest({ kind: 'delete', confirm_slug: 'my-shop' }, 'my-shop')),
    ).toBeNull();
    for (const confirm_slug of [undefined, null, 'My-Shop', 'my-shop ', 'other']) {
      const error = refusal(() => checkDataRequest({ kind: 'delete', confirm_slug }, 'my-shop'));
      expect(error?.code).toBe('invalid_request');
      expect(error?.errors.map((e) => e.field)).toEqual(['confirm_slug']);
    }
  });

  it('exports without a confirmation, and refuses one given', () => {
    expect(refusal(() => checkDataRequest({ kind: 'export' }, 'my-shop'))).toBeNull();
    expect(refusal(() => checkDataRequest({ kind: 'export', confirm_slug: null }, 'my-shop'))).toBeNull();
    expect(
      refusal(() => checkDataRequest({ kind: 'export', confirm_slug: 'my-shop' }, 'my-shop'))?.code,
    ).toBe('invalid_request');
  });

  it('reports a canceled job as a failed request', () => {
    expect(dataRequestStatus('canceled')).toBe('failed');
    expect(dataRequestStatus('running')).toBe('running');
  });
});
