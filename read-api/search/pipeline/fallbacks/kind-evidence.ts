import type { Analyzer } from '../../../../domain/search/analyzer.ts';
import type { ProductHeads } from '../rank/kind-ranking.ts';
import { kindForms } from '../rank/kind-words.ts';
import { productHeads } from '../rank/product-heads.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';
import type { QueryWords } from '../understand/query-words.ts';

/** The head words of the store's products by id (their names' and categories'), for `namesKind`. */
export const storeProductHeads =
  (state: Pick<SearchState, 'store'>, deps: Pick<SearchDeps, 'rankingFacts' | 'analyzer'>) =>
  (id: string): ProductHeads | undefined => {
    const facts = deps.rankingFacts(state.store.id, id);
    return facts === undefined ? undefined : productHeads(facts, deps.analyzer);
  };

/**
 * Whether some of `ids` are of the kind the word at `head` names: named by it (the head word of
 * their name) or filed under a category it names. A head no product answers to (`ملابس` only in
 * the descriptions of a dryer and a wardrobe, `نور` only as an oil's brand) is merely mentioned:
 * it names no kind of this catalog.
 */
export function namesKind(
  words: QueryWords,
  head: number,
  ids: readonly string[],
  heads: (id: string) => ProductHeads | undefined,
  analyzer: Analyzer,
): boolean {
  if (ids.length === 0 || head < 0) return false;
  // A nearby kind counts: the head still names what the shopper wants (`شحاطة` slippers, where
  // the store sells sandals), not a word merely mentioned.
  const forms = kindForms({ ...words, head }, analyzer, { related: true });
  if (forms.size === 0) return false;
  for (const id of ids) {
    const h = heads(id);
    if (h === undefined) continue;
    for (const f of forms) if (h.name.has(f) || h.category.has(f)) return true;
  }
  return false;
}
