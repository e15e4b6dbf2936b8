import { z } from 'zod';
import data from './data/dialect-lexicon.json' with { type: 'json' };
import english from './data/english-equivalents.json' with { type: 'json' };
import { normalizeWord } from './normalize.ts';
import { isStopword } from './stopwords.ts';

const RegionSchema = z.enum(['msa', 'gulf', 'egypt', 'levant', 'iraq', 'maghreb']);
export type Region = z.infer<typeof RegionSchema>;

const DialectLexiconSchema = z.object({
  groups: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/u),
      domain: z.string(),
      words: z
        .array(
          z.object({
            word: z.string().min(1),
            regions: z.array(RegionSchema).min(1),
            source: z.string().min(1),
            ambiguous: z.string().optional(),
          }),
        )
        .min(2),
    }),
  ),
});

export interface SynonymEntry {
  readonly word: string;
  readonly regions: readonly Region[];
  readonly source: string;
  /** Set when the word has another common meaning (say which). */
  readonly ambiguous?: string;
}

/** Words used for one product across Arabic regions (`جوال` / `موبايل` / `هاتف`). */
export interface SynonymGroup {
  readonly id: string;
  /** Commerce area: electronics, appliances, clothing, shoes, bags, beauty, grocery, ... */
  readonly domain: string;
  /** The words as written (not normalized); some are two or three words long. */
  readonly words: readonly string[];
  /** Every region any of the words is used in. */
  readonly regions: readonly Region[];
  readonly entries: readonly SynonymEntry[];
}

const GROUPS: readonly SynonymGroup[] = DialectLexiconSchema.parse(data).groups.map((group) => ({
  id: group.id,
  domain: group.domain,
  words: group.words.map((w) => w.word),
  regions: [...new Set(group.words.flatMap((w) => w.regions))],
  entries: group.words,
}));

/** The built-in dialect lexicon, for the analyzer and for platform-wide synonyms. */
export const synonymGroups = (): readonly SynonymGroup[] => GROUPS;

const EnglishEquivalentsSchema = z.object({
  groups: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/u),
      words: z
        .array(
          z.object({ word: z.string().min(1), source: z.string().min(1), ambiguous: z.string().optional() }),
        )
        .min(1),
    }),
  ),
});

/** English words of each group (by the dialect lexicon's group id; other ids link English words only). */
const ENGLISH: ReadonlyMap<string, readonly { word: string; ambiguous?: string }[]> = new Map(
  EnglishEquivalentsSchema.parse(english).groups.map((g) => [g.id, g.words]),
);

/** Every word of a group, Arabic first then English: the order in which equivalents are offered. */
function groupWords(
  entries: readonly { word: string; ambiguous?: string }[],
): { word: string; ambiguous: boolean }[] {
  return entries
    .map((e) => ({ word: normalizeWord(e.word), ambiguous: e.ambiguous !== undefined }))
    .filter((e) => !e.word.includes(' ') && e.word.length >= 2 && !isStopword(e.word));
}

/**
 * Normalized one-word equivalents of a normalized word. A word marked ambiguous is expanded
 * from (the shopper typed it) but never to (it would pull in its other meaning).
 */
const EQUIVALENTS: ReadonlyMap<string, readonly string[]> = (() => {
  const found = new Map<string, Set<string>>();
  const link = (words: readonly { word: string; ambiguous: boolean }[]): void => {
    for (const from of words) {
      const set = found.get(from.word) ?? new Set<string>();
      for (const to of words) if (to.word !== from.word && !to.ambiguous) set.add(to.word);
      found.set(from.word, set);
    }
  };
  const arabic = new Set(GROUPS.map((g) => g.id));
  for (const group of GROUPS) link(groupWords([...group.entries, ...(ENGLISH.get(group.id) ?? [])]));
  for (const [id, words] of ENGLISH) if (!arabic.has(id)) link(groupWords(words));
  return new Map([...found].map(([word, set]) => [word, [...set]]));
})();

/**
 * Dialect and MSA equivalents of a normalized word (`موبايل` → `جوال`, `هاتف`, ...), then the
 * English words of its group (`ثلاجة` → `fridge`, and `fridge` → `ثلاجة`, `refrigerator`).
 */
export const dialectEquivalents = (word: string): readonly string[] => EQUIVALENTS.get(word) ?? [];

const AMBIGUOUS: ReadonlySet<string> = new Set(
  [...GROUPS.map((g) => g.entries), ...ENGLISH.values()].flatMap((entries) =>
    entries.filter((e) => e.ambiguous !== undefined).map((e) => normalizeWord(e.word)),
  ),
);

/** Whether a normalized word has another common meaning in the lexicon (`براد`: a fridge or a teapot). */
export const isAmbiguousWord = (word: string): boolean => AMBIGUOUS.has(word);
