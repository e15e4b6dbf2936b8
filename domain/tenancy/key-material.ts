import type { ApiKeyKind } from './api-keys.ts';

/** A new key: the plaintext is shown once; only the hash is kept. */
export interface KeyMaterial {
  readonly plaintext: string;
  readonly hash: string;
  readonly hint: string;
}

/** Port: random key material and the hash used to look a presented key up. */
export interface KeyGenerator {
  generate(kind: ApiKeyKind): KeyMaterial;
  hash(plaintext: string): string;
}

export const KEY_PREFIX: Readonly<Record<ApiKeyKind, string>> = { public: 'sg_pub_', secret: 'sg_sec_' };
/** A key is its prefix followed by 44 characters of [A-Za-z0-9]. */
export const KEY_PATTERN = /^sg_(pub|sec)_[A-Za-z0-9]{44}$/;
