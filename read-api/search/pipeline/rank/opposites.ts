import { stripClitics } from '../../../../domain/language/arabic-stem.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { nameWords, weighTiers } from './audience.ts';

/**
 * Qualities a product's name may claim that exclude each other, each with its two sides: a
 * query that names one side wants no product named with the other (`ثلاجة كبيرة`: not the mini
 * fridge; `سماعة بلوتوث`: not the wired earphones).
 */
// biome-ignore format: a word table reads best packed
const QUALITIES: readonly (readonly [readonly string[], readonly string[]])[] = [
  // Size. Not `كبار` nor `صغار`: `للكبار`, `للصغار` are grown-ups and children, not sizes.
  [
    ['كبير', 'كبيرة', 'كبيره', 'كبيرين', 'ضخم', 'ضخمة', 'عملاق', 'عملاقة', 'big', 'large', 'jumbo', 'grand', 'grande',
      'gros', 'grosse'],
    ['صغير', 'صغيرة', 'صغيره', 'صغيرين', 'زغير', 'زغيرة', 'صغنن', 'صغنونة', 'ميني', 'mini', 'small', 'petit', 'petite'],
  ],
  // A wire.
  [
    ['لاسلكي', 'لاسلكية', 'لاسلكيه', 'بلوتوث', 'wireless', 'cordless', 'bluetooth'],
    ['سلكي', 'سلكية', 'سلكيه', 'بسلك', 'بالسلك', 'wired', 'filaire'],
  ],
];

/**
 * `without` and its kin: before a word of the wire (`بدون سلك`, `sans fil`), the wireless side; a
 * wire alone is the wired side.
 */
const WITHOUT: ReadonlySet<string> = new Set(
  ['بدون', 'بلا', 'دون', 'غير', 'sans', 'without'].map(normalizeWord),
);
const WIRE: ReadonlySet<string> = new Set(
  ['سلك', 'اسلاك', 'خيط', 'كيبل', 'كابل', 'fil', 'fils', 'wire', 'wires', 'cable', 'cord'].map(normalizeWord),
);
const WIRE_QUALITY = 1;

/** A side of a quality: `quality * 2 + side`. */
type Claim = number;

/** What each side is called in a debug trace, by claim. */
const SIDE_NAMES: readonly string[] = ['big', 'small', 'wireless', 'wired'];

/** The sides claimed, by name (a debug trace's `opposites`). */
export const claimNames = (claims: ReadonlySet<Claim>): string[] =>
  [...claims].map((claim) => SIDE_NAMES[claim] ?? String(claim));

const CLAIM_OF: ReadonlyMap<string, Claim> = new Map(
  QUALITIES.flatMap(([one, other], quality) => [
    ...one.map((w) => [normalizeWord(w), quality * 2] as const),
    ...other.map((w) => [normalizeWord(w), quality * 2 + 1] as const),
  ]),
);

const claimOfWord = (word: string): Claim | undefined =>
  CLAIM_OF.get(word) ?? CLAIM_OF.get(stripClitics(word));

/** The sides a query's words name (typed words, normalized): none, or one per quality (both: neither). */
export function queryClaims(words: readonly string[]): ReadonlySet<Claim> {
  const claims = new Set<Claim>();
  words.forEach((word, i) => {
    const before = words[i - 1];
    // A wire after "without" is the wireless side; a wire named as what is wanted (`سلك شحن`, a
    // charging cable; `مكنسة بسلك`) the wired one: not the cordless drill `sans fil` names.
    const claim = WIRE.has(stripClitics(word))
      ? WIRE_QUALITY * 2 + (before !== undefined && WITHOUT.has(before) ? 0 : 1)
      : claimOfWord(word);
    if (claim !== undefined) claims.add(claim);
  });
  // A query naming both sides of a quality names neither.
  return new Set([...claims].filter((claim) => !claims.has(claim ^ 1)));
}

