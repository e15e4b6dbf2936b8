import {
  type BrandEntry,
  brandOfWord,
  brandTable,
  nameWords,
} from '../../../../domain/language/brand-table.ts';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import type { QueryWords } from '../understand/query-words.ts';

const BRAND_BY_ID: ReadonlyMap<string, BrandEntry> = new Map(brandTable().map((b) => [b.id, b]));

/** What the query's words say of brands among the brands of its results. */
export interface NamedBrands {
  /** Brands of the results (as the store writes them) that the query names, by name or by a product line of theirs. */
  readonly brands: readonly string[];
  /** Some word of the query names a brand or product line of the built-in table none of the results carries. */
  readonly unheld: boolean;
}

/**
 * The brands of `ids` the query names: every word of the brand's name among the query's forms
 * (`abu kass`), or a word the brand table reads as the brand or one of its product lines
 * (`سامسونج`, `galaxy` for Samsung). A word of the table naming no brand of the results (the
 * store leaves its products' brand empty) is reported as `unheld`.
 */
export function namedBrands(
  words: QueryWords,
  ids: readonly string[],
  facts: (id: string) => RankingFacts | undefined,
): NamedBrands {
  const terms = new Set<string>();
  for (const token of words.tokens) for (const t of token.terms) terms.add(t.term);
  const table: BrandEntry[] = [];
  for (const term of terms) {
    const entry = brandOfWord(term);
    if (entry === undefined) continue;
    table.push(entry);
    const parent = entry.parent === undefined ? undefined : BRAND_BY_ID.get(entry.parent);
    if (parent !== undefined) table.push(parent);
  }
  const brands = new Set<string>();
  const tableNames = new Set(table.flatMap((e) => e.names.map((n) => nameWords(n).join(' '))));
  for (const id of ids) {
    const brand = facts(id)?.brand;
    if (brand === null || brand === undefined || brands.has(brand)) continue;
    const name = nameWords(brand);
    if (name.length === 0) continue;
    if (name.every((w) => terms.has(w)) || tableNames.has(name.join(' '))) brands.add(brand);
  }
  return { brands: [...brands], unheld: brands.size === 0 && table.length > 0 };
}
