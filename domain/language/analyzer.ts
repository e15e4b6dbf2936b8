import type {
  AnalysisContext,
  AnalyzedTerm,
  AnalyzedToken,
  Analyzer,
  Vocabulary,
} from '../search/analyzer.ts';
import { brandOfWord, brandPhrasesStartingWith } from './brand-table.ts';
import { ambiguousColorOf, arabicFormsOfColor } from './color-lexicon.ts';
import { Memo, SpanMemo } from './memo.ts';
import { normalizeWord } from './normalize.ts';
import { isProtectedWord } from './protected-words.ts';
import { useReadings } from './purpose-verbs.ts';
import { isStopword } from './stopwords.ts';
import { TERM_WEIGHTS, TermList } from './term-list.ts';
import { type MergedToken, mayStartNumber, mergeTokens } from './token-merge.ts';
import { WordScanner } from './tokenize.ts';
import { joinSpelledCodes, joinSplitNames } from './word-join.ts';
import {
  addColorForms,
  arabicTerms,
  knownIn,
  latinTerms,
  numberTerms,
  type WordTermOptions,
} from './word-terms.ts';
import { type WordForm, type WordToken, wordForms, wordTokens } from './word-tokens.ts';

/** Index mode's reading of one raw word: its forms, or null when it needs the general path. */
interface RawWord {
  readonly raw: string;
  readonly terms: AnalyzedTerm[] | null;
  /** Normalization leaves nothing of it (no word position). */
  readonly skip: boolean;
}

/** Kind words a verb of purpose read with its object asks for, at most. */
const USE_WORDS = 4;
/** How much less each next kind word of a use weighs than the one before it. */
const USE_STEP = 0.05;
/** Words of a brand name of several words shorter than this (`ال` of `ال جي`) are not indexed alone. */
const MIN_PART_LENGTH = 3;
/** `ماء` as typed, with the hamza, alone or with a conjunction, a preposition or the article. */
const TYPED_WATER = /^[وف]?(?:بال|لل|ال|[بلك])?ماء$/u;
const WATER = 'مياه';
/** Distinct words whose normalization, and whose index-mode forms, each analyzer remembers (twice this at most). */
const MEMO_WORDS = 30_000;
/** Query-mode word forms each analyzer remembers by default, all stores together (twice this at most). */
const QUERY_MEMO_WORDS = 10_000;

export interface AnalyzerOptions {
  /** Query mode adds dialect and MSA equivalents from the built-in lexicon (default true). */
  readonly globalSynonyms?: boolean;
  /** At most this many dialect equivalents per word (default 7). */
  readonly maxDialectTerms?: number;
  /** Words never to stem, besides the built-in list and the brand table (a store's brands). */
  readonly protectedWords?: readonly string[];
  /**
   * Query-mode forms of this many distinct words (in their context: language, region, store
   * vocabulary as it stands) are remembered, twice this at most; 0 remembers none (default 10,000).
   */
  readonly queryMemoWords?: number;
}

/**
 * The Arabic-first analyzer for indexing and querying. Each word position gets its normalized
 * surface form (weight 1) and then its other forms: clitics stripped, light stem, lexicon
 * singular, brand in the other script, canonical quantity. Query mode also adds dialect
 * equivalents and Arabizi readings, choosing among candidates with the catalog vocabulary when
 * the context carries one. Index and query apply the same rules to the same words, so every
 * form the query looks for is a form the index holds.
 */
