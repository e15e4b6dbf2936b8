import { esArabicBaseline } from './es-arabic/es-arabic-baseline.ts';
import type { EvalSet } from './eval-set.ts';
import { type GroupScores, type QueryOutcome, scoreRanking, summarize } from './group-scores.ts';
import { judge } from './judgements.ts';
import { miniSearchBaseline } from './minisearch-baseline.ts';
import type { RelevanceRuntime, SearchService } from './search-service.ts';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** A set's figures: each section's groups, and the overall rows over its distinct queries. */
export interface SetScores {
  readonly set: EvalSet;
  readonly sections: readonly {
    readonly id: string;
    readonly title: string;
    readonly groups: GroupScores[];
  }[];
  readonly overall: readonly GroupScores[];
}

/**
 * Runs every distinct query of the set once through a store of its own in the runtime, the
 * ES-arabic-like baseline and MiniSearch (all over the same catalog), then scores each group.
 * `during` runs with the store (the analyzer's cost is measured there).
 */
export async function runSet(
  runtime: RelevanceRuntime,
  set: EvalSet,
  during?: (service: SearchService) => void,
): Promise<SetScores> {
  const ids = set.catalog.map((p) => p.id);
  const es = esArabicBaseline(set.catalog);
  const minisearch = miniSearchBaseline(set.catalog);
  const service = await runtime.openStore(set.catalog, set.store);
  const outcomes = new Map<string, QueryOutcome>();
  for (const section of set.sections)
    for (const group of section.groups)
      for (const query of group.queries) {
        if (outcomes.has(query.q)) continue;
        const grades = judge(query, ids);
        const ranked = {
          ours: await service.search(query.q),
          es: es(query.q),
          minisearch: minisearch(query.q),
        };
        outcomes.set(query.q, {
          q: query.q,
          arabicScript: ARABIC_SCRIPT.test(query.q),
          grades,
          ranked,
          scores: {
            ours: scoreRanking(ranked.ours, grades),
            es: scoreRanking(ranked.es, grades),
            minisearch: scoreRanking(ranked.minisearch, grades),
          },
        });
      }
  during?.(service);
  const outcome = (text: string): QueryOutcome => {
    const found = outcomes.get(text);
    if (found === undefined) throw new Error(`query "${text}" was not run`);
    return found;
  };
  const sections = set.sections.map((section) => ({
    id: section.id,
    title: section.title,
    groups: section.groups.map((group) =>
      summarize(
        group,
        group.queries.map((query) => outcome(query.q)),
      ),
    ),
  }));
  const all = [...outcomes.values()];
  const overall = [
    summarize({ id: 'all', title: 'all queries', target: null }, all),
    summarize(
      { id: 'arabic_script', title: 'Arabic-script queries', target: null },
      all.filter((o) => o.arabicScript),
    ),
    summarize(
      { id: 'latin_script', title: 'Latin-script queries', target: null },
      all.filter((o) => !o.arabicScript),
    ),
  ];
  return { set, sections, overall };
}
