import { z } from 'zod';
import { darijaGenitiveBase, stripClitics } from './arabic-stem.ts';
import { editDistance } from './edit-distance.ts';
import { LEXICON_FILES } from './lexicon-files.ts';
import { Memo } from './memo.ts';
import { normalizeWord } from './normalize.ts';
import { isStopword } from './stopwords.ts';

const REGIONS = ['msa', 'gulf', 'egypt', 'levant', 'iraq', 'maghreb'] as const;
const RegionSchema = z.enum(REGIONS);
export type Region = z.infer<typeof RegionSchema>;

const EntryOptions = z
  .object({
    /** The word's other common meaning: the analyzer expands from it, never to it. */
    ambiguous: z.string().min(1).optional(),
    /** A brand name shoppers use for the whole kind (`بامبرز`). */
    generic: z.literal(true).optional(),
    /**
     * With `generic`: every product of the brand is of the kind (a medicine's brand name, `بنادول`),
     * so the group's words expand to it as to any of its words (`مسكن` finds the Panadol named by
     * its brand alone); a generic brand without it (`تيفال` for a pan) is never expanded to.
     */
    of_kind: z.literal(true).optional(),
    /** Loanword, spelling variant, American or British English, ... */
    note: z.string().min(1).optional(),
  })
  .strict();

/** `"gulf egypt"`, or `"all"` for the six. */
const RegionList = z.string().transform((s, ctx) => {
  if (s === 'all') return [...REGIONS];
  const parts = s.split(' ');
  const bad = parts.filter((p) => !RegionSchema.safeParse(p).success);
  if (bad.length > 0 || parts.length === 0)
    ctx.addIssue({ code: 'custom', message: `unknown region in "${s}"` });
  return parts as Region[];
});

const ArabicEntry = z.union([
  z.tuple([z.string().min(1), RegionList]),
  z.tuple([z.string().min(1), RegionList, EntryOptions]),
]);
const LatinEntry = z.union([z.string().min(1), z.tuple([z.string().min(1), EntryOptions])]);

const LexiconFileSchema = z
  .object({
    domain: z.string().regex(/^[a-z-]+$/u),
    groups: z.array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/u),
          /** Where the words come from: "written by the project", or a named source and its license. */
          source: z.string().min(1),
          ar: z.array(ArabicEntry).optional(),
          en: z.array(LatinEntry).optional(),
          fr: z.array(LatinEntry).optional(),
          /**
           * Groups of a nearby kind its shoppers also accept (slippers → sandals, bag → backpack; one
           * way: a backpack is a bag, a bag is not a backpack): near matches, at a lower weight.
           */
          related: z.array(z.string().regex(/^[a-z0-9-]+$/u)).optional(),
        })
        .strict()
        .refine((g) => (g.ar?.length ?? 0) + (g.en?.length ?? 0) + (g.fr?.length ?? 0) >= 2, {
          message: 'a group needs at least two words',
        }),
    ),
  })
  .strict();

export type WordLanguage = 'ar' | 'en' | 'fr';

export interface SynonymEntry {
  readonly word: string;
  readonly lang: WordLanguage;
  /** Where Arabic shoppers use the word; French words are Maghrebi; English words have none. */
  readonly regions: readonly Region[];
  /** The group's source, and the word's note if any. */
  readonly source: string;
  /** Set when the word has another common meaning (say which). */
  readonly ambiguous?: string;
  /** A brand name used for the whole kind. */
  readonly generic?: boolean;
  /** A generic brand all of whose products are of the kind: expanded to like any word of the group. */
  readonly ofKind?: boolean;
}

/** Words used for one product across Arabic regions and languages (`جوال` / `موبايل` / `هاتف` / `phone`). */
export interface SynonymGroup {
  readonly id: string;
  /** Commerce area (the lexicon file): electronics, appliances, clothing, auto, grocery, ... */
  readonly domain: string;
  /** The words as written (not normalized), Arabic first; some are two or three words long. */
  readonly words: readonly string[];
  /** Every region any of the Arabic words is used in (none for a group of English words only). */
  readonly regions: readonly Region[];
  readonly source: string;
  readonly entries: readonly SynonymEntry[];
  /** Ids of the groups of a nearby kind its shoppers also accept. */
  readonly related: readonly string[];
}

