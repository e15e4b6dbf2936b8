import { possessiveBases } from '../arabic-stem.ts';
import { wordsInPhrases } from '../dialect-lexicon.ts';
import { INSTRUMENT_PRONOUNS, isUseVerb } from '../purpose-verbs.ts';
import { isNegating, isStopword } from '../stopwords.ts';
import { brandMatcher, builtInBrandWords } from './brand-matcher.ts';
import { categoryMatcher } from './category-matcher.ts';
import { colorMatcher } from './color-matcher.ts';
import { findPrices } from './extract-price.ts';
import {
  type Extraction,
  filtersOf,
  type ParsedQuery,
  type ParseQueryOptions,
  rewrite,
  type Span,
  sortOf,
} from './parsed-query.ts';
import { phrase, type QueryWord, queryWords } from './query-words.ts';
import { SORT_PHRASES } from './sort-words.ts';

/**
 * Words that negate the sort word after them (`مش غالي`, `not expensive`), normalized: the
 * negations (`isNegating`), and before a sort word also `غير`, `no`, `non` and the Gulf's `موب`,
 * which elsewhere start a product's own words.
 */
const SORT_ONLY_NEGATIONS: ReadonlySet<string> = new Set(['موب', 'غير', 'non', 'no']);
const negates = (word: string): boolean => isNegating(word) || SORT_ONLY_NEGATIONS.has(word);

type Candidate = { from: number; to: number } & (
  | { kind: 'brand'; value: readonly string[] }
  | { kind: 'color'; value: string }
  | { kind: 'category'; value: string }
);

/** Scans unused words left to right with `match`, taking what it finds. */
function scan<T extends { from: number; to: number }>(
  words: readonly QueryWord[],
  used: ReadonlySet<number>,
  match: (words: readonly QueryWord[], i: number) => T | null,
): T[] {
  const found: T[] = [];
  for (let i = 0; i < words.length; i++) {
    if (used.has(i)) continue;
    const m = match(words, i);
    if (m === null) continue;
    let free = true;
    for (let k = m.from; k < m.to; k++) if (used.has(k)) free = false;
    if (!free) continue;
    found.push(m);
    i = m.to - 1;
  }
  return found;
}

const take = (used: Set<number>, m: { from: number; to: number }): void => {
  for (let k = m.from; k < m.to; k++) used.add(k);
};

/**
 * Reads structure out of a shopper's query: price bounds, sort words, and the store's brands,
 * colors and categories. What is extracted becomes filters and sort and leaves the rest of
 * the text behind. Brands, categories and colors are only extracted when some other word of
 * the query remains: "samsung" alone stays a text query, "جوال سامسونج" filters by brand and
 * searches "جوال", and in "samsung red" the color is extracted and "samsung" stays as text.
 */
export function parseQuery(text: string, options: ParseQueryOptions): ParsedQuery {
  const words = queryWords(text);
  const used = new Set<number>();
  const span = (m: { from: number; to: number }): Span => {
    const start = words[m.from]?.start ?? 0;
    const end = words[m.to - 1]?.end ?? start;
    return { text: text.slice(start, end), start, end };
  };
  const extracted: Extraction[] = [];

  const storeBrands = scan(words, used, brandMatcher(options.brands));
  const brandWords = new Set<number>(builtInBrandWords(words));
  for (const b of storeBrands) for (let k = b.from; k < b.to; k++) brandWords.add(k);

  const currency = options.currency.toUpperCase();
  for (const p of findPrices(words, options.lang, brandWords)) {
    take(used, p);
    const applied = p.currency === null || p.currency.includes(currency);
    extracted.push({ kind: 'price', ...span(p), gte: p.gte, lte: p.lte, currency: p.currency, applied });
  }
  // A word of a lexicon phrase means what the phrase means (`مولود جديد`, a newborn: not the newest).
  const inPhrases = wordsInPhrases(words.map((w) => w.word));
  const blocked = new Set([...used, ...brandWords, ...inPhrases]);
  for (const s of scan(words, blocked, (w, i) => {
    const negated = negates(w[i]?.word ?? '');
    const m = SORT_PHRASES.at(w, negated ? i + 1 : i);
    if (m === null) return null;
    // A verb before the tool's pronoun (`اغلي بيها المية`, boil the water with it) is no sort word.
    if (m.length === 1 && isUseVerb(w[i]?.word ?? '') && INSTRUMENT_PRONOUNS.has(w[i + 1]?.word ?? ''))
      return null;
    // A plain adjective after the thing the product is for describes that thing (`زيت لسيارتي
    // الجديدة`, oil for my new car; `case for my new iphone`): no order. A superlative still is one.
    if (m.length === 1 && PLAIN_SORT_ADJECTIVES.has(w[i]?.word ?? '') && afterOwnedThing(w, i)) return null;
    if (!negated) return negates(w[i - 1]?.word ?? '') ? null : { from: i, to: i + m.length, value: m.value };
    // "not expensive" asks for the cheap end; "not cheap", "not new" ask for no order.
    return m.value === 'price_desc' ? { from: i, to: i + 1 + m.length, value: 'price_asc' as const } : null;
  })) {
    take(used, s);
    extracted.push({ kind: 'sort', ...span(s), value: s.value });
  }

  const candidates: Candidate[] = storeBrands
    .filter((b) => [...Array(b.to - b.from).keys()].every((k) => !used.has(b.from + k)))
    .map((b) => ({ kind: 'brand', from: b.from, to: b.to, value: b.brands }));
  const attributeUsed = new Set([...used, ...brandWords]);
  for (const c of scan(words, attributeUsed, colorMatcher(options.colors))) {
    take(attributeUsed, c);
    candidates.push({ kind: 'color', from: c.from, to: c.to, value: c.color });
  }
  for (const c of scan(words, attributeUsed, categoryMatcher(options.categories))) {
    candidates.push({ kind: 'category', from: c.from, to: c.to, value: c.category });
  }

  for (const c of chooseExtracted(
    words,
    used,
    candidates.filter((c) => c.kind === 'color' || !isModifier(words, c.from, c.kind === 'brand')),
  )) {
    take(used, c);
    extracted.push({ ...c, ...span(c) });
  }
  extracted.sort((a, b) => a.start - b.start);
  return {
    rewritten: rewrite(text, extracted),
    filters: filtersOf(extracted),
    sort: sortOf(extracted),
    extracted,
  };
}

