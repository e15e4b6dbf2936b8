import { hash, randomBytes } from 'node:crypto';
import type { ApiKeyKind } from '../../domain/tenancy/api-keys.ts';
import { KEY_PREFIX, type KeyGenerator, type KeyMaterial } from '../../domain/tenancy/key-material.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 44 characters drawn uniformly from 62 (rejection sampling: no modulo bias), about 262 bits. */
export function randomToken(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * Keys carry ~262 bits of randomness, so a fast SHA-256 is a safe lookup hash (no salt or bcrypt
 * needed). Every request hashes its key: a one-shot digest (`crypto.hash`) makes no `Hash` object
 * for the collector to finalize.
 */
export const sha256 = (text: string): string => hash('sha256', text, 'hex');

export const keyGenerator: KeyGenerator = {
  generate(kind: ApiKeyKind): KeyMaterial {
    const plaintext = `${KEY_PREFIX[kind]}${randomToken(44)}`;
    return { plaintext, hash: sha256(plaintext), hint: `${plaintext.slice(0, 11)}…${plaintext.slice(-4)}` };
  },
  hash: sha256,
};

/** Content hash of a product: 128 bits of SHA-256, base64url. */
export const contentHash = (text: string): string => hash('sha256', text, 'base64url').slice(0, 22);