export function createAnalyzer(options: AnalyzerOptions = {}): Analyzer {
  const extra = new Set((options.protectedWords ?? []).map(normalizeWord));
  const wordOptions: WordTermOptions = {
    globalSynonyms: options.globalSynonyms ?? true,
    maxDialectTerms: options.maxDialectTerms ?? 7,
    isProtected: (w) => isProtectedWord(w) || extra.has(w) || brandOfWord(w) !== undefined,
  };
  const withoutGlobal: WordTermOptions = { ...wordOptions, globalSynonyms: false };
  // Both depend on the word alone: a catalog analyzes each distinct word once.
  const normalized = new Memo<readonly WordForm[]>(MEMO_WORDS);
  const indexForms = new Memo<AnalyzedTerm[]>(MEMO_WORDS);
  // Query mode also depends on the context, and on the store's vocabulary as it stands: forms are
  // remembered under the vocabulary's generation, so a catalog change reads the word anew.
  const queryMemoWords = options.queryMemoWords ?? QUERY_MEMO_WORDS;
  const queryForms = queryMemoWords > 0 ? new Memo<AnalyzedTerm[]>(queryMemoWords) : undefined;
  const vocabularyIds = new WeakMap<Vocabulary, number>();
  let vocabularies = 0;

  /** The key of a word's query-mode forms in `context`, or undefined when they cannot be remembered. */
  function queryKey(
    token: WordToken,
    context: AnalysisContext,
    options: WordTermOptions,
  ): string | undefined {
    const { vocabulary } = context;
    let scope = '';
    if (vocabulary !== undefined) {
      if (vocabulary.generation === undefined) return undefined;
      let id = vocabularyIds.get(vocabulary);
      if (id === undefined) {
        id = ++vocabularies;
        vocabularyIds.set(vocabulary, id);
      }
      scope = `${id}.${vocabulary.generation()}`;
    }
    const global = options === withoutGlobal ? 0 : 1;
    return `${scope}\u0001${context.lang}\u0001${context.region ?? ''}\u0001${global}\u0001${token.script}\u0001${token.spelled}\u0001${token.word}`;
  }

  /** The forms of one word that is not merged with its neighbours. */
  function wordTerms(token: WordToken, context: AnalysisContext, options: WordTermOptions): AnalyzedTerm[] {
    const index = context.mode === 'index';
    if (index) {
      const known = indexForms.get(token.word);
      if (known !== undefined) return known;
      const terms = ownTerms(token, context, options);
      indexForms.set(token.word, terms);
      return terms;
    }
    const key = queryForms === undefined ? undefined : queryKey(token, context, options);
    let terms = key === undefined ? undefined : queryForms?.get(key);
    if (terms === undefined) {
      terms = ownTerms(token, context, options);
      if (key !== undefined) queryForms?.set(key, terms);
    }
    if (!context.synonyms) return terms;
    // The store's synonyms are read on every call: a store may change them at any time.
    const list = TermList.of(terms);
    addStoreSynonyms(list, context.synonyms);
    return list.done();
  }

  /** The forms a word has of itself and the built-in tables, in `context` (no store synonyms). */
  function ownTerms(token: WordToken, context: AnalysisContext, options: WordTermOptions): AnalyzedTerm[] {
    let list: TermList;
    if (token.script === 'arabic') list = arabicTerms(token, context, options);
    else if (token.script === 'latin') list = latinTerms(token, context, options);
    else if (token.script === 'number') list = numberTerms(token);
    else list = new TermList(token.word);
    return list.done();
  }

  const rawWords = new SpanMemo<RawWord>(MEMO_WORDS);
  const scanner = new WordScanner();
  const INDEX: AnalysisContext = { mode: 'index', lang: '' };

  /** What index mode makes of one raw word of the tokenizer (cached per raw word). */
  function rawWord(raw: string): RawWord {
    const forms = wordForms(raw);
    const form = forms[0];
    if (forms.length !== 1 || form === undefined) return { raw, terms: null, skip: forms.length === 0 };
    // Numbers, number and fraction words, units (quantities) and first words of brand names may merge with the words after them.
    if (
      form.script === 'number' ||
      mayStartNumber(form.word) ||
      brandPhrasesStartingWith(form.word).length > 0
    )
      return { raw, terms: null, skip: false };
    const token: WordToken = { start: 0, end: raw.length, ...form };
    return { raw, terms: wordTerms(token, INDEX, wordOptions), skip: false };
  }

  /**
   * Index mode over a text whose words merge with none of their neighbours (the common case):
   * one pass over the text, each raw word looked up in place. Null when some word needs the
   * general path (a number, a brand name's first word, a word normalization splits).
   */
  function analyzeIndexWords(text: string): AnalyzedToken[] | null {
    const out: AnalyzedToken[] = [];
    scanner.reset(text);
    while (scanner.next()) {
      const { start, end } = scanner;
      let word = rawWords.getHashed(text, start, end, scanner.hash);
      if (word === undefined) {
        word = rawWord(text.slice(start, end));
        rawWords.set(word.raw, word);
      }
      if (word.terms === null) {
        if (word.skip) continue;
        return null;
      }
      out.push({ position: out.length, original: word.raw, start, end, terms: word.terms });
    }
    return out;
  }

  /**
   * `ماء` (water) typed with its hamza, which normalization drops: read as `مياه`, the word the
   * lexicon knows with its equivalents, and as `ما`, the form the index holds for `ماء` in names
   * (`ماء ورد`), never as the function word `ما` the normalized form also is.
   */
  function waterTerms(
    token: WordToken,
    context: AnalysisContext,
    wordOptions: WordTermOptions,
  ): AnalyzedTerm[] {
    const terms = wordTerms({ ...token, word: WATER, spelled: WATER }, context, wordOptions);
    return terms.some((t) => t.term === token.word)
      ? terms
      : [...terms, { term: token.word, weight: TERM_WEIGHTS.surface, kind: 'clitic' }];
  }

  const analyzer: Analyzer = {
    analyze(source: string, context: AnalysisContext): AnalyzedToken[] {
      if (context.mode === 'index') {
        const simple = analyzeIndexWords(source);
        if (simple !== null) return simple;
      }
      // A query is read in its NFKC form, so readings that look at the spelling as typed (Arabizi,
      // sound-alikes) see `½` as `1⁄2` like the rest of the layer does. Index offsets stay on the
      // original text (highlights need them); a query's offsets are not used.
      const text = context.mode === 'query' ? source.normalize('NFKC') : source;
      const options = context.globalSynonyms === false ? withoutGlobal : wordOptions;
      const words = mergeTokens(wordTokens(text, normalized));
      const merged =
        context.mode === 'query' && context.vocabulary !== undefined
          ? joinSplitNames(joinSpelledCodes(words, context.vocabulary), context.vocabulary)
          : words;
      const out = new Array<AnalyzedToken>(merged.length);
      for (let position = 0; position < merged.length; position++) {
        const m = merged[position] as MergedToken;
        const { token } = m;
        let terms: AnalyzedTerm[];
        if (m.kind === 'word') {
          terms =
            context.mode === 'query' && TYPED_WATER.test(text.slice(token.start, token.end))
              ? waterTerms(token, context, options)
              : wordTerms(token, context, options);
          if (context.mode === 'query' && position > 0)
            terms = withColorAfterWord(terms, token, merged[position - 1], context);
        } else {
          const list = new TermList(token.word);
          if (m.kind === 'quantity') {
            list.add(m.term, 'unit');
            list.add(m.number, 'number');
          } else if (m.kind === 'number') {
            // A number of several words is written as its digits (`ألف وخمسمية` → `1500`), as typed digits are.
          } else {
            list.add(m.brandId, 'translit');
            // The index also holds the words of the name, so `armour` or a misspelled `undre armour`
            // still finds `Under Armour`; a query naming the whole brand looks for the whole name only.
            if (context.mode === 'index') {
              for (const word of m.words) if (word.length >= MIN_PART_LENGTH) list.add(word, 'part');
            }
          }
          if (context.mode === 'query' && context.synonyms) addStoreSynonyms(list, context.synonyms);
          terms = list.done();
        }
        out[position] = {
          position,
          original: text.slice(token.start, token.end),
          start: token.start,
          end: token.end,
          terms,
        };
      }
      if (context.mode === 'query' && options.globalSynonyms) withUses(out, merged, context);
      return out;
    },
  };

  /**
   * A verb of purpose read with what it works on (`اسخن بيها المية`: the kettle, not the heater;
   * `لازالة المكياج`: the make-up remover): its kinds are those of that use, the catalog holds.
   */
  function withUses(out: AnalyzedToken[], merged: readonly MergedToken[], context: AnalysisContext): void {
    const readings = useReadings(merged.map((m) => (m.kind === 'word' ? m.token.word : '')));
    for (const { at, words } of readings) {
      const token = out[at];
      if (token === undefined) continue;
      const kinds = words.filter((w) => knownIn(context.vocabulary, w)).slice(0, USE_WORDS);
      if (kinds.length === 0) continue;
      // A verb of purpose is no name in the other script (`دفي`, warm, is not Dove).
      const list = TermList.of(token.terms.filter((t) => t.kind !== 'purpose' && t.kind !== 'translit'));
      // The use's first kinds first: each next kind word weighs a little less.
      for (let i = 0; i < kinds.length; i++)
        list.add(kinds[i] as string, 'purpose', TERM_WEIGHTS.purpose * (1 - USE_STEP * i));
      out[at] = { ...token, terms: list.done() };
    }
  }

  /**
   * An Arabic color word that is also a product word (`بيضة` eggs or white, `بني` my son or brown)
   * right after another word is where Arabic puts an adjective (`دشداشة بيضة`, `جزمة بني`): it also
   * reads as the color, the forms the catalog holds (`ابيض`, `white`), beside its other meaning.
   */
  function withColorAfterWord(
    terms: AnalyzedTerm[],
    token: WordToken,
    previous: MergedToken | undefined,
    context: AnalysisContext,
  ): AnalyzedTerm[] {
    if (token.script !== 'arabic' || previous?.kind !== 'word') return terms;
    const before = previous.token;
    if (before.script !== 'arabic' && before.script !== 'latin') return terms;
    if (isStopword(before.word)) return terms;
    const bare = token.word.startsWith('ال') ? token.word.slice(2) : token.word;
    const color = ambiguousColorOf(bare);
    if (color === undefined) return terms;
    const list = TermList.of(terms);
    addColorForms(list, arabicFormsOfColor(color), color, context.vocabulary);
    return list.done();
  }

  /**
   * The store's synonyms of any form of the word, each analyzed as the index analyzes it, so
   * `جوال` → `هاتف` also finds `الهواتف` through the synonym's own stem and plural forms.
   */
  function addStoreSynonyms(list: TermList, synonyms: (form: string) => readonly string[]): void {
    const seen = new Set<string>();
    for (const { term } of [...list.list()]) {
      for (const replacement of synonyms(term)) {
        if (seen.has(replacement)) continue;
        seen.add(replacement);
        const [token] = analyzer.analyze(replacement, {
          mode: 'index',
          lang: /[\u0600-\u06ff]/.test(replacement) ? 'ar' : 'en',
        });
        for (const form of token?.terms ?? [])
          list.add(form.term, 'synonym', TERM_WEIGHTS.synonym * form.weight);
      }
    }
  }

  return analyzer;
}
