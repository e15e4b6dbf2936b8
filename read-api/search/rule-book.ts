import type { Rule } from '../../domain/merchandising/rule.ts';
import { type CompiledRule, compileRule } from '../../domain/merchandising/rule-matcher.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import { LoadStamps } from './load-stamps.ts';
import { wordForms } from './word-forms.ts';

/**
 * Each store's rules, compiled (terms analyzed) once and kept until a rule changes: matching
 * a query against 500 rules is then a few set lookups per rule.
 */
export class RuleBook {
  private readonly compiled = new Map<string, Promise<CompiledRule[]>>();
  private readonly loadedAt = new Map<string, number>();
  private readonly stamps = new LoadStamps();
  /** Per store, the times (ms) its rules start or end, from the list last loaded. */
  private readonly boundaries = new Map<string, readonly number[]>();

  constructor(
    private readonly load: (tenantId: string) => Promise<Rule[]>,
    /** Reads a rule's terms as queries are read (no lexicon or store synonyms). */
    private readonly analyzer: Analyzer,
    /** Reloaded at least this often, for processes that do not see the rules projector's commits. */
    private readonly maxAgeMs = 5_000,
  ) {}

  rules(tenantId: string, now = Date.now()): Promise<CompiledRule[]> {
    let rules = this.compiled.get(tenantId);
    if (rules && now - (this.loadedAt.get(tenantId) ?? 0) > this.maxAgeMs) rules = undefined;
    if (!rules) {
      this.loadedAt.set(tenantId, now);
      rules = this.load(tenantId).then((list) => {
        this.stamps.loaded(tenantId, list);
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
      });
      rules.catch(() => this.compiled.delete(tenantId));
      this.compiled.set(tenantId, rules);
    }
    return rules;
  }

  /** A rule of this store changed (or of any store, with no argument). */
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

  /**
   * A number that differs whenever the store's entries may have changed since it was last
   * read (they were loaded with something new, or let go): answers built from them are kept
   * under it.
   */
  stamp(tenantId: string, now = Date.now()): number {
    // Rules older than `maxAgeMs` are loaded again now, as a search that reads them would.
    if (!(now - (this.loadedAt.get(tenantId) ?? Number.NEGATIVE_INFINITY) <= this.maxAgeMs)) {
      void this.rules(tenantId, now);
    }
    return this.stamps.of(tenantId);
  }
}
