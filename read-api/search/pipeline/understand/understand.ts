import { queryDialect } from '../../../../domain/language/dialect-cues.ts';
import { normalizeText, normalizeWord } from '../../../../domain/language/normalize.ts';
import { storeRegion } from '../../../../domain/language/store-region.ts';
import type { AnalyzedToken, Analyzer, Vocabulary } from '../../../../domain/search/analyzer.ts';
import type { SearchRequest } from '../../../../domain/search/contract.ts';
import type { Filter } from '../../../../domain/search/search-query.ts';
import type { SearchSettings } from '../../../../domain/tenancy/store-settings.ts';
import type { StoreFacts } from '../../../../projections/search/store-facts.ts';
import { resolveLanguage } from './language.ts';
import { type ParsedForSearch, parseForSearch, withoutTextFilters } from './parser.ts';
import {
  type QueryWords,
  queryWords,
  readsOtherScript,
  surfaceOf,
  withoutFunctionWords,
} from './query-words.ts';
import { correctSpelling } from './spelling.ts';
import type { UnderstoodQuery } from './understood-query.ts';

export interface UnderstandInput {
  readonly request: SearchRequest;
  readonly store: {
    readonly locales: readonly string[];
    readonly defaultLocale: string;
    readonly currency: string;
  };
  readonly settings: SearchSettings;
  /** The store's catalog words (Arabizi and cross-script readings choose among them; spelling corrects to them). */
  readonly vocabulary: Vocabulary | undefined;
  /** The store's synonyms of a word form (the synonym sets the settings name), if any. */
  readonly synonyms: ((form: string) => readonly string[]) | undefined;
  readonly facts: StoreFacts;
}

/** Forms that rule conditions do not see: lexicon equivalents, nearby kinds and the store's synonyms. */
const NOT_RULE_FORMS = new Set(['dialect', 'synonym', 'related', 'purpose']);

/**
 * Understands a search's text once: its language, what the parser reads from it, its words
 * with every form (analyzed once, with the store's vocabulary and synonyms), the words to
 * search, the forms rule conditions compare, and the corrections of misspelled words.
 */
export function understand(input: UnderstandInput, analyzer: Analyzer): UnderstoodQuery {
  const { request, store, settings } = input;
  // Read in its NFKC form, as the analyzer reads a query, so that the parser's spans and the words' offsets agree.
  const text = request.q.trim().normalize('NFKC');
  const language = resolveLanguage(request.lang, text, store);
  const lang = language.lang;
  const parsed =
    settings.rule_parser && text
      ? parseForSearch(text, { lang, currency: store.currency, facts: input.facts })
      : null;
  const parserFilters = parsed ? parsed.filters.filter((f) => !(f.field in request.filters)) : [];
  const analyze = queryAnalysis(analyzer, lang, input);
  const words = queryWords(text ? analyze(text) : [], lang, text);
  const searched = withoutFunctionWords(searchedWords(words, parsed, lang), lang);
  return {
    text,
    normalized: normalizeText(text),
    language,
    lang,
    parsed,
    parserFilters,
    filters: [...requestFilters(request.filters), ...parserFilters],
    sort: request.sort !== 'relevance' ? request.sort : (parsed?.sort ?? 'relevance'),
    words,
    typed: withoutFunctionWords(words, lang),
    searched,
    ruleWords: words.tokens.map(
      (t) => new Set(t.terms.filter((x) => !NOT_RULE_FORMS.has(x.kind)).map((x) => x.term)),
    ),
    correction:
      settings.typo_tolerance && input.vocabulary !== undefined && searched.tokens.length > 0
        ? correctSpelling(searched, input.vocabulary, lang, analyze)
        : null,
  };
}

/**
 * The understood query with the brand, category and color filters the parser read given back
 * to the text (`withoutTextFilters`): their words are searched again; sort words and the
 * request's own filters stay, and prices unless `prices` (then they filter nothing).
 */
