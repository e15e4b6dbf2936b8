import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { AccountCrypto } from '../../domain/accounts/account-crypto.ts';
import { sha256 } from './key-generator.ts';
import { totp } from './totp.ts';

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 10 characters from [a-z0-9], uniform (rejection sampling), about 52 bits. */
function recoveryCode(): string {
  let out = '';
  while (out.length < 10) {
    for (const byte of randomBytes(16)) {
      if (byte < 252 && out.length < 10) out += RECOVERY_ALPHABET[byte % 36];
    }
  }
  return out;
}

/**
 * bcryptjs with the configured cost (PASSWORD_HASH_COST: chosen by `npm run bench:accounts`).
 * Verifying against no hash (an unknown email) compares with a hash made at start with the
 * same cost, so both cases take the same time.
 */
export function accountCrypto(options: { readonly passwordCost: number }): AccountCrypto {
  const decoy = bcrypt.hashSync(randomBytes(16).toString('hex'), options.passwordCost);
  const same = (a: string, b: string): boolean => {
    const x = Buffer.from(sha256(a));
    const y = Buffer.from(sha256(b));
    return timingSafeEqual(x, y) && a.length === b.length;
  };
  return {
    hashPassword: (password) => bcrypt.hash(password, options.passwordCost),
    async verifyPassword(password, hash) {
      const ok = await bcrypt.compare(password, hash ?? decoy);
      return ok && hash !== null;
    },
    newToken() {
      const plaintext = randomBytes(32).toString('base64url');
      return { plaintext, hash: sha256(plaintext) };
    },
    hashToken: sha256,
    csrfTokenOf: (sessionToken) => hash('sha256', `csrf:${sessionToken}`, 'base64url'),
    same,
    newRecoveryCodes() {
      const codes = Array.from({ length: 10 }, recoveryCode);
      return { codes, hashes: codes.map(sha256) };
    },
    totp,
  };
}
