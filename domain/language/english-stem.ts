/**
 * A light plural stemmer for Latin-script words (English first, harmless for French and
 * Spanish plurals in -s): `phones` → `phone`, `watches` → `watch`, `batteries` → `battery`.
 * Words under four letters and those ending in -ss, -us, -is are left alone.
 */
export function latinPluralStem(word: string): string {
  const n = word.length;
  if (n < 4 || word.charCodeAt(n - 1) !== 0x73 /* s */) return word;
  if (word.endsWith('ies') && n > 4 && !word.endsWith('eies') && !word.endsWith('aies')) {
    return `${word.slice(0, -3)}y`;
  }
  if (/(?:ches|shes|xes|sses|zes)$/u.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return /[a-z]/u.test(word.charAt(n - 2)) ? word.slice(0, -1) : word;
}
