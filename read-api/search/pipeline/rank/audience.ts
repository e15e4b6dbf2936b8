import { stripClitics } from '../../../../domain/language/arabic-stem.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';

/** Whom a product is made for, as its name says: men, women, or children (girls, boys and babies among them). */
export type Audience = 'men' | 'women' | 'kids';

// biome-ignore format: a word table reads best packed
const WORDS: Readonly<Record<Audience, readonly string[]>> = {
  men: ['رجالي', 'رجالية', 'رجال', 'للرجال', 'men', 'mens', 'man', 'male', 'gents', 'homme', 'hommes'],
  women: ['نسائي', 'نسائية', 'نساء', 'للنساء', 'حريمي', 'ستاتي', 'نسواني', 'نسوانية', 'women', 'womens', 'woman',
    'ladies', 'female', 'femme', 'femmes'],
  kids: ['اطفال', 'للاطفال', 'طفل', 'ولادي', 'اولادي', 'بناتي', 'اولاد', 'ولد', 'بنات', 'بنت', 'صبياني', 'دراري',
    'رضع', 'رضيع', 'بيبي', 'مواليد', 'kids', 'kid', 'children', 'child', 'boys', 'boy', 'girls', 'girl', 'baby',
    'babies', 'infant', 'toddler', 'junior', 'enfant', 'enfants', 'garcon', 'garcons', 'fille', 'filles', 'bebe'],
};

/**
 * The people a shopper buys for, said of their family (`هدية لامي`, a gift for my mother; `لزوجي`,
 * for my husband): a query's words only, with and without `ل` (for). Not a son or a daughter, who
 * may be grown up.
 */
// biome-ignore format: a word table reads best packed
const FAMILY: Readonly<Record<Audience, readonly string[]>> = {
  men: ['ابوي', 'ابويا', 'بابا', 'والدي', 'زوجي', 'جوزي', 'راجلي', 'خويا', 'اخوي', 'اخويا', 'جدي'],
  women: ['امي', 'ماما', 'والدتي', 'زوجتي', 'مراتي', 'مرتي', 'مرتو', 'اختي', 'خيتي', 'ختي', 'جدتي', 'تيتا',
    'حبيبتي', 'خطيبتي', 'يمه'],
  kids: ['طفلي', 'طفلتي', 'بيبيتي', 'رضيعي'],
};

const FAMILY_OF: ReadonlyMap<string, Audience> = new Map(
  (Object.entries(FAMILY) as [Audience, readonly string[]][]).flatMap(([audience, words]) =>
    words.flatMap((w) => [normalizeWord(w), normalizeWord(`ل${w}`)].map((n) => [n, audience] as const)),
  ),
);

/** Words that say a product is for everyone (`unisex`, `للجنسين`): it meets any audience. */
const EVERYONE: ReadonlySet<string> = new Set(['unisex', 'جنسين', 'للجنسين', 'mixte'].map(normalizeWord));

const AUDIENCE_OF: ReadonlyMap<string, Audience> = new Map(
  (Object.entries(WORDS) as [Audience, readonly string[]][]).flatMap(([audience, words]) =>
    words.map((w) => [normalizeWord(w), audience] as const),
  ),
);

/** The audience a normalized word names, with its article or preposition looked through (`للولد`). */
function audienceOfWord(word: string): Audience | 'everyone' | undefined {
  if (EVERYONE.has(word)) return 'everyone';
  return AUDIENCE_OF.get(word) ?? AUDIENCE_OF.get(stripClitics(word));
}

const LATIN_APOSTROPHE = /['\u2019]/gu;
const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/**
 * The one audience a query's words name (`كنزة للولد`: kids; `عطر رجالي`: men), or null when they
 * name none or several. Takes the typed words, normalized.
 */
export function queryAudience(words: readonly string[]): Audience | null {
  let found: Audience | null = null;
  for (const word of words) {
    const audience = audienceOfWord(word) ?? FAMILY_OF.get(word);
    if (audience === undefined) continue;
    if (audience === 'everyone' || (found !== null && found !== audience)) return null;
    found = audience;
  }
  return found;
}

/** The words of a product's names in every language, normalized (apostrophes of `men's` left out). */
export function* nameWords(facts: RankingFacts): Generator<string> {
  for (const text of Object.values(facts.name))
    for (const raw of text.toLowerCase().replace(LATIN_APOSTROPHE, '').split(WORD_BREAK))
      if (raw !== '') yield normalizeWord(raw);
}

/** Each product's audiences, read once per version of its names (kept under `RankingFacts.name`). */
const cache = new WeakMap<object, ReadonlySet<Audience> | 'everyone'>();

/** The audiences a product's names (every language) say it is for; empty when they name none. */
export function productAudience(facts: RankingFacts): ReadonlySet<Audience> | 'everyone' {
  const held = cache.get(facts.name);
  if (held !== undefined) return held;
  const found = new Set<Audience>();
  let everyone = false;
  for (const word of nameWords(facts)) {
    const audience = audienceOfWord(word);
    if (audience === 'everyone') everyone = true;
    else if (audience !== undefined) found.add(audience);
  }
  const out = everyone ? 'everyone' : found;
  cache.set(facts.name, out);
  return out;
}

/** A product made for another audience than the query's weighs this much (`كنزة للولد`: a men's hoodie). */
export const OTHER_AUDIENCE_WEIGHT = 0.5;

/**
 * Each tier with the products made for another audience than the one the query names weighed
 * down (`OTHER_AUDIENCE_WEIGHT`) and the tier ordered again by score: `كنزة بقبعة للولد` puts the
 * kids' hoodie before the men's; a women's perfume stays among the perfumes for `عطر رجالي`, after
 * the men's. A tier keeps its place. Null when no product is weighed down.
 */
export function audienceTiers(
  tiers: readonly (readonly SearchHitRef[])[],
  audience: Audience,
  audienceOf: (id: string) => ReadonlySet<Audience> | 'everyone' | undefined,
): SearchHitRef[][] | null {
  return weighTiers(tiers, (id) => {
    const of = audienceOf(id);
    return of === undefined || of === 'everyone' || of.size === 0 || of.has(audience)
      ? 1
      : OTHER_AUDIENCE_WEIGHT;
  });
}

/**
 * Each tier with every product's score times its weight (`weightOf`, 1: unchanged), ordered
 * again by score where a weight moved one (ties keep their order). A tier keeps its place. Null
 * when no product is weighed down.
 */
export function weighTiers(
  tiers: readonly (readonly SearchHitRef[])[],
  weightOf: (id: string) => number,
): SearchHitRef[][] | null {
  let moved = 0;
  const out = tiers.map((tier) => {
    let changed = false;
    const scored = tier.map((hit, i) => {
      const weight = weightOf(hit.id);
      if (weight === 1) return { hit, i };
      changed = true;
      moved++;
      return { hit: { ...hit, score: hit.score * weight }, i };
    });
    if (!changed) return [...tier];
    return scored.sort((a, b) => b.hit.score - a.hit.score || a.i - b.i).map((s) => s.hit);
  });
  return moved === 0 ? null : out;
}