type Options = z.infer<typeof EntryOptions>;

function toEntry(
  word: string,
  lang: WordLanguage,
  regions: readonly Region[],
  options: Options | undefined,
  source: string,
): SynonymEntry {
  const opts = options ?? {};
  return {
    // A French or English compound is typed with its hyphen or without (`haut-parleur`), and read
    // as its words either way: the lexicon holds it as the phrase the words make.
    word: lang === 'ar' ? word : word.replaceAll('-', ' '),
    lang,
    regions,
    source: opts.note === undefined ? source : `${source}; ${opts.note}`,
    ...(opts.ambiguous === undefined ? {} : { ambiguous: opts.ambiguous }),
    ...(opts.generic === undefined ? {} : { generic: true }),
    ...(opts.of_kind === undefined ? {} : { ofKind: true }),
  };
}

const arabicEntry = (e: z.infer<typeof ArabicEntry>, source: string): SynonymEntry =>
  toEntry(e[0], 'ar', e[1], e[2], source);
const latinEntry = (e: z.infer<typeof LatinEntry>, lang: 'en' | 'fr', source: string): SynonymEntry =>
  typeof e === 'string'
    ? toEntry(e, lang, lang === 'fr' ? ['maghreb'] : [], undefined, source)
    : toEntry(e[0], lang, lang === 'fr' ? ['maghreb'] : [], e[1], source);

const ALL_GROUPS: readonly SynonymGroup[] = LEXICON_FILES.flatMap((file) => {
  const { domain, groups } = LexiconFileSchema.parse(file);
  return groups.map((g): SynonymGroup => {
    const entries = [
      ...(g.ar ?? []).map((e) => arabicEntry(e, g.source)),
      ...(g.en ?? []).map((e) => latinEntry(e, 'en', g.source)),
      ...(g.fr ?? []).map((e) => latinEntry(e, 'fr', g.source)),
    ];
    return {
      id: g.id,
      domain,
      words: entries.map((e) => e.word),
      regions: [...new Set(entries.filter((e) => e.lang === 'ar').flatMap((e) => e.regions))],
      source: g.source,
      entries,
      related: g.related ?? [],
    };
  });
});

{
  const seen = new Set<string>();
  for (const g of ALL_GROUPS) {
    if (seen.has(g.id)) throw new Error(`lexicon: group id "${g.id}" appears twice`);
    seen.add(g.id);
  }
}

/** The built-in product lexicon (every group with Arabic words), for the analyzer and for platform-wide synonyms. */
{
  const ids = new Set(ALL_GROUPS.map((g) => g.id));
  for (const g of ALL_GROUPS)
    for (const other of g.related)
      if (!ids.has(other) || other === g.id)
        throw new Error(`lexicon: group "${g.id}" is related to unknown group "${other}"`);
}

const GROUPS: readonly SynonymGroup[] = ALL_GROUPS.filter((g) => g.regions.length > 0);
export const synonymGroups = (): readonly SynonymGroup[] => GROUPS;

/** Every group, those of English or French words only included. */
export const lexiconGroups = (): readonly SynonymGroup[] => ALL_GROUPS;

/** One-word normalized entries of a group, as expansion targets and sources. */
function groupWords(entries: readonly SynonymEntry[]): { word: string; entry: SynonymEntry }[] {
  const out: { word: string; entry: SynonymEntry }[] = [];
  for (const entry of entries) {
    const word = normalizeWord(entry.word);
    if (word.includes(' ') || word.length < 2 || isStopword(word)) continue;
    if (!out.some((o) => o.word === word)) out.push({ word, entry });
  }
  return out;
}

/** Whether a query word may be expanded to this entry: not a word of two meanings, nor a brand of several kinds. */
const expandedTo = (entry: SynonymEntry): boolean =>
  entry.ambiguous === undefined && (entry.generic !== true || entry.ofKind === true);

/**
 * The head (first word) of each Arabic phrase of a group that no one-word entry gives
 * (`حامل جوال` → `حامل`, `شريط قياس` → `شريط`): Arabic puts the kind first, so a group named only
 * by phrases still has words that name its kind.
 */
