/**
 * English handling of the baseline: Lucene's EnglishPossessiveFilter and
 * EnglishMinimalStemmer (Harman's S-stemmer; Apache-2.0), written anew.
 */

/** `men's` → `men`; `shoes'` stays. */
export const dropPossessive = (word: string): string =>
  word.endsWith("'s") || word.endsWith('’s') ? word.slice(0, -2) : word;

/** queries → query, phrases → phrase, kings → king; corpus, stress, serious stay. */
export function englishMinimalStem(word: string): string {
  const n = word.length;
  if (n < 3 || word[n - 1] !== 's') return word;
  const before = word[n - 2];
  if (before === 'u' || before === 's') return word;
  if (before === 'e') {
    const third = word[n - 3];
    const fourth = word[n - 4];
    if (n > 3 && third === 'i' && fourth !== 'a' && fourth !== 'e') return `${word.slice(0, n - 3)}y`;
    if (third === 'i' || third === 'a' || third === 'o' || third === 'e') return word;
  }
  return word.slice(0, -1);
}
