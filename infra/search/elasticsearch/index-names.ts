import { createHash } from 'node:crypto';

/**
 * Index and alias names. A store's searches and writes go through its alias
 * `<prefix>-<tenant>`, which points at one versioned index `<prefix>-<tenant>_v<n>`.
 *
 * Index names allow only some lower-case characters, so a tenant id keeps `a-z`, `0-9` and `-`
 * and every other character becomes `_<hex code point>_`. Since `_` never stands alone in an
 * encoded tenant id, no alias can be mistaken for another store's versioned index
 * (`_v` cannot start an escape: `v` is not a hex digit).
 */
const PREFIX = /^[a-z0-9][a-z0-9-]{0,39}$/u;
/** Index names are limited to 255 bytes; longer encodings are shortened with a hash. */
const MAX_TENANT_PART = 180;

export function checkPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) {
    throw new Error(`index prefix must be 1-40 lower-case letters, digits or dashes, not "${prefix}"`);
  }
  return prefix;
}

export function encodeTenant(tenantId: string): string {
  let out = '';
  for (const ch of tenantId) {
    out += /^[a-z0-9-]$/u.test(ch) ? ch : `_${(ch.codePointAt(0) ?? 0).toString(16)}_`;
  }
  if (out.length <= MAX_TENANT_PART) return out;
  // `_h` cannot start an escape either (`h` is not a hex digit).
  const hash = createHash('sha256').update(tenantId).digest('hex').slice(0, 32);
  return `${out.slice(0, MAX_TENANT_PART - 35)}_h${hash}`;
}

export const storeAlias = (prefix: string, tenantId: string): string => `${prefix}-${encodeTenant(tenantId)}`;

export const versionedIndex = (alias: string, version: number): string => `${alias}_v${version}`;

/** The version of one of the alias's indexes, or undefined for any other name. */
export function versionOf(alias: string, index: string): number | undefined {
  if (!index.startsWith(`${alias}_v`)) return undefined;
  const digits = index.slice(alias.length + 2);
  return /^[1-9][0-9]{0,8}$/u.test(digits) ? Number(digits) : undefined;
}
