import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { isDeviceWord, isPackingWord } from '../../../../domain/language/query-head.ts';
import { scriptOf } from '../../../../domain/language/word-tokens.ts';
import type { Vocabulary } from '../../../../domain/search/analyzer.ts';
import type { SearchEngine } from '../../../../domain/search/search-engine.ts';
import type { Filter, SearchQuery } from '../../../../domain/search/search-query.ts';
import type { SearchResult } from '../../../../domain/search/search-result.ts';
import { productHeadsInEveryName } from '../rank/product-heads.ts';
import { type SearchState, type Stage, traced, withWords } from '../search-state.ts';
import { knownHead, rarity, wordsText } from '../understand/catalog-words.ts';
import { NO_WORDS, type QueryWords } from '../understand/query-words.ts';
import { storeBrandWords, withTextFiltersDropped } from '../understand/understand.ts';
import type { UnderstoodQuery } from '../understand/understood-query.ts';
import { namesKind } from './kind-evidence.ts';

export interface Relaxation {
  readonly result: SearchResult;
  readonly query: SearchQuery;
  readonly words: QueryWords;
  /** The step that found results: which words or filters were let go. */
  readonly step: 'parser_filters' | 'words' | 'typos';
  /** The words every result matches, as typed (`zero_result_help.relaxed_query`). */
  readonly kept: string;
  readonly tried: readonly string[];
}

/** The words of `words` that `query` requires (not among its optional words). */
const requiredText = (words: QueryWords, query: SearchQuery): string => {
  const optional = new Set(query.optional?.words ?? []);
  return wordsText(
    words,
    words.tokens.map((_, i) => i).filter((i) => !optional.has(i)),
  );
};

/**
 * When a query finds nothing, loosen it step by step until something is found. `words` are the
 * query's words with the brands, categories and colors the parser read given back to the text
 * (`withTextFiltersDropped`); `prices` the price filters it read. First those words with the
 * prices, then without them. Then fewer of the known words: every subset one word shorter, then
 * two, the subset of the rarest words first (so the most discriminating words are kept and the
 * most common let go), at most `MAX_RELAXED_QUERIES`; when the head noun names a kind of the
 * catalog (`isKind`) the subsets holding it come first, and only subsets of two words or more go
 * without it (two rare words found together say more than the head alone); then any one of the words (each with the prices, then
 * without). Then browse the parser's filters without text; then allow more typos. A word let go
 * is not dropped: it is optional, so the products matching it still rank first. Words the catalog
 * does not know are optional from the start (`withWords`). Explicit request filters stay.
 * `query` searches `understood.searched`.
 */
