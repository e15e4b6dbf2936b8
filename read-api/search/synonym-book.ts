import { expansionMap, type SynonymEntry } from '../../domain/merchandising/synonyms.ts';

/**
 * Each store's synonym sets compiled to lookup maps (word form → words it also finds), kept
 * until a set changes. A search merges the sets its settings switch on.
 */
export class SynonymBook {
  private readonly compiled = new Map<string, Promise<Map<string, Map<string, string[]>>>>();

  constructor(
    private readonly load: (tenantId: string) => Promise<{ name: string; entries: SynonymEntry[] }[]>,
    private readonly forms: (word: string) => readonly string[],
  ) {}

  /** The lookup for the sets named, or undefined when none of them has entries. */
  async lookup(
    tenantId: string,
    sets: readonly string[],
  ): Promise<((form: string) => readonly string[]) | undefined> {
    let compiled = this.compiled.get(tenantId);
    if (!compiled) {
      compiled = this.load(tenantId).then(
        (list) => new Map(list.map((s) => [s.name, expansionMap(s.entries, this.forms)])),
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

  invalidate(tenantId?: string): void {
    if (tenantId === undefined) this.compiled.clear();
    else this.compiled.delete(tenantId);
  }
}
