import { describe, expect, it } from 'vitest';
import { redactSecrets } from './export-store.ts';

describe('export redaction', () => {
  it('blanks credentials and credential hashes, keeps content hashes', () => {
    expect(
      redactSecrets({
        product: { tenantId: 't', productId: 'p1', hash: 'abc123', product: { name: { en: 'x' } } },
        row: { id: 'r', content_hash: 'def456' },
        key: { keyId: 'k', hash: 'sha-of-key', hint: 'sg_sec_ab…cd' },
        user: { passwordHash: '$2b$…', tokenHash: 'h', recoveryCodeHashes: ['a'], emailHash: 'e' },
        hook: { secret: 'sb1.x', signingSecrets: ['sb1.y'] },
        app: { accessToken: 'sb1.z', storefrontKey: 'sb1.w', shop: 'acme' },
        nothing: { secret: null },
      }),
    ).toEqual({
      product: { tenantId: 't', productId: 'p1', hash: 'abc123', product: { name: { en: 'x' } } },
      row: { id: 'r', content_hash: 'def456' },
      key: { keyId: 'k', hash: '[redacted]', hint: 'sg_sec_ab…cd' },
      user: {
        passwordHash: '[redacted]',
        tokenHash: '[redacted]',
        recoveryCodeHashes: '[redacted]',
        emailHash: '[redacted]',
      },
      hook: { secret: '[redacted]', signingSecrets: '[redacted]' },
      app: { accessToken: '[redacted]', storefrontKey: '[redacted]', shop: 'acme' },
      nothing: { secret: null },
    });
  });
});
