import type { AnalyzedTerm } from '../search/analyzer.ts';

/**
 * What a match on each kind of term is worth. The surface form is exact; forms that only
 * share a root or come from a lexicon weigh less, so exact matches rank first.
 */
export const TERM_WEIGHTS = {
  surface: 1,
  unit: 0.95,
  clitic: 0.9,
  stem: 0.85,
  plural: 0.85,
  dialect: 0.8,
  synonym: 0.8,
  arabizi: 0.8,
  translit: 0.8,
  part: 0.8,
  number: 0.6,
  /** A word of a nearby kind (`شبشب` → `صندل`): a near match, below every reading of the word itself. */
  related: 0.55,
  /**
   * A kind of product a verb of purpose asks for (`اقطع` cut → `منشار` saw): a near match; a word
   * held only so is optional in a query, as a reading in the other script is.
   */
  purpose: 0.55,
} as const;
export type TermKind = keyof typeof TERM_WEIGHTS;

/** The forms of one word: the surface first, then the others by weight; each term once. */
export class TermList {
  private readonly terms: AnalyzedTerm[];

  constructor(surface: string) {
    this.terms = [{ term: surface, weight: TERM_WEIGHTS.surface, kind: 'surface' }];
  }

  /** A list holding `terms` (a finished list's, the surface first), to add more to. */
  static of(terms: readonly AnalyzedTerm[]): TermList {
    const list = new TermList(terms[0]?.term ?? '');
    list.terms.length = 0;
    list.terms.push(...terms);
    return list;
  }

  add(term: string, kind: TermKind, weight: number = TERM_WEIGHTS[kind]): void {
    if (term === '') return;
    const i = this.terms.findIndex((t) => t.term === term);
    if (i < 0) this.terms.push({ term, weight, kind });
    else if (i > 0 && (this.terms[i]?.weight ?? 1) < weight) this.terms[i] = { term, weight, kind };
  }

  /** The terms so far (the surface first). */
  list(): readonly AnalyzedTerm[] {
    return this.terms;
  }

  has(term: string): boolean {
    return this.terms.some((t) => t.term === term);
  }

  done(): AnalyzedTerm[] {
    const [surface, ...rest] = this.terms;
    return surface === undefined ? [] : [surface, ...rest.sort((a, b) => b.weight - a.weight)];
  }
}