export async function relax(
  engine: SearchEngine,
  query: SearchQuery,
  understood: Pick<UnderstoodQuery, 'parserFilters' | 'searched' | 'lang'>,
  reread: { readonly words: QueryWords; readonly prices: readonly Filter[] },
  vocabulary: Vocabulary | undefined,
  isKind: (words: QueryWords, head: number, ids: readonly string[]) => boolean,
  tried: string[] = [],
  brands: readonly number[] = [],
  readBrands: readonly number[] = [],
): Promise<Relaxation | null> {
  const attempt = async (
    q: SearchQuery,
    words: QueryWords,
    step: Relaxation['step'],
    label: string,
    kept = requiredText(words, q),
  ): Promise<Relaxation | null> => {
    tried.push(label);
    const result = await engine.search(q);
    return result.total > 0 ? { result, query: q, words, step, kept, tried } : null;
  };
  const parserFilters = understood.parserFilters.length;
  const requested = query.filters.slice(0, query.filters.length - parserFilters);
  const { words, prices } = reread;
  // With the prices read, then (when there were any) without them.
  const filterings = prices.length > 0 ? [[...requested, ...prices], requested] : [requested];
  if (parserFilters > prices.length) {
    const found = await attempt(
      { ...withWords(query, words, vocabulary), filters: filterings[0] ?? requested },
      words,
      'parser_filters',
      'with the brands, categories and colors read from the text as words',
    );
    if (found) return found;
  }
  if (prices.length > 0) {
    const found = await attempt(
      { ...withWords(query, words, vocabulary), filters: requested },
      words,
      'parser_filters',
      'without the filters read from the text',
    );
    if (found) return found;
  }
  if (words.tokens.length > 1) {
    const shape = withWords(query, words, undefined);
    const rarities = words.tokens.map((t) => (vocabulary === undefined ? 1 : rarity(t, vocabulary)));
    const known = rarities.flatMap((r, i) => (r !== 0 ? [i] : []));
    const typedHead = knownHead(words, vocabulary, understood.lang);
    // A device named without its kind (`مكينة ديال الحسانة`): the known word after it is the head.
    const head = isDeviceWord(words.tokens[typedHead]?.original ?? '')
      ? (known.find((i) => i > typedHead) ?? typedHead)
      : typedHead;
    const all = words.tokens.map((_, i) => i);
    const keeping = (kept: readonly number[], filters: readonly Filter[], minimum = 0): SearchQuery => ({
      ...shape,
      filters,
      optional: { words: all.filter((i) => !kept.includes(i)), minimum },
    });
    // The head is kept to the last only when it names a kind of this catalog (`نور` as a brand of oil does not).
    let protect = false;
    if (head >= 0 && known.length > 1) {
      const probe = await engine.search({
        ...keeping([head], filterings[0] ?? requested),
        offset: 0,
        limit: 20,
      });
      protect =
        probe.total > 0 &&
        isKind(
          words,
          head,
          probe.hits.map((h) => h.id),
        );
    }
    for (const filters of filterings) {
      const priced = filters.length > requested.length ? ' (with the price)' : '';
      let budget = MAX_RELAXED_QUERIES;
      // Every known word, the unknown ones optional, when the query had them all required.
      const first =
        known.length < words.tokens.length && query.optional === undefined ? known.length : known.length - 1;
      const subsets: number[][] = [];
      for (let size = first; size >= 1; size--) {
        // Two or more known words found together before the head alone: after the subsets
        // holding the head, those without it (`baladna halloumi` before `cheese`), but never with
        // a packing word (`كرتون ماي صغار` is water: not whatever `كرتون` and `صغار` find) nor a
        // number (`فستان سهرة لبنتي عمرها 8 سنين` is a dress: not whatever is for the age of 8).
        subsets.push(...keptWords(known, size, rarities, protect ? head : -1));
        if (protect && size >= 2)
          subsets.push(
            ...keptWords(
              known.filter(
                (i) =>
                  i !== head &&
                  !isPackingWord(words.tokens[i]?.original ?? '') &&
                  !isNumberToken(words.tokens[i]?.original ?? ''),
              ),
              size,
              rarities,
              -1,
            ),
          );
      }
      // With the head, the store's brand the shopper names is let go last (`شاحن بلكن تايب سي`
      // keeps the Belkin charger before any charger said to be type C).
      // Without a kind to keep, a brand read in the other script is kept first (`ريدراجون عربي`:
      // the Redragon keyboard, not whatever is Arabic); one typed as it is written may be an
      // ordinary word (`نور` light, the oil brand Noor).
      const named = (protect ? brands : readBrands).filter(
        (i) => known.includes(i) && (!protect || i !== head),
      );
      const withBrand = (k: readonly number[]) =>
        (!protect || k.includes(head)) && named.every((i) => k.includes(i));
      const ordered =
        named.length === 0
          ? subsets
          : [...subsets.filter(withBrand), ...subsets.filter((k) => !withBrand(k))];
      for (const kept of ordered) {
        if (budget-- <= 0) break;
        const found = await attempt(
          keeping(kept, filters),
          words,
          'words',
          `keeping "${wordsText(words, kept)}"${priced}`,
        );
        if (found) return found;
      }
      // Any one of the known words (with two or more of them).
      if (known.length > 1) {
        const found = await attempt(keeping([], filters, 1), words, 'words', `any one of the words${priced}`);
        if (found) return found;
      }
    }
  }
  if (parserFilters > 0 && understood.searched.tokens.length > 0) {
    const found = await attempt(
      withWords(query, NO_WORDS, vocabulary),
      NO_WORDS,
      'words',
      'the filters read from the text alone',
    );
    if (found) return found;
  }
  if (query.typo.enabled) {
    const found = await attempt(
      { ...query, typo: { enabled: true, oneTypoMinLength: 3, twoTyposMinLength: 6 } },
      understood.searched,
      'typos',
      'with more typos allowed',
    );
    if (found) return found;
  }
  return null;
}

/** A word of digits alone (`8`, `٢٠٠`): a size, an age or a count, that names nothing by itself. */
const isNumberToken = (word: string): boolean => scriptOf(normalizeWord(word)) === 'number';

/** At most this many word subsets are tried, with and without the price filters each. */
export const MAX_RELAXED_QUERIES = 16;

/**
 * The subsets of `size` of the `known` words, the rarest first (by the sum of their rarities),
 * each holding `head` when it is given (>= 0).
 */
export function keptWords(
  known: readonly number[],
  size: number,
  rarities: readonly number[],
  head: number,
): number[][] {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === size) {
      if (head < 0 || chosen.includes(head)) out.push([...chosen]);
      return;
    }
    for (let k = from; k <= known.length - (size - chosen.length); k++) {
      chosen.push(known[k] ?? 0);
      pick(k + 1, chosen);
      chosen.pop();
    }
  };
  if (size > 0 && size <= known.length) pick(0, []);
  const sum = (s: readonly number[]) => s.reduce((a, i) => a + (rarities[i] ?? 0), 0);
  return out.sort((a, b) => sum(b) - sum(a));
}

