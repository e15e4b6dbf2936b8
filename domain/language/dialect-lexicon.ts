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

const GENERIC_BRAND = /brand name used generically/u;
const GENERIC_BRANDS: ReadonlySet<string> = new Set(
  GROUPS.flatMap((g) =>
    g.entries.filter((e) => GENERIC_BRAND.test(e.source)).map((e) => normalizeWord(e.word)),
  ),
);

/** Whether a normalized word is a brand name shoppers use for the whole kind (`بامبرز` for diapers). */
export const isGenericBrandName = (word: string): boolean => GENERIC_BRANDS.has(word);

/** One lexicon entry as normalized words (a phrase has several). */
interface LexiconEntry {
  readonly words: readonly string[];
  readonly ambiguous: boolean;
}

/** Every group's entries, phrases included, and the entries by their first word. */
const ENTRY_GROUPS: readonly (readonly LexiconEntry[])[] = (() => {
  const toEntry = (e: { word: string; ambiguous?: string }): LexiconEntry => ({
    words: normalizeWord(e.word)
      .split(' ')
      .filter((w) => w !== ''),
    ambiguous: e.ambiguous !== undefined,
  });
  const arabic = new Set(GROUPS.map((g) => g.id));
  return [
    ...GROUPS.map((g) => [...g.entries, ...(ENGLISH.get(g.id) ?? [])].map(toEntry)),
    ...[...ENGLISH].filter(([id]) => !arabic.has(id)).map(([, words]) => words.map(toEntry)),
  ];
})();
const BY_FIRST_WORD: ReadonlyMap<string, readonly { group: number; entry: LexiconEntry }[]> = (() => {
  const map = new Map<string, { group: number; entry: LexiconEntry }[]>();
  ENTRY_GROUPS.forEach((entries, group) => {
    for (const entry of entries) {
      const first = entry.words[0];
      if (first === undefined) continue;
      const list = map.get(first) ?? [];
      list.push({ group, entry });
      map.set(first, list);
    }
  });
  return map;
})();

/** A span of a query's words and the lexicon phrases or words that can stand for it. */
export interface PhraseAlternative {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
  readonly replacements: readonly string[];
}

/**
 * Where a query meets the lexicon with a phrase on one side: a phrase typed for a word or
 * another phrase (`باور بانك` → `بطارية متنقلة`, `باوربانك`), or a word typed for a phrase
 * (`سفرة` → `طاولة طعام`, `ps5` → ...). The analyzer already expands one word into another; a
 * phrase has to replace words of the query, so these are for rewriting the query. Ambiguous
 * entries are never offered; at each position the longest match wins. `words` are normalized.
 */
export function phraseAlternatives(words: readonly string[]): PhraseAlternative[] {
  const out: PhraseAlternative[] = [];
  for (let i = 0; i < words.length; i++) {
    let best: { end: number; groups: number[] } | null = null;
    for (const { group, entry } of BY_FIRST_WORD.get(words[i] ?? '') ?? []) {
      const n = entry.words.length;
      if (!entry.words.every((w, k) => words[i + k] === w)) continue;
      if (best === null || i + n > best.end) best = { end: i + n, groups: [group] };
      else if (i + n === best.end && !best.groups.includes(group)) best.groups.push(group);
    }
    if (best === null) continue;
    const typedPhrase = best.end - i > 1;
    const replacements = new Set<string>();
    for (const group of best.groups) {
      for (const entry of ENTRY_GROUPS[group] ?? []) {
        if (entry.ambiguous || (!typedPhrase && entry.words.length < 2)) continue;
        const text = entry.words.join(' ');
        if (text !== words.slice(i, best.end).join(' ')) replacements.add(text);
      }
    }
    if (replacements.size > 0) out.push({ start: i, end: best.end, replacements: [...replacements] });
    i = best.end - 1;
  }
  return out;
}
