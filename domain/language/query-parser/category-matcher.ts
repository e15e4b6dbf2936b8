import { type QueryWord, queryWords } from './query-words.ts';

export interface StoreCategory {
  readonly id: string;
  /** The category's names, in any of the store's languages. */
  readonly names: readonly string[];
}

export interface CategoryMatch {
  readonly from: number;
  readonly to: number;
  readonly category: string;
}

/**
 * Finds the store's categories in a query, comparing words by their singular stem so that
 * `هواتف`, `الهواتف`, `هاتف` and `phones` meet the names `هواتف` and `Phones`. A one-word name
 * whose word heads another category's name too (`ألعاب` beside `ألعاب أطفال`) is not read: the
 * word does not say which category is meant.
 */
export function categoryMatcher(categories: readonly StoreCategory[]): CategoryMatcherFn {
  // A store passes the same list query after query: build its matcher once.
  const cached = MATCHERS.get(categories);
  if (cached !== undefined) return cached;
  const matcher = buildCategoryMatcher(categories);
  MATCHERS.set(categories, matcher);
  return matcher;
}

type CategoryMatcherFn = (words: readonly QueryWord[], i: number) => CategoryMatch | null;
const MATCHERS = new WeakMap<readonly StoreCategory[], CategoryMatcherFn>();

function buildCategoryMatcher(categories: readonly StoreCategory[]): CategoryMatcherFn {
  const names = categories
    .flatMap((c) =>
      c.names.map((n) => ({
        keys: queryWords(n)
          .filter((w) => !w.symbol)
          .map((w) => w.key),
        id: c.id,
      })),
    )
    .filter((n) => n.keys.length > 0)
    .sort((a, b) => b.keys.length - a.keys.length);
  // Categories whose name has each word as its head (the first word of an Arabic name, the
  // last of another): a word heading several (`ألعاب` and `ألعاب أطفال`) names none for sure.
  const categoriesOfHead = new Map<string, Set<string>>();
  for (const name of names) {
    const head = (/^[\u0600-\u06ff]/u.test(name.keys[0] ?? '') ? name.keys[0] : name.keys.at(-1)) ?? '';
    categoriesOfHead.set(head, (categoriesOfHead.get(head) ?? new Set()).add(name.id));
  }
  // By first key (longest names first within each), so a query word reads one short list.
  const byFirst = new Map<string, typeof names>();
  for (const name of names) {
    const first = name.keys[0] ?? '';
    const list = byFirst.get(first);
    if (list === undefined) byFirst.set(first, [name]);
    else list.push(name);
  }
  return (words, i) => {
    const list = byFirst.get(words[i]?.key ?? '');
    if (list === undefined) return null;
    for (const name of list) {
      if (!name.keys.every((key, k) => words[i + k]?.key === key)) continue;
      if (name.keys.length === 1 && (categoriesOfHead.get(name.keys[0] ?? '')?.size ?? 0) > 1) return null;
      return { from: i, to: i + name.keys.length, category: name.id };
    }
    return null;
  };
}