function phraseHeads(entries: readonly SynonymEntry[], words: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.lang !== 'ar' || !expandedTo(entry)) continue;
    const [head, ...rest] = normalizeWord(entry.word).split(' ');
    if (rest.length === 0 || head === undefined || head.length < 3 || isStopword(head)) continue;
    if (AMBIGUOUS.has(head) || CONTAINER_HEADS.has(head) || words.includes(head) || out.includes(head))
      continue;
    out.push(head);
  }
  return out;
}

/**
 * Words that head phrases of many kinds without naming one: a set, a device, a box, a pack
 * (`طقم سكاكين` is knives, not any set), a strip (`شريط لاصق` tape, `شريط قياس` a tape measure,
 * `شريط تصحيح` correction tape), a house (`بيت شعر` a tent, `بيت دمى` a dollhouse, `بيت نظارة` a glasses
 * case). Written by the project.
 */
const CONTAINER_HEADS: ReadonlySet<string> = new Set(
  [
    'طقم',
    'جهاز',
    'علبة',
    'كيس',
    'مجموعة',
    'عدة',
    'ادوات',
    'قطعة',
    'زجاجة',
    'عبوة',
    'كرتونة',
    'باكيت',
    'حبة',
    'ماكينة',
    'آلة',
    'شريط',
    'بيت',
  ].map(normalizeWord),
);

/** Words any group marks as ambiguous (`براد`, `متر`): never expanded to, nor a phrase's head standing for a kind. */
const AMBIGUOUS: ReadonlySet<string> = new Set(
  ALL_GROUPS.flatMap((g) =>
    g.entries.filter((e) => e.ambiguous !== undefined).map((e) => normalizeWord(e.word)),
  ),
);

const KIND_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  ALL_GROUPS.map((g) => {
    const words = groupWords(g.entries)
      .filter((t) => expandedTo(t.entry))
      .map((t) => t.word);
    return [g.id, [...words, ...phraseHeads(g.entries, words)]];
  }),
);

/**
 * The one-word entries of a group that may be expanded to (no ambiguous word, no generic brand),
 * Arabic first, then the heads of its Arabic phrases.
 */
export const groupKindWords = (id: string): readonly string[] => KIND_WORDS.get(id) ?? [];

/** Each group's Arabic entries, normalized, as their words (one for a word, several for a phrase). */
const ARABIC_ENTRIES: ReadonlyMap<string, readonly (readonly string[])[]> = new Map(
  ALL_GROUPS.map((g) => [
    g.id,
    g.entries.filter((e) => e.lang === 'ar' && expandedTo(e)).map((e) => normalizeWord(e.word).split(' ')),
  ]),
);

/**
 * Whether a catalog names a group's kind in Arabic: `held` holds every word of one of its Arabic
 * words or phrases (`مجفف شعر` for a hair dryer said `سشوار`).
 */
export const arabicKindHeld = (id: string, held: (word: string) => boolean): boolean =>
  (ARABIC_ENTRIES.get(id) ?? []).some((words) => words.every(held));

/** One meaning of a word: the group it belongs to, where it has that meaning, and the group's other words. */
export interface Meaning {
  readonly group: string;
  /** Regions where the word means this (empty: everywhere, as for English words). */
  readonly regions: readonly Region[];
  /** The word has another meaning besides this group's (it is expanded from only when typed as such). */
  readonly ambiguous: boolean;
  /** The group's other one-word entries, normalized, Arabic first; ambiguous words and generic brands left out. */
  readonly words: readonly string[];
  /** The one-word entries of the groups of a nearby kind (`شبشب` → `صندل`), the same way. */
  readonly related: readonly string[];
}

/**
 * The meanings of each normalized word: one per group it belongs to (`عيش` is rice in the Gulf
 * and bread in Egypt; `دهن` is ghee, cooking fat, oud oil and engine oil). A word marked ambiguous
 * is expanded from (the shopper typed it) but never to (it would pull in its other meaning); so is
 * a brand used for the whole kind (`تيفال` for a pan would pull in the brand's kettles and irons).
 */
