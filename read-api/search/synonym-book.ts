import { expansionMap, type SynonymEntry } from '../../domain/merchandising/synonyms.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import { StoreBook } from './store-book.ts';
import { wordForms } from './word-forms.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/u;

type SynonymSets = { name: string; entries: SynonymEntry[] }[];

/**
 * Each store's synonym sets compiled to lookup maps (word form → words it also finds), kept
 * until a set changes. A search merges the sets its settings switch on.
 */
export class SynonymBook {
  private readonly book: StoreBook<SynonymSets, Map<string, Map<string, string[]>>>;

  constructor(
    load: (tenantId: string) => Promise<SynonymSets>,
    /** Reads a synonym's words as queries are read, each in its script's language. */
    private readonly analyzer: Analyzer,
    /** Reloaded at least this often, for processes that do not see the synonyms projector's commits. */
    maxAgeMs = 5_000,
  ) {
    this.book = new StoreBook(
      load,
      (_tenantId, list) =>
        new Map(list.map((s) => [s.name, expansionMap(s.entries, (word) => this.forms(word))])),
      maxAgeMs,
    );
  }

  /** The lookup for the sets named, or undefined when none of them has entries. */
  async lookup(
    tenantId: string,
    sets: readonly string[],
  ): Promise<((form: string) => readonly string[]) | undefined> {
    const all = await this.book.get(tenantId);
    const chosen = sets
      .map((name) => all.get(name))
      .filter((m): m is Map<string, string[]> => m !== undefined && m.size > 0);
    if (chosen.length === 0) return undefined;
    if (chosen.length === 1) {
      const only = chosen[0] as Map<string, string[]>;
      return (form) => only.get(form) ?? [];
    }
    return (form) => [...new Set(chosen.flatMap((m) => m.get(form) ?? []))];
  }

  /** A set of this store changed (or of any store, with no argument). */
  invalidate(tenantId?: string): void {
    this.book.invalidate(tenantId);
  }

  /** Changes whenever the store's sets may have (`StoreBook.stamp`): kept answers' key. */
  stamp(tenantId: string, now = Date.now()): number {
    return this.book.stamp(tenantId, now);
  }

  private forms(word: string): string[] {
    return [...(wordForms(this.analyzer, word, ARABIC_LETTER.test(word) ? 'ar' : 'en')[0] ?? [])];
  }
}
