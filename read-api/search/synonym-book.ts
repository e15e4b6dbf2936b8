import { expansionMap, type SynonymEntry } from '../../domain/merchandising/synonyms.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import { LoadStamps } from './load-stamps.ts';
import { wordForms } from './word-forms.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/u;

/**
 * Each store's synonym sets compiled to lookup maps (word form → words it also finds), kept
 * until a set changes. A search merges the sets its settings switch on.
 */
export class SynonymBook {
  private readonly compiled = new Map<string, Promise<Map<string, Map<string, string[]>>>>();
  private readonly loadedAt = new Map<string, number>();
  private readonly stamps = new LoadStamps();

  constructor(
    private readonly load: (tenantId: string) => Promise<{ name: string; entries: SynonymEntry[] }[]>,
    /** Reads a synonym's words as queries are read, each in its script's language. */
    private readonly analyzer: Analyzer,
    /** Reloaded at least this often, for processes that do not see the synonyms projector's commits. */
    private readonly maxAgeMs = 5_000,
  ) {}

  /** The lookup for the sets named, or undefined when none of them has entries. */
  async lookup(
    tenantId: string,
    sets: readonly string[],
  ): Promise<((form: string) => readonly string[]) | undefined> {
    const all = await this.compiledFor(tenantId);
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

  /** The store's sets, compiled: loaded again when older than `maxAgeMs`. */
  private compiledFor(tenantId: string, now = Date.now()): Promise<Map<string, Map<string, string[]>>> {
    let compiled = this.compiled.get(tenantId);
    if (compiled && now - (this.loadedAt.get(tenantId) ?? 0) > this.maxAgeMs) compiled = undefined;
    if (!compiled) {
      this.loadedAt.set(tenantId, now);
      compiled = this.load(tenantId).then((list) => {
        this.stamps.loaded(tenantId, list);
        return new Map(list.map((s) => [s.name, expansionMap(s.entries, (word) => this.forms(word))]));
      });
      compiled.catch(() => this.compiled.delete(tenantId));
      this.compiled.set(tenantId, compiled);
    }
    return compiled;
  }

  private forms(word: string): string[] {
    return [...(wordForms(this.analyzer, word, ARABIC_LETTER.test(word) ? 'ar' : 'en')[0] ?? [])];
  }

  invalidate(tenantId?: string): void {
    if (tenantId === undefined) {
      this.compiled.clear();
      this.stamps.forget();
    } else {
      this.compiled.delete(tenantId);
      this.stamps.forget(tenantId);
    }
  }

  /**
   * A number that differs whenever the store's entries may have changed since it was last
   * read (they were loaded with something new, or let go): answers built from them are kept
   * under it.
   */
  stamp(tenantId: string, now = Date.now()): number {
    // Sets older than `maxAgeMs` are loaded again now, as a search that reads them would.
    if (!(now - (this.loadedAt.get(tenantId) ?? Number.NEGATIVE_INFINITY) <= this.maxAgeMs)) {
      void this.compiledFor(tenantId, now).catch(() => undefined);
    }
    return this.stamps.of(tenantId);
  }
}