const MEANINGS: ReadonlyMap<string, readonly Meaning[]> = (() => {
  const found = new Map<string, Meaning[]>();
  const byId = new Map(ALL_GROUPS.map((g) => [g.id, g]));
  const expandable = (entries: readonly SynonymEntry[]) =>
    groupWords(entries).filter((to) => expandedTo(to.entry));
  for (const group of ALL_GROUPS) {
    const words = groupWords(group.entries);
    const related = [
      ...new Set(group.related.flatMap((id) => expandable(byId.get(id)?.entries ?? []).map((t) => t.word))),
    ].filter((w) => !words.some((own) => own.word === w));
    for (const from of words) {
      const list = found.get(from.word) ?? [];
      const targets = words.filter((to) => to.word !== from.word && expandedTo(to.entry));
      list.push({
        group: group.id,
        regions: from.entry.regions,
        ambiguous: from.entry.ambiguous !== undefined,
        words: targets.map((t) => t.word),
        related,
      });
      found.set(from.word, list);
    }
  }
  return found;
})();

/** The meanings of a normalized word in the lexicon (several when regions use it for different things). */
export const dialectMeanings = (word: string): readonly Meaning[] => MEANINGS.get(word) ?? [];

const EQUIVALENTS: ReadonlyMap<string, readonly string[]> = new Map(
  [...MEANINGS].map(([word, meanings]) => [word, [...new Set(meanings.flatMap((m) => m.words))]]),
);

/**
 * Every equivalent of a normalized word, all meanings together: dialect and MSA words
 * (`موبايل` → `جوال`, `هاتف`, ...), then the English and French words of its group
 * (`ثلاجة` → `fridge`, and `fridge` → `ثلاجة`, `refrigerator`).
 */
export const dialectEquivalents = (word: string): readonly string[] => EQUIVALENTS.get(word) ?? [];

/** Whether a normalized word has another common meaning in the lexicon (`براد`: a fridge or a teapot). */
export const isAmbiguousWord = (word: string): boolean => AMBIGUOUS.has(word);

const GENERIC_BRANDS: ReadonlySet<string> = new Set(
  ALL_GROUPS.flatMap((g) => g.entries.filter((e) => e.generic === true).map((e) => normalizeWord(e.word))),
);

/** Whether a normalized word is a brand name shoppers use for the whole kind (`بامبرز` for diapers). */
export const isGenericBrandName = (word: string): boolean => GENERIC_BRANDS.has(word);

/** Loanwords this long may be written with other long vowels than the lexicon's (`شومبوان`). */
const MIN_LOANWORD_SPELLING = 5;
const MEDIAL_LONG_VOWEL = /(?<=.)[اوي](?=.)/gu;

/**
 * A loanword's letters without its medial long vowels (ا و ي): shoppers write the vowels of a
 * French or English word as they hear them (`شومبوان`, `شامبوان` shampooing; `ديودوران`,
 * `ديودورون` déodorant; `رداتير`, `ردياتير` radiator), its consonants stay.
 */
const loanwordSkeleton = (word: string): string => word.replace(MEDIAL_LONG_VOWEL, '');

/**
 * The lexicon's one-word Arabic loanwords (entries noted `loanword`) by their skeleton, when
 * the words having it belong to one group (`فانتيلاتور`, `فونتيلاتور`: a fan); loanwords of
 * different groups sharing consonants are left out.
 */
const LOANWORDS_BY_SKELETON: ReadonlyMap<string, string> = (() => {
  const found = new Map<string, { word: string; group: string } | null>();
  for (const group of ALL_GROUPS)
    for (const entry of group.entries) {
      if (entry.lang !== 'ar' || !entry.source.includes('loanword')) continue;
      const word = normalizeWord(entry.word);
      if (word.includes(' ') || word.length < MIN_LOANWORD_SPELLING) continue;
      const key = loanwordSkeleton(word);
      if (key.length < 4) continue;
      const had = found.get(key);
      if (had === undefined) found.set(key, { word, group: group.id });
      else if (had !== null && had.group !== group.id && had.word !== word) found.set(key, null);
    }
  const out = new Map<string, string>();
  for (const [key, held] of found) if (held !== null) out.set(key, held.word);
  return out;
})();

/**
 * The lexicon loanword a normalized word spells with other medial long vowels (`شومبوان` →
 * `شامبوان`), or undefined: none, or the word itself.
 */
