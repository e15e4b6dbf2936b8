import { expansionMap, type SynonymEntry } from '../../domain/merchandising/synonyms.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import { wordForms } from './word-forms.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/u;

/**
 * Each store's synonym sets compiled to lookup maps (word form → words it also finds), kept
 * until a set changes. A search merges the sets its settings switch on.
 */
export class SynonymBook {
  private readonly compiled = new Map<string, Promise<Map<string, Map<string, string[]>>>>();
  private readonly loadedAt = new Map<string, number>();

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
    let compiled = this.compiled.get(tenantId);
    const now = Date.now();
    if (compiled && now - (this.loadedAt.get(tenantId) ?? 0) > this.maxAgeMs) compiled = undefined;
    if (!compiled) {
      this.loadedAt.set(tenantId, now);
      compiled = this.load(tenantId).then(
        (list) => new Map(list.map((s) => [s.name, expansionMap(s.entries, (word) => this.forms(word))])),
      );
      compiled.catch(() => this.compiled.delete(tenantId));
      this.compiled.set(tenantId, compiled);
    }
    const all = await compiled;
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

  private forms(word: string): string[] {
    return [...(wordForms(this.analyzer, word, ARABIC_LETTER.test(word) ? 'ar' : 'en')[0] ?? [])];
  }

  invalidate(tenantId?: string): void {
    if (tenantId === undefined) this.compiled.clear();
    else this.compiled.delete(tenantId);
  }
}
