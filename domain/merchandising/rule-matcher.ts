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

/** Where a store's rules may fire: by each form of their terms' first words, and those that match any query. */
interface RuleIndex {
  readonly byForm: ReadonlyMap<string, readonly number[]>;
  readonly always: readonly number[];
}

/** Built once per list of compiled rules (a store's list is kept until one of its rules changes). */
const INDEXES = new WeakMap<readonly CompiledRule[], RuleIndex>();

function ruleIndex(rules: readonly CompiledRule[]): RuleIndex {
  const known = INDEXES.get(rules);
  if (known !== undefined) return known;
  const byForm = new Map<string, number[]>();
  const always: number[] = [];
  rules.forEach((compiled, i) => {
    if (compiled.rule.conditions.match === 'any') {
      always.push(i);
      return;
    }
    for (const term of compiled.terms) {
      for (const form of term[0] ?? []) {
        const list = byForm.get(form);
        if (list === undefined) byForm.set(form, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
  });
  const index = { byForm, always };
  INDEXES.set(rules, index);
  return index;
}

/**
 * The rules that fire for the query, highest priority first. Only rules a word of the query can
 * start a term of (and `any` rules) are checked: a term matches from its first word, so a store's
 * hundreds of rules cost a few lookups per query word.
 */
export function firingRules(
  rules: readonly CompiledRule[],
  query: RuleQuery,
  disabled: ReadonlySet<string>,
): Rule[] {
  const index = ruleIndex(rules);
  const picked = new Set<number>(index.always);
  for (const word of query.words)
    for (const form of word) for (const i of index.byForm.get(form) ?? []) picked.add(i);
  const out: Rule[] = [];
  for (const i of picked) {
    const compiled = rules[i];
    if (compiled !== undefined && !disabled.has(compiled.rule.id) && ruleFires(compiled, query))
      out.push(compiled.rule);
  }
  return out.sort(byPriority);
}
