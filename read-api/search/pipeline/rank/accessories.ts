import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { AnalyzedToken, Analyzer } from '../../../../domain/search/analyzer.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { below } from '../fallbacks/tiers.ts';
import { isActivityAfterFor } from '../understand/query-words.ts';

/**
 * Words saying that what follows is what a product is for, not what it is (`Case for Galaxy S23
 * FE`, `Coque pour iPhone`, `شاحن متوافق مع ايفون`). A word starting with `لل` ("for the":
 * `حامل للجوال`) says so too.
 */
// biome-ignore format: a word table reads best packed
const FOR_WORDS = new Set(
  ['for', 'fits', 'compatible', 'pour', 'compatible', 'لـ', 'ل', 'متوافق', 'متوافقة', 'يناسب', 'تناسب', 'مناسب', 'عشان', 'علشان', 'حق']
    .map(normalizeWord),
);
const FOR_THE = /^و?لل[\u0621-\u064a]{2,}/u;

/** Words of a category name filing accessories (`Phone Accessories`, `اكسسوارات الجوال`). */
// biome-ignore format: a word table reads best packed
const ACCESSORY_CATEGORY = new Set(
  ['accessories', 'accessory', 'accessoires', 'accessoire', 'اكسسوارات', 'اكسسوار', 'ملحقات'].map(normalizeWord),
);

/** What a product is for: the forms its names say it is for, and whether its category files accessories. */
export interface ProductUse {
  readonly fits: ReadonlySet<string>;
  readonly accessory: boolean;
}

const saysFor = (token: AnalyzedToken): boolean =>
  FOR_WORDS.has(normalizeWord(token.original)) ||
  (FOR_THE.test(normalizeWord(token.original)) && token.terms.some((t) => t.kind === 'clitic'));

/**
 * The index forms of the words after the first `for` of each of the product's names, and whether
 * one of its category's labels has a word filing accessories. Read once per product version
 * (`productKind`).
 */
export function productUse(facts: RankingFacts, analyzer: Analyzer): ProductUse {
  const fits = new Set<string>();
  for (const [lang, text] of Object.entries(facts.name)) {
    const tokens = analyzer.analyze(text, { mode: 'index', lang });
    const at = tokens.findIndex(saysFor);
    if (at < 0) continue;
    // `للجوال` is itself the thing the product is for; `for` is followed by it.
    const from = FOR_WORDS.has(normalizeWord(tokens[at]?.original ?? '')) ? at + 1 : at;
    for (const token of tokens.slice(from)) for (const t of token.terms) fits.add(t.term);
  }
  const accessory = Object.values(facts.category ?? {}).some((label) =>
    label.split(/[\s&,/-]+/u).some((w) => ACCESSORY_CATEGORY.has(normalizeWord(w.replace(/^ال/u, '')))),
  );
  return { fits, accessory };
}

/**
 * Whether the query itself says what the product is for (`case for galaxy`, `شاحن للايفون`): a
 * thing. An activity after `لل` (`جوال للتصوير`, a phone for taking pictures; `للرياضة`) says what
 * the product is used for, not a device it serves: a query naming one still wants the device first.
 */
export const queryNamesUse = (tokens: readonly AnalyzedToken[]): boolean =>
  tokens.some((token) => saysFor(token) && !isActivityAfterFor(normalizeWord(token.original)));

/**
 * Within each tier, the products made for what the query names come after the others, when
 * some others are there: a query naming a model wants the device before its accessories. A
 * product is made for it when one of its names says it is for a word of the query (`Clear case
 * for Galaxy S23 FE` for `galaxy s23 fe`) or it is filed under accessories (`Samsung Galaxy S24
 * Silicone Case` in Phone Accessories for `samsung galaxy s24`). A product whose name's head or
 * category's head the query names (`case galaxy s23 fe`, `اكسسوارات جوال`) is what was asked for
 * and stays.
 */
export function accessoriesAfter(
  tiers: readonly (readonly SearchHitRef[])[],
  query: ReadonlySet<string>,
  product: (
    id: string,
  ) =>
    | { readonly use: ProductUse; readonly head: ReadonlySet<string>; readonly category: ReadonlySet<string> }
    | undefined,
): { readonly tiers: SearchHitRef[][]; readonly moved: number } | null {
  let moved = 0;
  // Tiers are copied only once one of them has products to move.
  let out: SearchHitRef[][] | null = null;
  for (let at = 0; at < tiers.length; at++) {
    const tier = tiers[at] as readonly SearchHitRef[];
    const accessory: boolean[] = new Array(tier.length);
    let n = 0;
    for (let i = 0; i < tier.length; i++) {
      const p = product((tier[i] as SearchHitRef).id);
      const is =
        p !== undefined &&
        (p.use.accessory || meets(p.use.fits, query)) &&
        !meets(p.head, query) &&
        !meets(p.category, query);
      accessory[i] = is;
      if (is) n++;
    }
    if (n === 0 || n === tier.length) {
      out?.push([...tier]);
      continue;
    }
    if (out === null) out = tiers.slice(0, at).map((t) => [...t]);
    moved += n;
    const devices: SearchHitRef[] = [];
    const after: SearchHitRef[] = [];
    for (let i = 0; i < tier.length; i++) (accessory[i] ? after : devices).push(tier[i] as SearchHitRef);
    out.push([...devices, ...below(devices, after)]);
  }
  return out === null ? null : { tiers: out, moved };
}

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
};
