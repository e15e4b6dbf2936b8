import type { Vocabulary } from '../../../domain/search/analyzer.ts';
import type { StoreIndex } from './store-index.ts';

/** The article, alone or after a one-letter preposition or conjunction (بال وال لل). */
const ARTICLES = ['بال', 'وال', 'ال', 'لل'];
/** An Arabic word without the article written onto it, when three letters or more remain. */
const articleless = (term: string): string | undefined => {
  for (const article of ARTICLES)
    if (term.length >= article.length + 3 && term.startsWith(article)) return term.slice(article.length);
  return undefined;
};

const add = (map: Map<string, string[]>, key: string, term: string): void => {
  const terms = map.get(key);
  if (terms === undefined) map.set(key, [term]);
  else if (!terms.includes(term)) terms.push(term);
};

/**
 * The port's Vocabulary over one store's index. Document frequencies count documents removed
 * since the last compaction (as idf does). The skeleton map covers surface terms (and a term
 * written with the article, without it, when the index holds that form) and is built lazily,
 * again whenever new terms arrive.
 */
export class StoreVocabulary implements Vocabulary {
  private skeletons = new Map<string, string[]>();
  private builtFor = -1;

  constructor(
    private readonly index: StoreIndex,
    private readonly skeleton: ((term: string) => string) | undefined,
  ) {}

  documentFrequency(term: string): number {
    const id = this.index.dictionary.idOf(term);
    return id < 0 ? 0 : this.index.postings.count(id);
  }

  documentCount(): number {
    return this.index.documents.liveCount;
  }

  generation(): number {
    return this.index.generation;
  }

  termsBySkeleton(skeleton: string): readonly string[] {
    if (this.skeleton === undefined) return [];
    const { dictionary } = this.index;
    if (this.builtFor !== dictionary.generation) {
      const next = new Map<string, string[]>();
      for (let id = 0; id < dictionary.size; id++) {
        if (!dictionary.isSurface(id)) continue;
        const term = dictionary.termOf(id);
        add(next, this.skeleton(term), term);
        // A name written with the article (`العروسة`, `الملكة`, `بالفستق`) is also found by its
        // sound without it (`arousa`, `el malika`, `fosto2`), as the form the index holds it under.
        const bare = articleless(term);
        if (bare !== undefined && dictionary.idOf(bare) >= 0) add(next, this.skeleton(bare), bare);
      }
      this.skeletons = next;
      this.builtFor = dictionary.generation;
    }
    const { postings } = this.index;
    return (this.skeletons.get(skeleton) ?? []).filter((term) => postings.count(dictionary.idOf(term)) > 0);
  }
}
