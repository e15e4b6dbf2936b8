import { type BrandEntry, brandOfWord, brandPhrasesStartingWith, nameWords } from '../brand-table.ts';
import { isGenericBrandName } from '../dialect-lexicon.ts';
import { PhraseTable } from './phrase-table.ts';
import type { QueryWord } from './query-words.ts';

/** A store brand found in a query: the brand names as the store gave them, and the words used. */
export interface BrandMatch {
  readonly from: number;
  readonly to: number;
  readonly brands: readonly string[];
}

/** The table entry a store's brand name stands for (`Samsung`, `سامسونج` → samsung). */
function tableEntry(words: readonly string[]): BrandEntry | undefined {
  if (words.length === 1) return brandOfWord(words[0] ?? '');
  const phrase = brandPhrasesStartingWith(words[0] ?? '').find(
    (p) => p.words.length === words.length && p.words.every((w, k) => w === words[k]),
  );
  return phrase?.brand ?? brandOfWord(words.join(''));
}

/**
 * Finds the store's brands in a query, in either script, by their names as the store gives them
 * and the spellings of the built-in transliteration table, nothing looser: a filter read from free
 * text must be certain, and an ordinary word that merely sounds like a brand (`زين` "good" and
 * Zain, `جرير` and Jarir unless the table spells it) stays text. A brand name used for the whole
 * kind (`بامبرز`) is left to the text too.
 */
export function brandMatcher(storeBrands: readonly string[]): BrandMatcher {
  // A store passes the same list query after query: its matcher is built once.
  let matcher = MATCHERS.get(storeBrands);
  if (matcher === undefined) {
    matcher = buildMatcher(storeBrands);
    MATCHERS.set(storeBrands, matcher);
  }
  return matcher;
}

type BrandMatcher = (words: readonly QueryWord[], i: number) => BrandMatch | null;
const MATCHERS = new WeakMap<readonly string[], BrandMatcher>();

function buildMatcher(storeBrands: readonly string[]): BrandMatcher {
  const spellings: { words: readonly string[]; value: string }[] = [];
  for (const brand of storeBrands) {
    const words = nameWords(brand);
    if (words.length === 0) continue;
    spellings.push({ words, value: brand });
    const entry = tableEntry(words);
    if (entry === undefined) continue;
    for (const name of entry.names) spellings.push({ words: nameWords(name), value: brand });
    spellings.push({ words: [entry.id], value: brand });
  }
  const table = new PhraseTable(spellings);

  return (words, i) => {
    const q = words[i];
    // A brand shoppers name the whole kind by (`بامبرز مقاس 3`: diapers of size 3) is the kind.
    if (q === undefined || isGenericBrandName(q.word)) return null;
    const found = table.allAt(words, i, true);
    if (found === null) return null;
    return { from: i, to: i + found.length, brands: [...new Set(found.values)] };
  };
}

/** Word indexes inside names of several words from the built-in table (`new balance`), kept from sort and color words. */
export function builtInBrandWords(words: readonly QueryWord[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    for (const p of brandPhrasesStartingWith(words[i]?.word ?? '')) {
      if (p.words.every((w, k) => words[i + k]?.word === w))
        for (let k = 0; k < p.words.length; k++) out.add(i + k);
    }
  }
  return out;
}