export function loanwordSpelling(word: string): string | undefined {
  if (word.length < MIN_LOANWORD_SPELLING) return undefined;
  const found = LOANWORDS_BY_SKELETON.get(loanwordSkeleton(word));
  return found === word ? undefined : found;
}

/** Letters said alike, one written for the other (`صبات` for `صباط`, `سندل` for `صندل`). */
const SAID_ALIKE: ReadonlyMap<string, readonly string[]> = (() => {
  const pairs = ['تط', 'سص', 'دض', 'ذز', 'ظض', 'كق', 'ثس', 'ذد', 'ظز'];
  const out = new Map<string, string[]>();
  for (const [a, b] of pairs.map((p) => [...p] as [string, string])) {
    out.set(a, [...(out.get(a) ?? []), b]);
    out.set(b, [...(out.get(b) ?? []), a]);
  }
  return out;
})();
const ARABIC_WORD = /^[\u0621-\u064a]+$/u;
const LONG_VOWELS = ['ا', 'و', 'ي'];
/** Words this long are also met one edit of any letter away: shorter ones would meet other words. */
const MIN_ANY_EDIT = 7;

const deletions = (word: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
};

/** Whether `longer` is `word` with one long vowel (ا و ي) written in. */
function longVowelAdded(word: string, longer: string): boolean {
  if (longer.length !== word.length + 1) return false;
  for (let i = 0; i < longer.length; i++)
    if (LONG_VOWELS.includes(longer[i] as string) && longer.slice(0, i) + longer.slice(i + 1) === word)
      return true;
  return false;
}

/** The lexicon's one-word Arabic words of four letters or more, by each of their one-letter deletions. */
let nearIndex: Map<string, string[]> | null = null;
const NEAR_INDEX = (): Map<string, string[]> => {
  if (nearIndex !== null) return nearIndex;
  nearIndex = new Map();
  for (const [word, meanings] of MEANINGS) {
    if (word.length < 4 || !ARABIC_WORD.test(word) || meanings.every((m) => m.ambiguous)) continue;
    for (const d of deletions(word)) nearIndex.set(d, [...(nearIndex.get(d) ?? []), word]);
  }
  return nearIndex;
};

const plainlyMeant = (word: string): boolean =>
  word.length >= 4 && (MEANINGS.get(word)?.some((m) => !m.ambiguous) ?? false);

/**
 * Lexicon words a normalized Arabic word the lexicon does not know spells as they are said
 * (`كلاسات` → `كلسات` socks, `شحطة` → `شحاطة` slippers, `صبات` → `صباط` shoes, `طابلا` → `طابلة`):
 * one letter said alike written for another, a long vowel written or left out, a final ا for ة.
 * A slip of a consonant is left to the catalog's own typo tolerance. Lexicon words of four letters
 * or more only, with a plain meaning. A long word (seven letters or more) with no such spelling is
 * also met one edit of any letter away, unless `anyEdit` is false.
 */
export function nearLexiconWords(word: string, options: { readonly anyEdit?: boolean } = {}): string[] {
  if (word.length < 4 || MEANINGS.has(word) || !ARABIC_WORD.test(word)) return [];
  const found = new Set<string>();
  const letters = [...word];
  letters.forEach((c, i) => {
    const swaps = [...(SAID_ALIKE.get(c) ?? [])];
    if (i === letters.length - 1 && (c === 'ا' || c === 'ه')) swaps.push(c === 'ا' ? 'ه' : 'ا');
    for (const other of swaps) {
      const w = [...letters.slice(0, i), other, ...letters.slice(i + 1)].join('');
      if (plainlyMeant(w)) found.add(w);
    }
    if (LONG_VOWELS.includes(c) && i > 0) {
      const w = word.slice(0, i) + word.slice(i + 1);
      if (plainlyMeant(w)) found.add(w);
    }
  });
  const index = NEAR_INDEX();
  for (const w of index.get(word) ?? []) if (longVowelAdded(word, w)) found.add(w);
  if (found.size > 0 || word.length < MIN_ANY_EDIT || options.anyEdit === false) return [...found];
  // A long word (a loanword, mostly) is met one edit away too, when no spelling as said is: a
  // letter left out, added, changed or two swapped (`سبردينة`, `ريطروفيزور`).
  for (const w of index.get(word) ?? []) found.add(w);
  for (const d of deletions(word)) {
    if (plainlyMeant(d)) found.add(d);
    for (const w of index.get(d) ?? []) if (editDistance(word, w, 1) <= 1) found.add(w);
  }
  return [...found];
}