export function withTextFiltersDropped(
  query: UnderstoodQuery,
  request: SearchRequest,
  facts: StoreFacts,
  prices = false,
): UnderstoodQuery {
  if (query.parsed === null) return query;
  const parsed = withoutTextFilters(query.parsed, facts, prices);
  const parserFilters = parsed.filters.filter((f) => !(f.field in request.filters));
  return {
    ...query,
    parsed,
    parserFilters,
    filters: [...requestFilters(request.filters), ...parserFilters],
    searched: withoutFunctionWords(searchedWords(query.words, parsed, query.lang), query.lang),
  };
}

/**
 * Query-mode analysis in a search's context (language, vocabulary, synonyms): the analysis the
 * engine would run. Words without a surface form are left out.
 */
export function queryAnalysis(
  analyzer: Analyzer,
  lang: string,
  context: Pick<UnderstandInput, 'settings' | 'vocabulary' | 'synonyms' | 'store'> & {
    readonly request?: { readonly q: string };
    readonly facts?: Pick<StoreFacts, 'brands'>;
  },
): (text: string) => AnalyzedToken[] {
  const brands = context.facts === undefined ? NO_BRANDS : storeBrandWords(context.facts.brands);
  // The shopper's own dialect words (`عايز`, `بدي`, `بغيت`) say whose meaning of a regional word
  // comes first (`عايز عيش بلدي`: the Egyptian bread), before the store's region.
  const region =
    queryDialect((context.request?.q ?? '').split(/\s+/u).map(normalizeWord)) ?? storeRegion(context.store);
  const options = {
    mode: 'query' as const,
    lang,
    globalSynonyms: context.settings.global_synonyms,
    ...(region ? { region } : {}),
    ...(context.vocabulary ? { vocabulary: context.vocabulary } : {}),
    ...(context.synonyms ? { synonyms: context.synonyms } : {}),
  };
  return (text) =>
    analyzer
      .analyze(text, options)
      .filter((t) => surfaceOf(t) !== '')
      .map((t) => (brands.size === 0 ? t : brandReading(t, brands)));
}

const NO_BRANDS: ReadonlySet<string> = new Set();
const BRAND_WORDS = new WeakMap<readonly string[], ReadonlySet<string>>();

/** The store's one-word brand names, normalized (`Belkin` → `belkin`); built once per list. */
export function storeBrandWords(brands: readonly string[]): ReadonlySet<string> {
  let words = BRAND_WORDS.get(brands);
  if (words === undefined) {
    words = new Set(brands.map(normalizeWord).filter((b) => b !== '' && !b.includes(' ')));
    BRAND_WORDS.set(brands, words);
  }
  return words;
}

/**
 * A word read in the other script as one of the store's brands (`بلكن` → `belkin`, a brand its
 * products name in English only) reads the brand, not a look-alike: the reading counts as the
 * word's own (`synonym`), so the brand is required like any word the catalog holds, not optional.
 */
function brandReading(token: AnalyzedToken, brands: ReadonlySet<string>): AnalyzedToken {
  if (!token.terms.some((t) => readsOtherScript(t) && brands.has(t.term))) return token;
  return {
    ...token,
    terms: token.terms.map((t) =>
      readsOtherScript(t) && brands.has(t.term) ? { ...t, kind: 'synonym' as const } : t,
    ),
  };
}

/** The words left once the parser's spans are taken out (the text it left behind). */
function searchedWords(words: QueryWords, parsed: ParsedForSearch | null, lang: string): QueryWords {
  if (parsed === null || parsed.rewritten === null) return words;
  const kept = words.tokens.filter(
    (t) => !parsed.removed.some((span) => t.start < span.end && span.start < t.end),
  );
  return queryWords(kept, lang, parsed.rewritten);
}

/** Request filters (`filters` of SearchRequest) as engine filters. */
export function requestFilters(filters: SearchRequest['filters']): Filter[] {
  const out: Filter[] = [];
  for (const [name, value] of Object.entries(filters)) {
    const field = name.trim().toLowerCase();
    if (typeof value === 'boolean') out.push({ kind: 'boolean', field, value });
    else if (typeof value === 'string') out.push({ kind: 'terms', field, values: [value] });
    else if (Array.isArray(value)) {
      if (value.length > 0) out.push({ kind: 'terms', field, values: value });
    } else out.push({ kind: 'range', field, gte: value.gte ?? null, lte: value.lte ?? null });
  }
  return out;
}
