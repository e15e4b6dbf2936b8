import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, TOTP_STEP_SECONDS, timeStep, totp } from './totp.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length));
const RFC_6238: readonly [seconds: number, sha1: string, sha256: string, sha512: string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 6238 test vectors (8 digits, SHA-1, SHA-256, SHA-512)', () => {
    for (const [seconds, sha1, sha256, sha512] of RFC_6238) {
      const step = Math.floor(seconds / TOTP_STEP_SECONDS);
      expect(hotp(seed(20), step, 8, 'sha1')).toBe(sha1);
      expect(hotp(seed(32), step, 8, 'sha256')).toBe(sha256);
      expect(hotp(seed(64), step, 8, 'sha512')).toBe(sha512);
    }
  });

  it('gives the RFC 4226 HOTP vectors (6 digits)', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(seed(20), counter))).toEqual(expected);
  });

  it('round-trips base32 (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    const secret = totp.newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  it('matches a code of the current step or one step either side, and names the step', () => {
    const secret = base32Encode(seed(20));
    const now = 1111111111_000;
    const step = timeStep(now);
    const codeAt = (s: number) => hotp(seed(20), s);
    expect(totp.matchStep(secret, codeAt(step), now)).toBe(step);
    expect(totp.matchStep(secret, codeAt(step - 1), now)).toBe(step - 1);
    expect(totp.matchStep(secret, codeAt(step + 1), now)).toBe(step + 1);
    expect(totp.matchStep(secret, codeAt(step - 2), now)).toBeNull();
    expect(totp.matchStep(secret, 'abcdef', now)).toBeNull();
  });

  it('writes an otpauth:// URL authenticator apps read', () => {
    const url = new URL(totp.otpauthUrl('JBSWY3DPEHPK3PXP', 'sara@example.com', 'Store Search'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Store Search:sara@example.com');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('issuer')).toBe('Store Search');
  });
});
