import MiniSearch from 'minisearch';
import type { ProductInput } from '../../domain/catalog/product.ts';

interface BaselineDocument {
  readonly id: string;
  readonly name_en: string;
  readonly name_ar: string;
  /** Names in the store's other languages (French in the held-out catalog). */
  readonly name_other: string;
  readonly brand: string;
  readonly category: string;
  readonly description: string;
}

const toDocument = (p: ProductInput): BaselineDocument => ({
  id: p.id,
  name_en: p.name.en ?? '',
  name_ar: p.name.ar ?? '',
  name_other: Object.entries(p.name)
    .filter(([lang]) => lang !== 'en' && lang !== 'ar')
    .map(([, text]) => text)
    .join(' '),
  brand: p.brand ?? '',
  category: (p.categories ?? []).flatMap((c) => c.path.flatMap((level) => Object.values(level))).join(' '),
  description: Object.values(p.description ?? {}).join(' '),
});

/**
 * MiniSearch with its default settings over the same catalog: default tokenizer, no
 * stemming, and `search(q)` with default options (OR of terms, no prefix, no fuzzy).
 */
export function miniSearchBaseline(
  catalog: readonly ProductInput[],
): (q: string, limit?: number) => string[] {
  const index = new MiniSearch<BaselineDocument>({
    fields: ['name_en', 'name_ar', 'name_other', 'brand', 'category', 'description'],
    storeFields: [],
  });
  index.addAll(catalog.map(toDocument));
  return (q, limit = 10) =>
    index
      .search(q)
      .slice(0, limit)
      .map((r) => String(r.id));
}
