import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacSha256 } from './hmac-sha256.ts';

describe('HmacSha256', () => {
  it('gives the MAC createHmac gives, for keys shorter and longer than a block and any parts', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 150 }),
        fc.array(fc.oneof(fc.uint8Array({ maxLength: 80 }), fc.string({ maxLength: 40 })), { maxLength: 4 }),
        (key, parts) => {
          const expected = createHmac('sha256', key);
          for (const part of parts) expected.update(part);
          expect(new HmacSha256(key).mac(...parts).equals(expected.digest())).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches RFC 4231 test case 2', () => {
    const mac = new HmacSha256(Buffer.from('Jefe')).mac('what do ya want ', 'for nothing?');
    expect(mac.toString('hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
