import type { AnalyzedToken, Vocabulary } from '../search/analyzer.ts';
import { consonantSkeleton } from './skeleton.ts';

/** Term kinds that are real words of the catalog (worth proposing back to a shopper). */
const WORD_KINDS: ReadonlySet<string> = new Set(['surface', 'clitic']);
const NOT_A_WORD = /[\d\s]/u;

/**
 * The catalog's words for query-time choices: how many documents hold each analyzed term,
 * and which real words share a consonant skeleton. Documents are added and removed with the
 * tokens the analyzer produced for them (index mode), so the counts follow the index.
 */
export class VocabularyBuilder implements Vocabulary {
  private readonly frequencies = new Map<string, number>();
  private readonly bySkeleton = new Map<string, Set<string>>();
  private changes = 0;

  /** Number of distinct terms held. */
  get size(): number {
    return this.frequencies.size;
  }

  addDocument(tokens: readonly AnalyzedToken[]): void {
    this.changes++;
    const { terms, words } = distinctTerms(tokens);
    for (const term of terms) this.frequencies.set(term, (this.frequencies.get(term) ?? 0) + 1);
    for (const word of words) {
      const key = consonantSkeleton(word);
      if (key === '') continue;
      const set = this.bySkeleton.get(key) ?? new Set<string>();
      set.add(word);
      this.bySkeleton.set(key, set);
    }
  }

  removeDocument(tokens: readonly AnalyzedToken[]): void {
    this.changes++;
    for (const term of distinctTerms(tokens).terms) {
      const count = (this.frequencies.get(term) ?? 0) - 1;
      if (count > 0) {
        this.frequencies.set(term, count);
        continue;
      }
      this.frequencies.delete(term);
      const key = consonantSkeleton(term);
      const set = this.bySkeleton.get(key);
      set?.delete(term);
      if (set?.size === 0) this.bySkeleton.delete(key);
    }
  }

  documentFrequency(term: string): number {
    return this.frequencies.get(term) ?? 0;
  }

  generation(): number {
    return this.changes;
  }

  termsBySkeleton(skeleton: string): readonly string[] {
    const set = this.bySkeleton.get(skeleton);
    return set === undefined ? [] : [...set];
  }
}

function distinctTerms(tokens: readonly AnalyzedToken[]): { terms: Set<string>; words: Set<string> } {
  const terms = new Set<string>();
  const words = new Set<string>();
  for (const token of tokens) {
    for (const t of token.terms) {
      terms.add(t.term);
      if (WORD_KINDS.has(t.kind) && !NOT_A_WORD.test(t.term)) words.add(t.term);
    }
  }
  return { terms, words };
}
