import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TotpAlgorithm } from '../../domain/accounts/account-crypto.ts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP with the given HMAC hash and digit count (RFC 6238 adds the time step as counter). */
export function hotp(key: Buffer, counter: number, digits = DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const timeStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

export const totp: TotpAlgorithm = {
  newSecret: () => base32Encode(randomBytes(20)),
  matchStep(secretBase32, code, nowMs) {
    if (!/^[0-9]{6}$/.test(code)) return null;
    const key = base32Decode(secretBase32);
    const now = timeStep(nowMs);
    let matched: number | null = null;
    // Every candidate is compared (no early exit), so timing says nothing about which step matched.
    for (const step of [now - 1, now, now + 1]) {
      if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && matched === null)
        matched = step;
    }
    return matched;
  },
  otpauthUrl(secretBase32, account, issuer) {
    const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
    const query = new URLSearchParams({
      secret: secretBase32,
      issuer,
      algorithm: 'SHA1',
      digits: String(DIGITS),
      period: String(TOTP_STEP_SECONDS),
    });
    return `otpauth://totp/${label}?${query.toString()}`;
  },
};
