import { applyRules } from '../../../../domain/merchandising/apply-rules.ts';
import type { Rule } from '../../../../domain/merchandising/rule.ts';
import { firingRules as fire } from '../../../../domain/merchandising/rule-matcher.ts';
import type { Filter } from '../../../../domain/search/search-query.ts';
import type { SearchSettings } from '../../../../domain/tenancy/store-settings.ts';
import type { RuleBook } from '../../rule-book.ts';
import { type Stage, traced } from '../search-state.ts';
import type { UnderstoodQuery } from '../understand/understood-query.ts';

const categoryFilterValues = (filters: readonly Filter[]): string[] =>
  filters.flatMap((f) => (f.kind === 'terms' && f.field === 'category' ? [...f.values] : []));

/**
 * The store's rules that fire for the query, highest priority first (`merch_rules` on, not in
 * `disabled_rule_ids`): conditions compare analyzed word forms, so a rule for `ايفون` fires for
 * `آيفون` and `الايفون`.
 */
export async function firingRules(
  book: RuleBook,
  tenantId: string,
  query: UnderstoodQuery,
  settings: SearchSettings,
  now: Date,
): Promise<Rule[]> {
  if (!settings.merch_rules) return [];
  const compiled = await book.rules(tenantId);
  if (compiled.length === 0) return [];
  return fire(
    compiled,
    {
      words: query.ruleWords,
      lang: query.lang,
      categories: categoryFilterValues(query.filters),
      now: now.getTime(),
    },
    new Set(settings.disabled_rule_ids),
  );
}

/**
 * The rules that fire, over the whole window (hide → boost/bury → pin → redirect → banner,
 * `domain/merchandising/apply-rules.ts`), then the requested page cut from it. A deeper page
 * than the window is the engine's page as it is.
 */
export const merchandising: Stage = (state) => {
  const { window, rules, ranked, settings } = state;
  const trace = (effects: unknown[]) => () => ({
    rules: {
      enabled: settings.merch_rules,
      fired: rules.map((r) => ({ id: r.id, name: r.name, type: r.type, priority: r.priority })),
      effects,
    },
  });
  const cut = <T>(list: readonly T[]): readonly T[] =>
    window.windowed ? list.slice(window.offset, window.offset + window.perPage) : list;
  if (!window.windowed || rules.length === 0)
    return traced({ ...state, page: cut(ranked).map((c) => ({ ...c, pinned: false })) }, trace([]));
  const merch = applyRules(ranked, rules, {
    relevance: state.effective.sort === 'relevance',
    facts: (id) => {
      const f = state.facts(id);
      return f ? { brand: f.brand, categories: f.categories, attributes: f.attributes } : undefined;
    },
  });
  return traced(
    { ...state, merch, page: cut(merch.ranked), totalDelta: merch.ranked.length - ranked.length },
    trace(merch.trace),
  );
};