/** The store's most common categories (for `zero_result_help`). */
async function popularCategories(state: SearchState, engine: SearchEngine) {
  const popular = await engine.search({
    ...withWords(state.base, NO_WORDS, undefined),
    filters: [],
    facets: [{ name: 'category', size: 5 }],
    limit: 0,
  });
  return (popular.facets[0]?.buckets ?? []).slice(0, 5).map((b) => ({ ...b }));
}

/**
 * Nothing found: `did_you_mean` offers the correction when its words find something, the query
 * is relaxed (`relax`), and `zero_result_help` says whether results come from a relaxed query,
 * which one, and the store's popular categories. A query whose results need not match its
 * unknown words (the words as typed found nothing) says so the same way.
 */
export const relaxation: Stage = async (state, deps) => {
  if (!state.query.text) return state;
  const { engine } = deps;
  const { base, query } = state;
  if (state.total !== 0) {
    const { effective, effectiveWords } = state;
    if (effective.optional === undefined || effective !== base || !state.window.windowed) return state;
    const kept = requiredText(effectiveWords, effective);
    const zeroResultHelp = {
      relaxed: true,
      relaxed_query: kept,
      popular_categories: await popularCategories(state, engine),
    };
    return traced({ ...state, zeroResultHelp }, () => ({
      relaxation: { tried: [], step: 'unknown_words', kept, did_you_mean: state.didYouMean },
    }));
  }
  const didYouMean = state.didYouMean ?? (await offeredCorrection(state, engine));
  const tried: string[] = [];
  const storeFacts = deps.facts(state.store.id);
  const reread = withTextFiltersDropped(query, state.request, storeFacts);
  const brands = storeBrandWords(storeFacts.brands);
  const relaxed = await relax(
    engine,
    base,
    query,
    { words: reread.searched, prices: reread.parserFilters },
    state.vocabulary,
    (words, head, ids) =>
      namesKind(
        words,
        head,
        ids,
        (id) => {
          const facts = deps.rankingFacts(state.store.id, id);
          return facts === undefined ? undefined : productHeadsInEveryName(facts, deps.analyzer);
        },
        deps.analyzer,
      ),
    tried,
    brandWordIndexes(reread.searched, brands),
    brandWordIndexes(reread.searched, brands, true),
  );
  const zeroResultHelp = {
    relaxed: relaxed !== null,
    relaxed_query: relaxed?.kept ?? null,
    popular_categories: await popularCategories(state, engine),
  };
  const helped = { ...state, didYouMean, zeroResultHelp };
  // Results found with the text filters' words searched (and the prices let go, when they were):
  // the answer's `query.filters` and `rewritten` say so.
  const pricesKept = reread.parserFilters.every((f) => relaxed?.query.filters.includes(f));
  const understood =
    relaxed === null || relaxed.words !== reread.searched
      ? query
      : pricesKept
        ? reread
        : withTextFiltersDropped(query, state.request, deps.facts(state.store.id), true);
  const next =
    relaxed === null
      ? helped
      : {
          ...helped,
          query: understood,
          tiers: [[...relaxed.result.hits]],
          total: relaxed.result.total,
          facets: relaxed.result.facets,
          effective: relaxed.query,
          effectiveWords: relaxed.words,
        };
  return traced(next, () => ({
    relaxation: {
      tried,
      step: relaxed?.step ?? null,
      kept: relaxed?.kept ?? null,
      did_you_mean: didYouMean,
    },
  }));
};

/**
 * The understood correction, when its words find something. Within the window the candidates
 * stage has already searched it (and would have used it), so only a deeper page asks here.
 */
async function offeredCorrection(state: Parameters<Stage>[0], engine: SearchEngine): Promise<string | null> {
  const correction = state.query.correction;
  if (correction === null || state.window.windowed) return null;
  const result = await engine.search({
    ...withWords(state.base, correction.words, state.vocabulary),
    offset: 0,
    limit: 1,
    facets: [],
  });
  return result.total > 0 ? correction.words.text : null;
}

/**
 * The words that name one of the store's brands in some form (`بلكن` read as `belkin`); with
 * `read`, only those that name it in another form than as typed (read in the other script).
 */
function brandWordIndexes(words: QueryWords, brands: ReadonlySet<string>, read = false): number[] {
  if (brands.size === 0) return [];
  return words.tokens.flatMap((t, i) =>
    t.terms.some((x, k) => brands.has(x.term) && (!read || k > 0)) &&
    !(read && brands.has(t.terms[0]?.term ?? ''))
      ? [i]
      : [],
  );
}
