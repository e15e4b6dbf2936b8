import type { AnalyzedToken } from '../../../domain/search/analyzer.ts';
import type { SuggestQuery } from '../../../domain/search/search-query.ts';
import type { SuggestionRef, SuggestResult } from '../../../domain/search/search-result.ts';
import { escapeHtml } from './highlighter.ts';
import { STRIDE } from './postings.ts';
import { analyzeQuery, type SearchTools, search } from './searcher.ts';
import type { StoreIndex } from './store-index.ts';
import { suggestBrands, suggestCategories } from './suggest-entities.ts';
import { matchWords } from './text-matcher.ts';
import { allowedTypos, completions, expandWord, type QueryWord, typedLength } from './word-expansion.ts';

const COMPLETION_CANDIDATES = 64;
const MAX_BRANDS = 2;
const MAX_CATEGORIES = 3;

/**
 * Suggestions while typing: completions of the last (partial) word from the catalog's own
 * words, combined with the words before it and ranked by how many documents hold them all;
 * brands and categories matching the text; product previews and category counts.
 */
export function suggest(index: StoreIndex, query: SuggestQuery, tools: SearchTools): SuggestResult {
  const tokens = analyzeQuery(query.text, query.lang, tools);
  const last = tokens[tokens.length - 1];
  if (last === undefined || query.limit <= 0) return { suggestions: [], productIds: [], categories: [] };
  const previous = tokens.slice(0, -1);

  const queries = completeQuery(index, previous, last, query, tools);
  const brands = suggestBrands(index, tokens, query, tools.analyzer).slice(0, MAX_BRANDS);
  const categories = suggestCategories(index, previous, last, query, tools.analyzer).slice(0, MAX_CATEGORIES);
  const room = Math.max(0, query.limit - brands.length - categories.length);
  const suggestions = [...queries.slice(0, room), ...brands, ...categories].slice(0, query.limit);

  const preview = search(
    index,
    {
      tenantId: query.tenantId,
      text: query.text,
      lang: query.lang,
      filters: [],
      facets: [{ name: 'category', size: query.limit }],
      sort: 'relevance',
      offset: 0,
      limit: Math.max(0, query.products),
      typo: query.typo,
      prefixLast: true,
      highlight: false,
    },
    tools,
  );
  return {
    suggestions,
    productIds: preview.hits.map((h) => h.id),
    categories: preview.facets[0]?.buckets ?? [],
  };
}

function completeQuery(
  index: StoreIndex,
  previous: readonly AnalyzedToken[],
  last: AnalyzedToken,
  query: SuggestQuery,
  tools: SearchTools,
): SuggestionRef[] {
  const { dictionary, postings } = index;
  const typed = last.terms[0]?.term ?? '';
  let candidates = completions(index, typed, COMPLETION_CANDIDATES).filter((id) => dictionary.isSurface(id));
  if (candidates.length === 0) {
    const edits = allowedTypos(typed, query.typo, typedLength(last.original));
    if (edits > 0) {
      dictionary.forEachWithinEdits(typed, edits, (id) => {
        if (dictionary.isSurface(id) && postings.count(id) > 0) candidates.push(id);
      });
      candidates = candidates.slice(0, COMPLETION_CANDIDATES);
    }
  }
  if (candidates.length === 0) return [];

  // The words before are taken as typed when the catalog holds them so (a correction of a typed
  // word would count documents of another word); corrected only when nothing matches as typed.
  const expand = (typo: SuggestQuery['typo']) =>
    previous.map((token, i) => expandWord(index, token, i, { typo, prefix: false, ranking: tools.ranking }));
  let words = expand({ ...query.typo, enabled: false });
  if (words.some((w) => w.cost === 0)) words = expand(query.typo);
  const counts =
    previous.length === 0
      ? candidates.map((id) => postings.count(id))
      : cooccurrences(index, words, candidates, tools);
  const lead = words.map(displayOfWord(index)).join(' ');
  const seen = new Set<string>();
  const ranked = candidates
    .map((id, i) => ({ id, count: counts[i] ?? 0 }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id);
  const out: SuggestionRef[] = [];
  for (const { id } of ranked) {
    const completion = dictionary.displayOf(id);
    const text = lead === '' ? completion : `${lead} ${completion}`;
    if (seen.has(text)) continue;
    seen.add(text);
    const typedPart = completion.startsWith(typed) ? typed.length : 0;
    const emphasized = `${lead === '' ? '' : `${lead} `}${completion.slice(0, typedPart)}`;
    const highlighted =
      emphasized === ''
        ? null
        : `<em>${escapeHtml(emphasized)}</em>${escapeHtml(completion.slice(typedPart))}`;
    out.push({ text, highlighted, kind: 'query', target: null });
  }
  return out;
}

/** How a typed word reads in a suggestion: its catalog spelling, or its best correction. */
const displayOfWord =
  (index: StoreIndex) =>
  (word: QueryWord): string => {
    const surface = word.token.terms[0]?.term ?? '';
    const exact = index.dictionary.idOf(surface);
    if (exact >= 0 && index.postings.count(exact) > 0) return index.dictionary.displayOf(exact);
    const best = [...word.expansions].sort((a, b) => b.weight - a.weight)[0];
    return best === undefined ? surface : index.dictionary.displayOf(best.termId);
  };

/** Per candidate term, the live documents holding it and every previous word. */
function cooccurrences(
  index: StoreIndex,
  words: readonly QueryWord[],
  candidates: readonly number[],
  tools: SearchTools,
): number[] {
  if (matchWords(index, words, tools.ranking) === 0) return candidates.map(() => 0);
  const { docStamp, docSlot, slotState, currentEpoch } = index.scratch;
  const needed = words.length;
  return candidates.map((id) => {
    const data = index.postings.data(id);
    const begin = index.postings.start(id);
    const end = begin + index.postings.count(id) * STRIDE;
    let count = 0;
    for (let i = begin; i < end; i += STRIDE) {
      const doc = data[i] ?? 0;
      if (docStamp[doc] === currentEpoch && slotState[docSlot[doc] ?? 0] === needed) count++;
    }
    return count;
  });
}