/** Each product's claims, read once per version of its names (kept under `RankingFacts.name`). */
const cache = new WeakMap<object, ReadonlySet<Claim>>();

/** The sides a product's names (every language) claim. */
export function productClaims(facts: RankingFacts): ReadonlySet<Claim> {
  const held = cache.get(facts.name);
  if (held !== undefined) return held;
  const claims = new Set<Claim>();
  for (const word of nameWords(facts)) {
    const claim = claimOfWord(word);
    if (claim !== undefined) claims.add(claim);
  }
  cache.set(facts.name, claims);
  return claims;
}

/** Whether a product's claims name the other side of a quality the query names, and not the query's. */
const claimsOpposite = (of: ReadonlySet<Claim> | undefined, claims: ReadonlySet<Claim>): boolean =>
  of !== undefined && [...claims].some((claim) => of.has(claim ^ 1) && !of.has(claim));

/** A product named with the other side of a quality the query names weighs this much. */
export const OPPOSITE_WEIGHT = 0.1;

/**
 * Each tier with the products named with the other side of a quality the query names weighed
 * down (`OPPOSITE_WEIGHT`) and ordered again by score: `ثلاجة كبيرة` puts the large fridge before
 * the mini one, `ecouteurs sans fil` wireless earbuds before wired ones. A tier keeps its place,
 * unless every product in it is named with the other side and the next tier that holds a product
 * holds one that is not: then the two change places (`سماعة بلوتوث ... من الاذن`: the earbuds found without `الاذن`
 * before the wired in-ear earphones that matched it). Null when no product is weighed down.
 */
export function oppositeTiers(
  tiers: readonly (readonly SearchHitRef[])[],
  claims: ReadonlySet<Claim>,
  claimsOf: (id: string) => ReadonlySet<Claim> | undefined,
): SearchHitRef[][] | null {
  // Read once per product: the weighing and the tiers' check below both ask.
  const seen = new Map<string, boolean>();
  const opposite = (id: string): boolean => {
    let found = seen.get(id);
    if (found === undefined) {
      found = claimsOpposite(claimsOf(id), claims);
      seen.set(id, found);
    }
    return found;
  };
  const weighed = weighTiers(tiers, (id) => (opposite(id) ? OPPOSITE_WEIGHT : 1));
  if (weighed === null) return null;
  const allOpposite = weighed.map((tier) => tier.length > 0 && tier.every((hit) => opposite(hit.id)));
  for (let i = 0; i + 1 < weighed.length; i++) {
    if (!allOpposite[i]) continue;
    // The next tier that holds a product (a stage may leave a tier empty).
    let j = i + 1;
    while (j < weighed.length && (weighed[j]?.length ?? 0) === 0) j++;
    if (j >= weighed.length || allOpposite[j]) continue;
    [weighed[i], weighed[j]] = [weighed[j] as SearchHitRef[], weighed[i] as SearchHitRef[]];
    [allOpposite[i], allOpposite[j]] = [false, true];
    i = j; // one place down, no further
  }
  return weighed;
}

/**
 * On an explicit sort, each tier split in two: the products named with the other side of a
 * quality the query names after the others, each part in the sort's order (`هاند فري بلوتوث مش
 * غالي`: the cheapest wireless earphones before the cheaper wired ones). Null when none is.
 */
export function oppositesLast(
  tiers: readonly (readonly SearchHitRef[])[],
  claims: ReadonlySet<Claim>,
  claimsOf: (id: string) => ReadonlySet<Claim> | undefined,
): SearchHitRef[][] | null {
  const opposite = (id: string): boolean => claimsOpposite(claimsOf(id), claims);
  let moved = false;
  const out = tiers.flatMap((tier) => {
    const last = tier.filter((hit) => opposite(hit.id));
    if (last.length === 0 || last.length === tier.length) return [[...tier]];
    moved = true;
    return [tier.filter((hit) => !opposite(hit.id)), last];
  });
  return moved ? out : null;
}
