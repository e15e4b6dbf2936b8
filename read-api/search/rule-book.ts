import type { Rule } from '../../domain/merchandising/rule.ts';
import { type CompiledRule, compileRule } from '../../domain/merchandising/rule-matcher.ts';
import type { Analyzer } from '../../domain/search/analyzer.ts';
import { wordForms } from './word-forms.ts';

/**
 * Each store's rules, compiled (terms analyzed) once and kept until a rule changes: matching
 * a query against 500 rules is then a few set lookups per rule.
 */
export class RuleBook {
  private readonly compiled = new Map<string, Promise<CompiledRule[]>>();
  private readonly loadedAt = new Map<string, number>();

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
      rules = this.load(tenantId).then((list) =>
        list.map((rule) => {
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
        }),
      );
      rules.catch(() => this.compiled.delete(tenantId));
      this.compiled.set(tenantId, rules);
    }
    return rules;
  }

  /** A rule of this store changed (or of any store, with no argument). */
  invalidate(tenantId?: string): void {
    if (tenantId === undefined) this.compiled.clear();
    else this.compiled.delete(tenantId);
  }
}