/** Words saying that what follows is what the product is for, not what it is (`case for my iphone`, `شاحن حق ايفون`). */
// biome-ignore format: a word table reads best packed
const FOR_WORDS = new Set(
  ['for', 'pour', 'fits', 'fit', 'compatible', 'عشان', 'علشان', 'حق', 'ل', 'لـ', 'مال', 'ديال', 'تاع', 'متاع', 'الى', 'إلى']
    .map((w) => phrase(w)[0] ?? ''),
);
/** Words that may stand between `for` and the thing (`for my`, `pour le`). */
// biome-ignore format: a word table reads best packed
const DETERMINERS = new Set([
  'my', 'a', 'an', 'the', 'your', 'his', 'her', 'our', 'their', 'mon', 'ma', 'mes', 'le', 'la', 'les', 'un', 'une',
]);

/**
 * Whether the words at `from` qualify another noun rather than name the product: after `for`
 * (`need a case for my iphone`, `شاحن عشان سامسونج`), or for a brand, written with `لل` ("for
 * the": `شاحن للايفون`). Such a brand or category is what the product fits, not a filter: it
 * stays in the text. A category written with `لل` (`ملابس للأطفال`, `عطور للرجال`) names whom
 * the product is for, which is how stores file it, and stays a filter.
 */
function isModifier(words: readonly QueryWord[], from: number, brand: boolean): boolean {
  const first = words[from];
  if (brand && first !== undefined && first.word !== first.bare && /^و?لل/u.test(first.word)) return true;
  for (let k = from - 1; k >= 0; k--) {
    const w = words[k]?.word ?? '';
    if (DETERMINERS.has(w)) continue;
    return FOR_WORDS.has(w);
  }
  return false;
}

/** Sort words that are plain adjectives (new, cheap, expensive), not superlatives. */
// biome-ignore format: a word table reads best packed
const PLAIN_SORT_ADJECTIVES = new Set(
  ['new', 'cheap', 'expensive', 'جديد', 'الجديد', 'جديدة', 'الجديدة', 'رخيص', 'الرخيص', 'رخيصة', 'الرخيصة', 'غالي',
    'الغالي', 'غالية', 'الغالية', 'nouveau', 'nuevo'].map((w) => phrase(w)[0] ?? ''),
);

/** Adjectives of a product spelled with ل and ي like `for my ...` (`لاسلكي` wireless, `لبناني` Lebanese). */
// biome-ignore format: a word table reads best packed
const L_ADJECTIVES = new Set(['لاسلكي', 'لبناني', 'ليبي', 'لاتيني', 'لوزي', 'ليلكي', 'لولبي', 'ليزري'].map((w) => phrase(w)[0] ?? ''));

/** A feminine noun under its owner's pronoun, its ة written ت (`مكينتها` → `مكينه`, `سيارتي`). */
const ownedFeminineNoun = (word: string): boolean =>
  possessiveBases(word).some((base) => base.endsWith('ه') && !word.startsWith(base));

/**
 * Whether a word before `at` names what the product is for, as the shopper's own: a `for` word
 * (`for my`, `عشان`, `حق`), `ل` on a noun with the possessive `ي` (`لسيارتي`, for my car), or
 * right before it a feminine noun with its owner's pronoun (`مكينتها`, its engine).
 */
function afterOwnedThing(words: readonly QueryWord[], at: number): boolean {
  // Right after a noun with its owner's pronoun (`مكينتها جديدة`, its engine is new; `سيارتي جديدة`).
  const before = words[at - 1]?.word ?? '';
  if (before.length >= 5 && ownedFeminineNoun(before)) return true;
  for (let k = 0; k < at; k++) {
    const w = words[k]?.word ?? '';
    if (FOR_WORDS.has(w) || (w.length >= 4 && w.startsWith('ل') && w.endsWith('ي') && !L_ADJECTIVES.has(w)))
      return true;
  }
  return false;
}

/** Keeps brands, categories and colors as text when extracting them would leave no word behind. */
function chooseExtracted(
  words: readonly QueryWord[],
  used: ReadonlySet<number>,
  candidates: readonly Candidate[],
): Candidate[] {
  const inCandidate = new Set<number>();
  for (const c of candidates) for (let k = c.from; k < c.to; k++) inCandidate.add(k);
  const free = words.some((w, i) => !used.has(i) && !inCandidate.has(i) && !w.symbol && !isStopword(w.word));
  if (free) return [...candidates];
  const textual = candidates.filter((c) => c.kind !== 'color');
  return textual.length > 0 ? candidates.filter((c) => c.kind === 'color') : [];
}
