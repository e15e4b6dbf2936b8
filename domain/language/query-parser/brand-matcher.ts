import { type BrandEntry, brandOfWord, brandPhrasesStartingWith, nameWords } from '../brand-table.ts';
import { dialectEquivalents, isGenericBrandName } from '../dialect-lexicon.ts';
import { editDistance } from '../edit-distance.ts';
import { consonantSkeleton, phoneticKey } from '../skeleton.ts';
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

const arabicScript = (w: string): boolean => /^[\u0621-\u064a]/u.test(w);

/**
 * Finds the store's brands in a query in either script: every spelling of the built-in
 * transliteration table, and, for brands the table does not know, a word of the other script
 * with the same consonant skeleton (three consonants or more) and a close phonetic key. A
 * brand name used for the whole kind (`بامبرز`) and a product word that sounds like a brand
 * (`شيبس`, `فرشة`) are left to the text.
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

interface SoundAlike {
  readonly key: string;
  readonly arabic: boolean;
  readonly brand: string;
}

function buildMatcher(storeBrands: readonly string[]): BrandMatcher {
  const spellings: { words: readonly string[]; value: string }[] = [];
  const bySkeleton = new Map<string, SoundAlike[]>();
  for (const brand of storeBrands) {
    const words = nameWords(brand);
    if (words.length === 0) continue;
    spellings.push({ words, value: brand });
    const entry = tableEntry(words);
    if (entry !== undefined) {
      for (const name of entry.names) spellings.push({ words: nameWords(name), value: brand });
      spellings.push({ words: [entry.id], value: brand });
    } else if (words.length === 1) {
      const word = words[0] ?? '';
      const skeleton = consonantSkeleton(word);
      const alike = { key: phoneticKey(word), arabic: arabicScript(word), brand };
      if (skeleton.length >= 3) bySkeleton.set(skeleton, [...(bySkeleton.get(skeleton) ?? []), alike]);
    }
  }
  const table = new PhraseTable(spellings);

  return (words, i) => {
    const q = words[i];
    // A brand shoppers name the whole kind by (`بامبرز مقاس 3`: diapers of size 3) is the kind.
    if (q !== undefined && isGenericBrandName(q.word)) return null;
    const found = table.allAt(words, i, true);
    const brands = new Set<string>(found?.values ?? []);
    let length = found?.length ?? 0;
    // A product word of the lexicon is not a sound-alike of a brand (`شيبس` is chips, not Chipsy).
    const productWord = q !== undefined && dialectEquivalents(q.bare).length > 0;
    if (length === 0 && q !== undefined && !q.symbol && !productWord && bySkeleton.size > 0) {
      for (const f of bySkeleton.get(consonantSkeleton(q.bare)) ?? []) {
        if (f.arabic !== arabicScript(q.bare) && editDistance(f.key, phoneticKey(q.bare), 1) <= 1) {
          brands.add(f.brand);
          length = 1;
        }
      }
    }
    return length === 0 ? null : { from: i, to: i + length, brands: [...brands] };
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
