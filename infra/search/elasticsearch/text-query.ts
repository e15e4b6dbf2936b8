import type { estypes } from '@elastic/elasticsearch';
import type { RankingSettings } from '../embedded/scorer.ts';
import { TEXT_GROUPS, type TermKind, textFieldPattern } from './fields.ts';
import type { QueryWord } from './query-words.ts';

type Query = estypes.QueryDslQueryContainer;

/** A word's other indexed forms (stems, lexicon forms) weigh this much of its surface form. */
export const FORM_WEIGHT = 0.85;
/** At most this many typo corrections per word and field (as in the embedded engine). */
export const MAX_FUZZY_EXPANSIONS = 24;
/** At most this many completions of a prefix per field. */
export const MAX_PREFIX_EXPANSIONS = 48;
/** The phrase bonus is looked for up to this many query words. */
export const MAX_PHRASE_WORDS = 16;

const round = (x: number): number => Math.round(x * 10_000) / 10_000;

/**
 * Every text field with its boost: the group's boost (name > brand > category > attribute >
 * description) times `factor` of the field kind (surface forms or other forms).
 */
export function weightedFields(ranking: RankingSettings, factor: (kind: TermKind) => number): string[] {
  return TEXT_GROUPS.flatMap(({ group }, i) =>
    (['exact', 'forms'] as const).map(
      (kind) => `${textFieldPattern(group, kind)}^${round((ranking.fieldBoosts[i] ?? 1) * factor(kind))}`,
    ),
  );
}

const formFactor = (kind: TermKind): number => (kind === 'forms' ? FORM_WEIGHT : 1);

/**
 * One query word: the best of its ways to match (`dis_max`), each summed over the fields it
 * matches in (`tie_breaker: 1`, BM25 per field). The ways: each analyzed form (the surface form
 * matching a surface form earns the exact bonus), typo corrections of the surface form (one
 * clause per number of edits, each edit costing the typo penalty), and, for the last word while
 * typing, completions of each form (the prefix penalty).
 */
export function wordQuery(word: QueryWord, ranking: RankingSettings): Query {
  const clauses: Query[] = word.alternatives.map((alternative, i) => ({
    multi_match: {
      query: alternative.term,
      type: 'best_fields',
      tie_breaker: 1,
      fields: weightedFields(ranking, (kind) =>
        kind === 'exact'
          ? alternative.weight * (i === 0 ? ranking.exactBonus : 1)
          : alternative.weight * FORM_WEIGHT,
      ),
    },
  }));
  const surfaceWeight = word.alternatives[0]?.weight ?? 1;
  for (let edits = 1; edits <= word.typos; edits++) {
    const penalty = surfaceWeight * ranking.typoPenalty ** edits;
    clauses.push({
      multi_match: {
        query: word.surface,
        type: 'best_fields',
        tie_breaker: 1,
        fuzziness: edits,
        prefix_length: 0,
        max_expansions: MAX_FUZZY_EXPANSIONS,
        fuzzy_transpositions: true,
        fields: weightedFields(ranking, (kind) => penalty * formFactor(kind)),
      },
    });
  }
  if (word.prefix) {
    for (const alternative of word.alternatives) {
      const penalty = alternative.weight * ranking.prefixPenalty;
      clauses.push({
        multi_match: {
          query: alternative.term,
          type: 'phrase_prefix',
          tie_breaker: 1,
          max_expansions: MAX_PREFIX_EXPANSIONS,
          fields: weightedFields(ranking, (kind) => penalty * formFactor(kind)),
        },
      });
    }
  }
  const [only] = clauses;
  return clauses.length === 1 && only !== undefined
    ? only
    : { dis_max: { queries: clauses, tie_breaker: 0 } };
}

/** Consecutive query words standing adjacent and in order in the name, one query per pair. */
export function phrasePairs(words: readonly QueryWord[]): Query[] {
  if (words.length < 2 || words.length > MAX_PHRASE_WORDS) return [];
  return words.slice(1).map((word, i) => ({
    multi_match: {
      query: `${words[i]?.surface ?? ''} ${word.surface}`,
      type: 'phrase',
      fields: [textFieldPattern('name', 'exact')],
    },
  }));
}

/**
 * The phrase bonus as a factor, as in the embedded engine: 1 + (phraseBonus - 1) * pairs found /
 * pairs possible (every pair adjacent: the whole bonus).
 */
export function withPhraseBonus(query: Query, words: readonly QueryWord[], ranking: RankingSettings): Query {
  const pairs = phrasePairs(words);
  if (pairs.length === 0 || ranking.phraseBonus === 1) return query;
  const share = (ranking.phraseBonus - 1) / pairs.length;
  return {
    function_score: {
      query,
      functions: [{ weight: 1 }, ...pairs.map((filter) => ({ filter, weight: round(share) }))],
      score_mode: 'sum',
      boost_mode: 'multiply',
    },
  };
}

/** Merchandising factors per product id (boost > 1, bury < 1), multiplied into the score. */
export function withBoosts(query: Query, boosts: ReadonlyMap<string, number> | undefined): Query {
  const byFactor = new Map<number, string[]>();
  for (const [id, factor] of boosts ?? []) {
    if (!Number.isFinite(factor) || factor === 1) continue;
    // Elasticsearch refuses negative scores; a factor of 0 or less ranks the product last.
    const weight = Math.max(factor, 1e-6);
    byFactor.set(weight, [...(byFactor.get(weight) ?? []), id]);
  }
  if (byFactor.size === 0) return query;
  return {
    function_score: {
      query,
      functions: [...byFactor].map(([weight, ids]) => ({ filter: { ids: { values: ids } }, weight })),
      score_mode: 'first',
      boost_mode: 'multiply',
    },
  };
}
