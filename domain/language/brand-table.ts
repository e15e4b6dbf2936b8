import { z } from 'zod';
import data from './data/brands.json' with { type: 'json' };
import { normalizeWord } from './normalize.ts';
import { tokenize } from './tokenize.ts';

const BrandTableSchema = z.object({
  brands: z
    .array(
      z.object({
        id: z.string().min(1),
        names: z.array(z.string().min(1)).min(2),
        kind: z.enum(['brand', 'line']),
        parent: z.string().optional(),
      }),
    )
    .min(60),
});

export type BrandEntry = z.infer<typeof BrandTableSchema>['brands'][number];

/** A name of a brand as normalized words: one word (`سامسونج`) or several (`ال جي`). */
export interface BrandName {
  readonly words: readonly string[];
  readonly brand: BrandEntry;
}

/** The normalized words of a name, split as the analyzer splits text. */
export const nameWords = (name: string): string[] =>
  tokenize(name)
    .map((t) => normalizeWord(t.text))
    .filter((w) => w !== '');

const BRANDS: readonly BrandEntry[] = BrandTableSchema.parse(data).brands;
const SINGLE = new Map<string, BrandEntry>();
const PHRASES = new Map<string, BrandName[]>();
for (const brand of BRANDS) {
  for (const name of brand.names) {
    const words = nameWords(name);
    const [first] = words;
    if (first === undefined) continue;
    if (words.length === 1) SINGLE.set(first, brand);
    else PHRASES.set(first, [...(PHRASES.get(first) ?? []), { words, brand }]);
  }
}
for (const list of PHRASES.values()) list.sort((a, b) => b.words.length - a.words.length);

/** Every brand and product line of the built-in transliteration table. */
export const brandTable = (): readonly BrandEntry[] => BRANDS;

/** The brand a single normalized word names, in either script (`ايفون`, `iphone`). */
export const brandOfWord = (word: string): BrandEntry | undefined => SINGLE.get(word);

/** Names of several words that start with `word` (longest first): `ال` → `ال جي`. */
export const brandPhrasesStartingWith = (word: string): readonly BrandName[] => PHRASES.get(word) ?? [];
