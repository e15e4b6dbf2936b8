import type { ProductInput } from '../../../domain/catalog/product.ts';
import { analyze } from './analyzer.ts';
import { autoFuzziness, boundedEditDistance } from './edit-distance.ts';
import { FieldIndex } from './field-index.ts';

/** The fields of the baseline's documents and their query-time boosts (`name^3`, `brand^2`, ...). */
export const FIELD_BOOSTS = { name: 3, brand: 2, category: 1, attributes: 1, description: 0.5 } as const;
type Field = keyof typeof FIELD_BOOSTS;
const FIELDS: readonly Field[] = ['name', 'brand', 'category', 'attributes', 'description'];

/** Lucene's BM25 defaults, Elasticsearch's multi_match defaults for a search box. */
const K1 = 1.2;
const B = 0.75;
const TIE_BREAKER = 0.3;
const MAX_EXPANSIONS = 50;

const fieldTexts = (p: ProductInput): Record<Field, string> => ({
  name: Object.values(p.name).join(' '),
  brand: p.brand ?? '',
  category: (p.categories ?? []).flatMap((c) => c.path.flatMap((level) => Object.values(level))).join(' '),
  attributes: Object.values(p.attributes ?? {}).join(' '),
  description: Object.values(p.description ?? {}).join(' '),
});

interface Expansion {
  readonly term: string;
  /** Lucene's fuzzy boost: 1 - edits / min(length of query term, length of index term). */
  readonly boost: number;
}

/**
 * An Elasticsearch-`arabic`-like baseline over the same documents: the `arabic` analyzer's
 * chain (with light English handling, `analyzer.ts`) on every field, BM25, and the query a
 * search box sends: `multi_match` of type `best_fields` (tie_breaker 0.3, operator OR,
 * fuzziness AUTO, transpositions, max_expansions 50, prefix_length 0, fuzzy terms scored with
 * blended document frequencies) plus a prefix clause on the last word (constant score per
 * field, as Elasticsearch rewrites a prefix query). Ties keep catalog order.
 */
export function esArabicBaseline(catalog: readonly ProductInput[]): (q: string, limit?: number) => string[] {
  const indexes: Record<Field, FieldIndex> = {
    name: new FieldIndex(),
    brand: new FieldIndex(),
    category: new FieldIndex(),
    attributes: new FieldIndex(),
    description: new FieldIndex(),
  };
  catalog.forEach((p, doc) => {
    const texts = fieldTexts(p);
    for (const f of FIELDS) indexes[f].add(doc, analyze(texts[f]));
  });
  // The index's terms by length in characters: a fuzzy term only meets terms within its edits.
  const byLength = new Map<number, { term: string; chars: string[] }[]>();
  for (const term of new Set(FIELDS.flatMap((f) => [...indexes[f].postings.keys()]))) {
    const chars = [...term];
    const bucket = byLength.get(chars.length) ?? [];
    bucket.push({ term, chars });
    byLength.set(chars.length, bucket);
  }
  const sortedTerms = new Map<Field, string[]>();
  const termsOf = (field: Field): string[] => {
    let keys = sortedTerms.get(field);
    if (keys === undefined) {
      keys = [...indexes[field].postings.keys()].sort();
      sortedTerms.set(field, keys);
    }
    return keys;
  };
  const expansionsOf = new Map<string, Expansion[]>();
  const fuzzy = (term: string): Expansion[] => {
    const cached = expansionsOf.get(term);
    if (cached) return cached;
    const chars = [...term];
    const max = autoFuzziness(chars.length);
    const found: Expansion[] = [];
    for (let length = chars.length - max; length <= chars.length + max; length++)
      for (const v of byLength.get(length) ?? []) {
        const edits = max === 0 ? (v.term === term ? 0 : 1) : boundedEditDistance(chars, v.chars, max);
        if (edits <= max)
          found.push({ term: v.term, boost: 1 - edits / Math.min(chars.length, v.chars.length) });
      }
    found.sort((a, b) => b.boost - a.boost || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    expansionsOf.set(term, found);
    return found;
  };

  /** Σ over the term's expansions of boost × BM25, with the expansions' largest document frequency. */
  const termScores = (field: Field, term: string, into: Map<number, number>): void => {
    const index = indexes[field];
    const present = fuzzy(term)
      .filter((e) => index.postings.has(e.term))
      .slice(0, MAX_EXPANSIONS);
    if (present.length === 0) return;
    const df = Math.max(...present.map((e) => index.postings.get(e.term)?.size ?? 0));
    const idf = Math.log(1 + (index.docCount - df + 0.5) / (df + 0.5));
    const avg = index.averageLength;
    for (const e of present)
      for (const [doc, tf] of index.postings.get(e.term) ?? []) {
        const norm = K1 * (1 - B + (B * (index.lengths.get(doc) ?? 0)) / avg);
        into.set(doc, (into.get(doc) ?? 0) + e.boost * idf * (tf / (tf + norm)));
      }
  };

  /** Documents whose field holds a term starting with `prefix` (the first 50 such terms). */
  const prefixDocs = (field: Field, prefix: string): Set<number> => {
    const docs = new Set<number>();
    const keys = termsOf(field);
    // Binary search for the first term at or after the prefix; the terms it begins follow.
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((keys[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < keys.length && i < lo + MAX_EXPANSIONS; i++) {
      const t = keys[i] ?? '';
      if (!t.startsWith(prefix)) break;
      for (const doc of indexes[field].postings.get(t)?.keys() ?? []) docs.add(doc);
    }
    return docs;
  };

  /** dis_max over fields: the best field's score plus tie_breaker × the others'. */
  const disMax = (perField: readonly ReadonlyMap<number, number>[], into: Map<number, number>): void => {
    const docs = new Set(perField.flatMap((m) => [...m.keys()]));
    for (const doc of docs) {
      const scores = perField.map((m) => m.get(doc) ?? 0);
      const best = Math.max(...scores);
      const rest = scores.reduce((s, x) => s + x, 0) - best;
      into.set(doc, (into.get(doc) ?? 0) + best + TIE_BREAKER * rest);
    }
  };

  return (q, limit = 10) => {
    const terms = analyze(q);
    if (terms.length === 0) return [];
    const total = new Map<number, number>();
    const matchPerField = FIELDS.map((f) => {
      const scores = new Map<number, number>();
      for (const term of terms) termScores(f, term, scores);
      for (const [doc, s] of scores) scores.set(doc, s * FIELD_BOOSTS[f]);
      return scores;
    });
    disMax(matchPerField, total);
    const last = terms[terms.length - 1] ?? '';
    const prefixPerField = FIELDS.map(
      (f) => new Map([...prefixDocs(f, last)].map((doc) => [doc, FIELD_BOOSTS[f]] as const)),
    );
    disMax(prefixPerField, total);
    return [...total]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([doc]) => catalog[doc]?.id ?? '');
  };
}
