import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { AnalyzedToken, Analyzer } from '../../../../domain/search/analyzer.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { below } from '../fallbacks/tiers.ts';

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

/** Forms of the words a product's names say it is for (empty when no name says so), read once per product version. */
const cache = new WeakMap<RankingFacts, ReadonlySet<string>>();

const saysFor = (token: AnalyzedToken): boolean =>
  FOR_WORDS.has(normalizeWord(token.original)) ||
  (FOR_THE.test(normalizeWord(token.original)) && token.terms.some((t) => t.kind === 'clitic'));

/** The index forms of the words after the first `for` of each of the product's names. */
export function fitsForms(facts: RankingFacts, analyzer: Analyzer): ReadonlySet<string> {
  const held = cache.get(facts);
  if (held !== undefined) return held;
  const forms = new Set<string>();
  for (const [lang, text] of Object.entries(facts.name)) {
    const tokens = analyzer.analyze(text, { mode: 'index', lang });
    const at = tokens.findIndex(saysFor);
    if (at < 0) continue;
    // `للجوال` is itself the thing the product is for; `for` is followed by it.
    const from = FOR_WORDS.has(normalizeWord(tokens[at]?.original ?? '')) ? at + 1 : at;
    for (const token of tokens.slice(from)) for (const t of token.terms) forms.add(t.term);
  }
  cache.set(facts, forms);
  return forms;
}

/** Whether the query itself says what the product is for (`case for galaxy`, `شاحن للايفون`). */
export const queryNamesUse = (tokens: readonly AnalyzedToken[]): boolean => tokens.some(saysFor);

/**
 * Within each tier, the products whose names say they are for what the query names (`Clear case
 * for Galaxy S23 FE` for `galaxy s23 fe`) come after the products the query names, when some
 * are there: a query naming a model wants the device before its accessories. A product whose
 * name's head the query names (`case galaxy s23 fe`) is what was asked for and stays.
 */
export function accessoriesAfter(
  tiers: readonly (readonly SearchHitRef[])[],
  query: ReadonlySet<string>,
  product: (
    id: string,
  ) => { readonly fits: ReadonlySet<string>; readonly head: ReadonlySet<string> } | undefined,
): { readonly tiers: SearchHitRef[][]; readonly moved: number } | null {
  let moved = 0;
  const out = tiers.map((tier) => {
    const accessory = tier.map((hit) => {
      const p = product(hit.id);
      return p !== undefined && meets(p.fits, query) && !meets(p.head, query);
    });
    const n = accessory.filter(Boolean).length;
    if (n === 0 || n === tier.length) return [...tier];
    moved += n;
    const devices = tier.filter((_, i) => !accessory[i]);
    return [
      ...devices,
      ...below(
        devices,
        tier.filter((_, i) => accessory[i]),
      ),
    ];
  });
  return moved === 0 ? null : { tiers: out, moved };
}

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
};