/** One lexicon entry as normalized words (a phrase has several). */
interface LexiconEntry {
  readonly words: readonly string[];
  readonly ambiguous: boolean;
}

/** Every group's entries, phrases included, and the entries by their first word. */
const ENTRY_GROUPS: readonly (readonly LexiconEntry[])[] = ALL_GROUPS.map((g) =>
  g.entries.map((e) => ({
    words: normalizeWord(e.word)
      .split(' ')
      .filter((w) => w !== ''),
    ambiguous: e.ambiguous !== undefined,
  })),
);
/** Every word of the lexicon's phrases, as written there and without its article. */
const PHRASE_WORDS: ReadonlySet<string> = new Set(
  ENTRY_GROUPS.flatMap((entries) =>
    entries.filter((e) => e.words.length > 1).flatMap((e) => e.words.flatMap((w) => [w, stripClitics(w)])),
  ),
);

/** Whether a normalized word is a word of a lexicon phrase (`طياب` of `زيت الطياب`, cooking oil). */
export const isPhraseWord = (word: string): boolean => PHRASE_WORDS.has(word);

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

/**
 * `asWritten`: a phrase starts only with its own first word, not with a one-word equivalent of it
 * (whether a correction spells the phrase the shopper typed, not another one).
 */
export interface PhraseOptions {
  readonly asWritten?: boolean;
}

/** A span of a query's words and the lexicon phrases or words that can stand for it. */
export interface PhraseAlternative {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
  readonly replacements: readonly string[];
}

/**
 * The word under the article written as a bare `ل` (Maghrebi `لزيت` for `الزيت`; the French `l'`
 * before a vowel, `لوريي` for `اوريي`, l'oreiller, its ا elided), when the word itself is no
 * lexicon word and what follows is one; null otherwise.
 */
export function maghrebiArticleBase(typed: string): string | null {
  if (!typed.startsWith('ل') || typed.length < 4 || MEANINGS.has(typed)) return null;
  const base = typed.slice(1);
  if (MEANINGS.has(base)) return base;
  const elided = `ا${base}`;
  return base.startsWith('و') || base.startsWith('ي') ? (MEANINGS.has(elided) ? elided : null) : null;
}

/** Prepositions written onto a word (`بمكنسة`, with a broom; `بالمكنسة`; `للمكنسة`). */
const PREPOSITION_PREFIXES = ['بال', 'لل', 'ب'];

/**
 * French articles Maghrebi shoppers write onto a loanword: `لاكلي` (la clé), `ليبوجي` (les
 * bougies), `لاماشين` (la machine), and `ليز` said before a vowel (`ليزيكوتور`, les écouteurs),
 * longest first.
 */
export const FRENCH_ARTICLES: readonly string[] = ['ليز', 'لا', 'لي', 'لو'];

/**
 * The word under a preposition or a French article written onto it (a loanword ending in a
 * consonant also with the ة Darija gives it: `لاماشين` → `ماشينة`), when the word as typed is no
 * lexicon word and the one under it starts a lexicon phrase; null otherwise.
 */
function prepositionBase(typed: string): string | null {
  if (MEANINGS.has(typed) || BY_FIRST_WORD.has(typed)) return null;
  for (const prefix of PREPOSITION_PREFIXES) {
    if (!typed.startsWith(prefix) || typed.length - prefix.length < 3) continue;
    const base = typed.slice(prefix.length);
    if (BY_FIRST_WORD.has(base)) return base;
  }
  for (const prefix of FRENCH_ARTICLES) {
    if (!typed.startsWith(prefix) || typed.length - prefix.length < 3) continue;
    const base = typed.slice(prefix.length);
    for (const form of [base, `${base}ه`]) if (BY_FIRST_WORD.has(form)) return form;
  }
  return null;
}

