import type { Rule } from '../../domain/merchandising/rule.ts';
import { type CompiledRule, compileRule } from '../../domain/merchandising/rule-matcher.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import { StoreBook } from './store-book.ts';
import { wordForms } from './word-forms.ts';

/**
 * Each store's rules, compiled (terms analyzed) once and kept until a rule changes: matching
 * a query against 500 rules is then a few set lookups per rule.
 */
export class RuleBook {
  private readonly book: StoreBook<Rule[], CompiledRule[]>;
  /** Per store, the times (ms) its rules start or end, from the list last loaded. */
  private readonly boundaries = new Map<string, readonly number[]>();

  constructor(
    load: (tenantId: string) => Promise<Rule[]>,
    /** Reads a rule's terms as queries are read (no lexicon or store synonyms). */
    private readonly analyzer: Analyzer,
    /** Reloaded at least this often, for processes that do not see the rules projector's commits. */
    maxAgeMs = 5_000,
  ) {
    this.book = new StoreBook(load, (tenantId, list) => this.compile(tenantId, list), maxAgeMs);
  }

  rules(tenantId: string, now = Date.now()): Promise<CompiledRule[]> {
    return this.book.get(tenantId, now);
  }

  /** A rule of this store changed (or of any store, with no argument). */
  invalidate(tenantId?: string): void {
    this.book.invalidate(tenantId);
  }

  /** Changes whenever the store's rules may have (`StoreBook.stamp`): kept answers' key. */
  stamp(tenantId: string, now = Date.now()): number {
    return this.book.stamp(tenantId, now);
  }

  /**
   * The first time after `nowMs` at which one of the store's rules starts or ends (what fires
   * can change then with nothing else changed); now when its rules were never loaded.
   */
  nextChange(tenantId: string, nowMs: number): number {
    const times = this.boundaries.get(tenantId);
    if (times === undefined) return nowMs;
    let next = Number.POSITIVE_INFINITY;
    for (const t of times) if (t > nowMs && t < next) next = t;
    return next;
  }

  private compile(tenantId: string, list: readonly Rule[]): CompiledRule[] {
    this.boundaries.set(
      tenantId,
      list.flatMap((r) => [r.starts_at, r.ends_at].filter((t) => t !== null).map((t) => Date.parse(t))),
    );
    return list.map((rule) => {
      // A rule's terms are read in each of its locales (all forms together when it names none).
      const langs = rule.conditions.locales.length > 0 ? rule.conditions.locales : ['ar', 'en'];
      return compileRule(rule, (text) => {
        const merged: Set<string>[] = [];
        for (const lang of langs) {
          wordForms(this.analyzer, text, lang).forEach((forms, i) => {
            const into = merged[i] ?? new Set<string>();
            for (const f of forms) into.add(f);
            merged[i] = into;
          });
        }
        return merged;
      });
    });
  }
}
