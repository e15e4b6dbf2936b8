import { type Stage, traced, withWords } from './search-state.ts';

/**
 * The engine over the candidate window. When a searched word is misspelled (the understood
 * query carries a correction) and the corrected words find something, their results come
 * first and `did_you_mean` says so, then those of the words as typed: a word the catalog holds
 * in none of its own forms is a misspelling even when it matches something through a weaker
 * reading (`ايفوم` reads as "foam"). Deeper pages than the window come straight from the engine.
 */
export const candidates: Stage = async (state, deps) => {
  const { base, window, query } = state;
  const started = performance.now();
  const result = await deps.engine.search(base);
  const engineMs = performance.now() - started;
  const found = traced(
    { ...state, tiers: [[...result.hits]], total: result.total, facets: result.facets },
    () => ({
      candidates: {
        engine: deps.engine.name,
        text: base.text,
        ...(base.optional ? { optional: base.optional.words.map((i) => base.tokens?.[i]?.original) } : {}),
        sort: base.sort,
        total: result.total,
        window: window.size,
        engine_ms: Math.round(engineMs * 1000) / 1000,
      },
    }),
  );
  const correction = query.correction;
  if (!window.windowed || correction === null || correctsOnlyObjects(state)) return found;
  const corrected = withWords(base, correction.words, state.vocabulary);
  const better = await deps.engine.search(corrected);
  if (better.total === 0) return found;
  const ids = new Set(better.hits.map((h) => h.id));
  const rest = result.hits.filter((h) => !ids.has(h.id));
  return traced(
    {
      ...found,
      tiers: [[...better.hits], rest],
      total: better.total + rest.length,
      facets: better.facets,
      effective: corrected,
      effectiveWords: correction.words,
      didYouMean: correction.words.text,
    },
    () => ({ correction: { text: correction.words.text, corrections: correction.corrections } }),
  );
};

/**
 * Whether every word the correction changes is one a tool asked for by what it is for works on
 * (`state.objects`: `اخرم بيه الحايط`, drill the wall): such a word names no product, and
 * reading it as the nearest product word (`الحايط` as `لهاية`, a pacifier) would lead with it.
 */
function correctsOnlyObjects(state: Parameters<Stage>[0]): boolean {
  const { correction, searched } = state.query;
  if (correction === null || state.objects.size === 0) return false;
  const objects = new Set([...state.objects].map((i) => searched.tokens[i]?.original));
  return correction.corrections.every((c) => objects.has(c.from));
}
