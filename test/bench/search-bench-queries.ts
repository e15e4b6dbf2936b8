import type { ProductDocument } from '../../domain/search/product-document.ts';
import type { Filter } from '../../domain/search/search-query.ts';
import { CATALOG_LEAVES, pick, seededRandom } from '../fixtures/catalog-generator.ts';
import { COLORS, TAXONOMY } from '../fixtures/catalog-generator-taxonomy.ts';

export type Lang = 'en' | 'ar';

export interface TextQuery {
  readonly text: string;
  readonly lang: Lang;
}

export interface TypoQuery extends TextQuery {
  /** The product whose name the query was made from (must be in the top 20). */
  readonly targetId: string;
}

export interface FilteredQuery extends TextQuery {
  readonly filters: readonly Filter[];
}

export interface BenchQueries {
  readonly exact: readonly TextQuery[];
  readonly prefix: readonly TextQuery[];
  readonly typo: readonly TypoQuery[];
  readonly filtered: readonly FilteredQuery[];
}

export const FACETS = ['brand', 'color', 'price', 'in_stock', 'category'] as const;

const LATIN = 'abcdefghijklmnopqrstuvwxyz';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const LETTERS_ONLY = /^\p{L}+$/u;

const words = (text: string): string[] => text.split(/\s+/u).filter((w) => w !== '');

/** One random edit (substitution, insertion, deletion or adjacent transposition) keeping at least `min` letters. */
function misspell(word: string, random: () => number, alphabet: string, min: number): string | null {
  const cs = Array.from(word);
  for (let attempt = 0; attempt < 10; attempt++) {
    const i = Math.floor(random() * cs.length);
    const letter = alphabet.charAt(Math.floor(random() * alphabet.length));
    const next = [...cs];
    switch (Math.floor(random() * 4)) {
      case 0:
        next[i] = letter;
        break;
      case 1:
        next.splice(i, 0, letter);
        break;
      case 2:
        next.splice(i, 1);
        break;
      default: {
        const j = i + 1 < cs.length ? i + 1 : i - 1;
        const [a, b] = [next[i] ?? '', next[j] ?? ''];
        next[i] = b;
        next[j] = a;
      }
    }
    const typed = next.join('');
    if (typed !== word.toLowerCase() && typed !== word && next.length >= min) return typed;
  }
  return null;
}

/**
 * Deterministic query sets over a generated catalog: words of product names (exact), the same
 * while typing (prefix), full names with one edit in a word of at least four letters (typo), and
 * a product-type word with brand, color, stock, price or category filters (filtered).
 */
export function benchQueries(
  products: readonly ProductDocument[],
  count: number,
  seed: number,
): BenchQueries {
  const random = seededRandom(seed);
  const someProduct = () => pick(random, products);
  const lang = (): Lang => (random() < 0.5 ? 'en' : 'ar');
  const nameWords = (p: ProductDocument, l: Lang) => words(p.name[l] ?? '');

  const exact: TextQuery[] = [];
  while (exact.length < count) {
    const l = lang();
    const ws = nameWords(someProduct(), l);
    const n = 1 + Math.floor(random() * Math.min(3, ws.length));
    const start = Math.floor(random() * (ws.length - n + 1));
    exact.push({ text: ws.slice(start, start + n).join(' '), lang: l });
  }

  const prefix: TextQuery[] = [];
  while (prefix.length < count) {
    const l = lang();
    const ws = nameWords(someProduct(), l);
    const full = Math.floor(random() * Math.min(2, ws.length - 1));
    const partial = ws[full] ?? '';
    if (partial.length < 2) continue;
    const cut = 1 + Math.floor(random() * (Array.from(partial).length - 1));
    prefix.push({
      text: [...ws.slice(0, full), Array.from(partial).slice(0, cut).join('')].join(' '),
      lang: l,
    });
  }

  const typo: TypoQuery[] = [];
  while (typo.length < count) {
    const l = lang();
    const product = someProduct();
    const ws = nameWords(product, l);
    const candidates = ws
      .map((w, i) => [w, i] as const)
      .filter(([w]) => LETTERS_ONLY.test(w) && Array.from(w).length >= 4);
    if (candidates.length === 0) continue;
    const [word, at] = pick(random, candidates);
    const typed = misspell(word.toLowerCase(), random, l === 'en' ? LATIN : ARABIC, 4);
    if (typed === null) continue;
    const text = ws.map((w, i) => (i === at ? typed : w)).join(' ');
    typo.push({ text, lang: l, targetId: product.id });
  }

  const filtered: FilteredQuery[] = [];
  while (filtered.length < count) {
    const l = lang();
    const { root, mid, leaf } = pick(random, CATALOG_LEAVES);
    const type = pick(random, leaf.types);
    const text = words(type[l])[0] ?? '';
    const filters: Filter[] = [];
    const spec = TAXONOMY.find((r) => r.id === root.id);
    if (random() < 0.6 && spec) {
      const brands = [pick(random, spec.brands).value];
      if (random() < 0.4) brands.push(pick(random, spec.brands).value);
      filters.push({ kind: 'terms', field: 'brand', values: brands });
    }
    if (random() < 0.4) filters.push({ kind: 'terms', field: 'color', values: [pick(random, COLORS).en] });
    if (random() < 0.4) filters.push({ kind: 'boolean', field: 'in_stock', value: true });
    if (random() < 0.4) {
      const [low, high] = root.price;
      const gte = Math.round(low * (high / low) ** (random() * 0.5));
      filters.push({ kind: 'range', field: 'price', gte, lte: gte * 4 });
    }
    if (filters.length === 0 || random() < 0.2)
      filters.push({ kind: 'terms', field: 'category', values: [mid.id] });
    filtered.push({ text, lang: l, filters });
  }
  return { exact, prefix, typo, filtered };
}

/**
 * Queries shoppers type, as the HTTP benchmarks ask them: the first two words of the English
 * name and the first word of the Arabic name of the first 200 products.
 */
export function shopperQueries(
  docs: readonly { readonly name: { readonly en?: string; readonly ar?: string } }[],
): string[] {
  return docs
    .slice(0, 200)
    .flatMap((d) => [
      (d.name.en ?? '').split(' ').slice(0, 2).join(' '),
      (d.name.ar ?? '').split(' ').slice(0, 1).join(' '),
    ])
    .filter(Boolean);
}