/**
 * Whether a query word stands for a word of a lexicon phrase: the word itself, or, inside a phrase
 * of two words or more, a one-word equivalent of it (`اكل بزونة` is the phrase `اكل قطط`, cat
 * food: `بزونة` is an Iraqi cat) or the same loanword with other medial long vowels (`مية رداتير`
 * is `مية رادياتير`, coolant).
 */
function phraseWordMatches(typed: string | undefined, word: string, phraseLength: number): boolean {
  if (typed === undefined) return false;
  // Shoppers put the article on every word of a phrase (`السمك الزينة`), or on none; in the
  // Maghreb it is often written as a bare `ل` (`لزيت البلدية`).
  const bare = stripClitics(typed);
  if (typed === word || bare === word || maghrebiArticleBase(typed) === word) return true;
  // The Darija genitive written onto a phrase's later word (`ماكلة دالمش`, cat food).
  const underGenitive = MEANINGS.has(typed) ? null : darijaGenitiveBase(typed);
  if (underGenitive !== null && (underGenitive === word || stripClitics(underGenitive) === word)) return true;
  if (phraseLength < 2) return false;
  if (EQUIVALENTS.get(typed)?.includes(word) || (bare !== typed && EQUIVALENTS.get(bare)?.includes(word)))
    return true;
  return (
    typed.length >= MIN_LOANWORD_SPELLING &&
    word.length >= MIN_LOANWORD_SPELLING &&
    loanwordSkeleton(typed) === loanwordSkeleton(word)
  );
}

/**
 * The genitive particles of the dialects (`ديال`, `متاع`, `تاع`, `بتاع`, `نتاع`, `تبع`, and Darija's
 * short `د` written apart: `ماشينة د الصابون`): `كريم ديال الشمس` is `كريم الشمس`, so a phrase's
 * words may stand apart by one of them. (`د` alone stays a word elsewhere: `فيتامين د` is vitamin D.)
 */
const GENITIVES: ReadonlySet<string> = new Set(
  ['ديال', 'متاع', 'تاع', 'بتاع', 'نتاع', 'تبع', 'د'].map(normalizeWord),
);

/**
 * "Without" as the regions say it: `بدون`, `بلا`, `دون` in one word, `من غير` (Egypt) and `من دون`
 * (the Levant) in two. A phrase written with one (`مكنسة بدون سلك`, `قلاية بلا زيت`) is typed
 * with any (`مكنسة من غير سلك`, `قلاية من دون زيت`), and with `غير` alone, as the words searched
 * hold `من غير` once the function word `من` is let go.
 */
const WITHOUT: ReadonlySet<string> = new Set(['بدون', 'بلا', 'دون'].map(normalizeWord));
const WITHOUT_AFTER_FROM: ReadonlySet<string> = new Set(['غير', 'دون'].map(normalizeWord));
const FROM = normalizeWord('من');

/** How many of `words` from `at` say "without" (0, 1 or 2). */
function withoutAt(words: readonly string[], at: number): number {
  const word = words[at] ?? '';
  if (WITHOUT.has(word) || WITHOUT_AFTER_FROM.has(word)) return 1;
  return word === FROM && WITHOUT_AFTER_FROM.has(words[at + 1] ?? '') ? 2 : 0;
}

/**
 * Where a lexicon phrase typed from `start` ends (exclusive), or null: each of its words in turn,
 * a genitive particle allowed between two of them, and its "without" said in any region's words
 * (`withoutAt`). `governed`: the word under a preposition written onto the word at `start`
 * (`prepositionBase`), which may stand for a phrase's first word.
 */
function phraseEnd(
  words: readonly string[],
  start: number,
  phrase: readonly string[],
  governed: string | null,
): number | null {
  let at = start;
  for (let k = 0; k < phrase.length; k++) {
    if (k > 0 && GENITIVES.has(words[at] ?? '') && words[at + 1] !== undefined) at++;
    if (k > 0 && WITHOUT.has(phrase[k] as string)) {
      const said = withoutAt(words, at);
      if (said === 0) return null;
      at += said;
      continue;
    }
    const first = k === 0 && phrase.length > 1 && governed === phrase[0];
    if (!first && !phraseWordMatches(words[at], phrase[k] as string, phrase.length)) {
      // A function word inside the phrase that the searched words no longer hold (`sac a dos`
      // searched as `sac dos`, `tapis de priere` as `tapis priere`).
      if (k > 0 && k < phrase.length - 1 && isStopword(phrase[k] as string)) continue;
      return null;
    }
    at++;
  }
  return at;
}

