/**
 * Whether two records of strings (a product's texts by language) hold the same keys with the
 * same values: one pass over each, no allocation. Null, a record that is not there, equals only null.
 */
export function sameStrings(
  a: Readonly<Record<string, string>> | null,
  b: Readonly<Record<string, string>> | null,
): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  let n = 0;
  for (const key in a) {
    if (a[key] !== b[key]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}
