import type { Vocabulary } from '../../../domain/search/analyzer.ts';
import type { StoreIndex } from './store-index.ts';

/**
 * The port's Vocabulary over one store's index. Document frequencies count documents removed
 * since the last compaction (as idf does). The skeleton map covers surface terms and is built
 * lazily, again whenever new terms arrive.
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
        const key = this.skeleton(term);
        const terms = next.get(key);
        if (terms) terms.push(term);
        else next.set(key, [term]);
      }
      this.skeletons = next;
      this.builtFor = dictionary.generation;
    }
    const { postings } = this.index;
    return (this.skeletons.get(skeleton) ?? []).filter((term) => postings.count(dictionary.idOf(term)) > 0);
  }
}