/** The phrases a typed word may open, and the word under a preposition written onto it. */
interface PhraseStarts {
  readonly candidates: readonly { group: number; entry: LexiconEntry }[];
  readonly governed: string | null;
}

/** Phrase starts by typed word, as written (`asWritten`) and not: shoppers' words come round again. */
const STARTS = new Memo<PhraseStarts>(4_096);

function phraseStarts(typed: string, asWritten: boolean): PhraseStarts {
  const key = asWritten ? `=${typed}` : typed;
  const held = STARTS.get(key);
  if (held !== undefined) return held;
  const bare = stripClitics(typed);
  const starting = BY_FIRST_WORD.get(typed) ?? [];
  const maghrebi = bare === typed ? maghrebiArticleBase(typed) : null;
  const under = bare !== typed ? bare : maghrebi;
  // A preposition written onto the phrase's first word (`ودي بمكنسة بدون سلك`, `للمكنسة`).
  const governed = prepositionBase(typed);
  const direct = [
    ...starting,
    ...(under === null ? [] : (BY_FIRST_WORD.get(under) ?? [])),
    ...(governed === null
      ? []
      : (BY_FIRST_WORD.get(governed) ?? []).filter(({ entry }) => entry.words.length > 1)),
  ];
  // A phrase of two words or more may also start with another spelling of its first word that
  // the lexicon holds as an equivalent (`ماكنة حلاقة` is `ماكينة حلاقة`, a shaver): one letter
  // apart, as its later words may be (`phraseWordMatches`); or with any equivalent of a first word
  // of one meaning (`اقراص النوم`, `حرابش النوم` are `حبوب النوم`, a sleep aid).
  const candidates = [
    ...direct,
    ...(asWritten
      ? []
      : [typed, ...(under === null ? [] : [under])].flatMap((w) => {
          const single = MEANINGS.get(w)?.length === 1 && !AMBIGUOUS.has(w);
          return (EQUIVALENTS.get(w) ?? [])
            .filter((e) => single || (w.length >= 4 && editDistance(w, e, 1) <= 1))
            .flatMap((e) => (BY_FIRST_WORD.get(e) ?? []).filter(({ entry }) => entry.words.length > 1));
        })),
  ];
  const starts = { candidates, governed };
  STARTS.set(key, starts);
  return starts;
}

/**
 * Where a query meets the lexicon with a phrase on one side: a phrase typed for a word or
 * another phrase (`باور بانك` → `بطارية متنقلة`, `باوربانك`), or a word typed for a phrase
 * (`سفرة` → `طاولة طعام`, `ps5` → ...). The analyzer already expands one word into another; a
 * phrase has to replace words of the query, so these are for rewriting the query. Ambiguous
 * entries are never offered; at each position the longest match wins. `words` are normalized.
 */
export function phraseAlternatives(
  words: readonly string[],
  options: PhraseOptions = {},
): PhraseAlternative[] {
  const out: PhraseAlternative[] = [];
  for (let i = 0; i < words.length; i++) {
    let best: { end: number; groups: number[] } | null = null;
    const typed = words[i] ?? '';
    const { candidates, governed } = phraseStarts(typed, options.asWritten === true);
    for (const { group, entry } of candidates) {
      const end = phraseEnd(words, i, entry.words, governed);
      if (end === null) continue;
      if (best === null || end > best.end) best = { end, groups: [group] };
      else if (end === best.end && !best.groups.includes(group)) best.groups.push(group);
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

/**
 * The indexes of `words` (normalized) that a lexicon phrase of two words or more typed whole
 * covers (`زيت الطياب`, `فريتوز بلا زيت`): words that mean what the phrase means.
 */
export function wordsInPhrases(words: readonly string[], options: PhraseOptions = {}): Set<number> {
  const covered = new Set<number>();
  for (const { start, end } of phraseAlternatives(words, options))
    if (end - start > 1) for (let i = start; i < end; i++) covered.add(i);
  return covered;
}
