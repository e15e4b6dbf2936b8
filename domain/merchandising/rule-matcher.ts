import type { Rule } from './rule.ts';

/** A query as rules see it: each word with every normalized form the language layer gives it. */
export interface RuleQuery {
  readonly words: readonly ReadonlySet<string>[];
  readonly lang: string;
  /** Category ids the search is filtered to. */
  readonly categories: readonly string[];
  /** Milliseconds since the epoch (UTC). */
  readonly now: number;
}

/** A rule with its terms analyzed once: for each term, its words' forms. */
export interface CompiledRule {
  readonly rule: Rule;
  readonly terms: readonly (readonly ReadonlySet<string>[])[];
}

export const compileRule = (rule: Rule, analyze: (text: string) => ReadonlySet<string>[]): CompiledRule => ({
  rule,
  terms: rule.conditions.terms.map(analyze).filter((t) => t.length > 0),
});

const meets = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
};

const matchesAt = (
  term: readonly ReadonlySet<string>[],
  words: readonly ReadonlySet<string>[],
  at: number,
): boolean =>
  term.every((forms, i) => {
    const word = words[at + i];
    return word !== undefined && meets(forms, word);
  });

export function isScheduled(rule: Rule, now: number): boolean {
  if (rule.starts_at && Date.parse(rule.starts_at) > now) return false;
  if (rule.ends_at && Date.parse(rule.ends_at) <= now) return false;
  return true;
}

/** Whether the rule fires for the query: enabled, in its schedule, locale and categories, and its terms match. */
export function ruleFires(compiled: CompiledRule, query: RuleQuery): boolean {
  const { rule } = compiled;
  if (!rule.enabled || !isScheduled(rule, query.now)) return false;
  if (rule.conditions.locales.length > 0 && !rule.conditions.locales.includes(query.lang)) return false;
  if (
    rule.conditions.categories.length > 0 &&
    !rule.conditions.categories.some((c) => query.categories.includes(c))
  ) {
    return false;
  }
  switch (rule.conditions.match) {
    case 'any':
      return true;
    case 'exact':
      return compiled.terms.some((t) => t.length === query.words.length && matchesAt(t, query.words, 0));
    case 'contains':
      return compiled.terms.some((t) => {
        for (let at = 0; at + t.length <= query.words.length; at++)
          if (matchesAt(t, query.words, at)) return true;
        return false;
      });
  }
}

/** Highest priority first; among equals the most recently changed, then by id (stable). */
export const byPriority = (a: Rule, b: Rule): number =>
  b.priority - a.priority || b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id);

export function firingRules(
  rules: readonly CompiledRule[],
  query: RuleQuery,
  disabled: ReadonlySet<string>,
): Rule[] {
  return rules
    .filter((c) => !disabled.has(c.rule.id) && ruleFires(c, query))
    .map((c) => c.rule)
    .sort(byPriority);
}
