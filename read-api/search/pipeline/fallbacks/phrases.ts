import {
  dialectMeanings,
  phraseAlternatives,
  wordsInPhrases,
} from '../../../../domain/language/dialect-lexicon.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { AnalyzedToken, Vocabulary } from '../../../../domain/search/analyzer.ts';
import type { SearchQuery } from '../../../../domain/search/search-query.ts';
import type { SearchHitRef } from '../../../../domain/search/search-result.ts';
import { type SearchDeps, type SearchState, type Stage, traced, withWords } from '../search-state.ts';
import { purposeWordsAfterHead, type QueryWords, replacing, typedWords } from '../understand/query-words.ts';
import { FEW_RESULTS, fewResults } from './few-results.ts';
import { namesKind, storeProductHeads } from './kind-evidence.ts';
import { newHits } from './tiers.ts';

const NONE: ReadonlySet<string> = new Set();
const NONE_INDEXES: ReadonlySet<number> = new Set();

/** At most this many rewrites of a query with lexicon phrases are tried. */
export const MAX_PHRASE_REWRITES = 4;

/** A query rewritten with a lexicon phrase in place of its words `start` to `end` (exclusive). */
export interface PhraseRewrite {
  readonly words: QueryWords;
  readonly start: number;
  readonly end: number;
}

/**
 * The query's typed words, normalized, as lexicon phrases read them: a word the analyzer joined
 * from two typed ones (`لاب توب` → `لابتوب`) is that one word (`ستاند لاب توب` is `ستاند لابتوب`,
 * a laptop stand).
 */
const phraseWords = (words: QueryWords): string[] =>
  typedWords(words).map((w) => normalizeWord(w).replace(/\s+/gu, ''));

/** Whether the catalog holds every word of `phrase` (normalized, its words split by spaces). */
const phraseHeld = (phrase: string, vocabulary: Vocabulary): boolean =>
  phrase.split(' ').every((w) => vocabulary.documentFrequency(w) > 0);

/**
 * The words rewritten with lexicon phrases (`باور بانك 20000` → `بطارية متنقلة 20000`, `سفرة`
 * → `طاولة طعام`), those whose words the catalog holds; at most `limit`. `analyze` reads a
 * phrase's words as the query's words were read.
 */
export function phraseRewrites(
  words: QueryWords,
  lang: string,
  vocabulary: Vocabulary | undefined,
  limit: number,
  analyze: (text: string) => readonly AnalyzedToken[],
): PhraseRewrite[] {
  const normalized = phraseWords(words);
  const held = (phrase: string): boolean => vocabulary === undefined || phraseHeld(phrase, vocabulary);
  // Each place a phrase is typed at gets its turn (`كريمة الوجه ضد الشمس`: a face cream, then a
  // sunscreen, then the next of each), so that one phrase's many replacements do not take them all.
  const usable = phraseAlternatives(normalized).map((alternative) => {
    const typed = normalized.slice(alternative.start, alternative.end);
    // A phrase holding every typed word (`كيبل تايب سي` for `تايب سي`) only asks for more.
    const replacements = alternative.replacements.filter((replacement) => {
      const phrase = replacement.split(' ');
      return held(replacement) && !typed.every((w) => phrase.includes(w));
    });
    return { ...alternative, replacements };
  });
  const out: PhraseRewrite[] = [];
  for (let round = 0; out.length < limit; round++) {
    let any = false;
    for (const alternative of usable) {
      const replacement = alternative.replacements[round];
      if (replacement === undefined) continue;
      any = true;
      if (out.length >= limit) break;
      out.push({
        words: replacing(words, alternative.start, alternative.end, analyze(replacement), lang),
        start: alternative.start,
        end: alternative.end,
      });
    }
    if (!any) break;
  }
  return out;
}

/**
 * The rewritten query with the words the query it rewrites had let go (relaxed, unknown) still
 * optional, in their new places: the phrase replaces words `start` to `end` (exclusive) of
 * `from`, and the words after it move by the difference in length (`lengths`: the number of words
 * before and after the rewrite). `اريد شي احط بي السمك الزينة بالبيت`, relaxed to `السمك`: `حوض سمك`
 * in place of `السمك الزينة` does not require `بالبيت`.
 */
export function keepingLetGo(
  rewritten: SearchQuery,
  from: SearchQuery,
  start: number,
  end: number,
  lengths: { readonly from: number; readonly to: number },
): SearchQuery {
  const before = from.optional?.words ?? [];
  if (before.length === 0) return rewritten;
  const shift = lengths.to - lengths.from;
  const carried = before.filter((i) => i < start || i >= end).map((i) => (i >= end ? i + shift : i));
  const own = rewritten.optional?.words ?? [];
  const optional = [...new Set([...own, ...carried])].sort((a, b) => a - b);
  if (optional.length === own.length) return rewritten;
  return { ...rewritten, optional: { words: optional, minimum: rewritten.optional?.minimum ?? 0 } };
}

/**
 * `query` with every word outside its phrase (words `start` to `end`, exclusive) optional, none
 * of them needed: the phrase's words alone must match, the others add to the score.
 */
export function aroundPhrase(query: SearchQuery, start: number, end: number): SearchQuery {
  const count = query.tokens?.length ?? 0;
  const words = [...Array(count).keys()].filter((i) => i < start || i >= end);
  if (words.length === 0) return query;
  return { ...query, optional: { words, minimum: 0 } };
}

/**
 * Whether a lexicon phrase typed whole holds a word the query let go (`فريتوز بلا زيت`, an air
 * fryer: the catalog knows no `فريتوز`, and the engine oils `زيت` finds are not few): what the
 * phrase names is what the shopper asked for, however many results the query found without it.
 */
export function phraseReadsLetGo(words: QueryWords, letGo: ReadonlySet<number>): boolean {
  if (letGo.size === 0) return false;
  const covered = wordsInPhrases(phraseWords(words));
  return [...letGo].some((i) => covered.has(i));
}

/**
 * Whether the query's head is a word let go that the catalog does not hold and the lexicon reads
 * as a phrase the catalog does (`صنبلوك للوجه`: `واقي شمس`): the head names what is asked for.
 */
export function headReadsAsPhrase(
  words: QueryWords,
  letGo: ReadonlySet<number>,
  vocabulary: Vocabulary | undefined,
): boolean {
  if (vocabulary === undefined || !letGo.has(words.head)) return false;
  const normalized = phraseWords(words);
  const held = (phrase: string): boolean => phraseHeld(phrase, vocabulary);
  const typed = normalized[words.head] ?? '';
  // Held as typed, or of several meanings (`دهن`: oil, ghee, a cream), it names no one phrase.
  const meanings = dialectMeanings(typed);
  if (held(typed) || meanings.some((m) => m.ambiguous || m.group !== meanings[0]?.group)) return false;
  return phraseAlternatives(normalized).some(
    (a) =>
      a.start === words.head &&
      a.end - a.start === 1 &&
      a.replacements.some((r) => r.includes(' ') && held(r)),
  );
}

const LATIN_WORD = /^[a-z]+$/u;

/** A word in Latin letters in a query read as Arabic (`ابي cover للايفون`). */
const switchedWord = (word: string, lang: string): boolean => lang === 'ar' && LATIN_WORD.test(word);

/**
 * Few results, or a typed phrase that reads a word let go (`phraseReadsLetGo`): the query is also
 * run with lexicon phrases in place of its words (the analyzer reads one word for another, a phrase
 * replaces words); what they find, not found yet, is a tier of its own, best first. Runs once for
 * each query that leads (the query, a relaxed one).
 */
export const phraseMatches: Stage = async (state, deps) => {
  const { effective, effectiveWords } = state;
  if (state.phrased === effective || effectiveWords.tokens.length === 0) return state;
  // What a tool works on is optional in the base query, not let go: a phrase of it does not lead.
  const objects = effectiveWords === state.query.searched ? state.objects : NONE_INDEXES;
  const letGo = new Set((effective.optional?.words ?? []).filter((i) => !objects.has(i)));
  // The head read as a phrase leads unless what was found is of a kind another word names
  // (`طبق بيض ٣٠ حبه`: the eggs, whatever `طبق` reads as).
  const head =
    headReadsAsPhrase(effectiveWords, letGo, state.vocabulary) &&
    !otherWordNamesKind(state, deps, effectiveWords, effectiveWords.head);
  if (!fewResults(state) && !phraseReadsLetGo(effectiveWords, letGo) && !head) return state;
  const tried = { ...state, phrased: effective };
  const rewrites = phraseRewrites(
    effectiveWords,
    state.query.lang,
    state.vocabulary,
    MAX_PHRASE_REWRITES,
    state.analyze,
  );
  const seen = new Set(state.tiers.flatMap((t) => t.map((h) => h.id)));
  const added = new Map<string, SearchHitRef>();
  // Words the query let go (unknown to the catalog, or relaxed): a phrase that reads them says
  // more than the query that did without them (`مية رداتير`: coolant, not any water), so what it
  // finds leads, found by the query or not (`اسكرينة ايفون 14`: the screen protector, not the phone).
  const leading = new Map<string, SearchHitRef>();
  const queries: string[] = [];
  const typed = typedWords(effectiveWords).map(normalizeWord);
  // Words saying what the head is for or where it goes (`ثلاجة صغيرة لغرفة النوم`: a fridge for the
  // bedroom): a phrase opening with one names no product asked for.
  const purposes = purposeWordsAfterHead(effectiveWords);
  // Typed words the catalog holds none of (a phrase of them reads as nothing else).
  const unheld = (start: number, end: number) =>
    state.vocabulary !== undefined &&
    typed.slice(start, end).every((w) => state.vocabulary?.documentFrequency(w) === 0);
  // Every rewrite with the other words required first: a span one rewrite finds with them all
  // (`هودي ولادي رصاصي` for `سويت شيرت ولادي رصاصي`) is not read around another of its rewrites.
  const runs = [];
  for (const { words, start, end } of rewrites) {
    const rewritten = keepingLetGo(withWords(effective, words, state.vocabulary), effective, start, end, {
      from: effectiveWords.tokens.length,
      to: words.tokens.length,
    });
    runs.push({
      words,
      start,
      end,
      rewritten,
      result: await deps.engine.search({ ...rewritten, offset: 0, facets: [] }),
    });
  }
  const foundWhole = new Set(runs.filter((r) => r.result.total > 0).map((r) => `${r.start}:${r.end}`));
  for (const run of runs) {
    const { words, start, end, rewritten } = run;
    let { result } = run;
    // A phrase of several typed words the catalog does not hold names a kind (`هاند فري` in
    // `عايز هاند فري بلوتوث كويس للجري`, `ماكينة حلاقة` in `ماكينة حلاقة كهربا`), and nothing is
    // found with the other words required, while the query found nothing or found only what its
    // other words find: what the phrase names leads, the other words only rank it.
    const readsLetGo = [...letGo].some((i) => i >= start && i < end);
    // So does one such word, let go, that the lexicon reads as a phrase: in Latin letters in a
    // sentence in Arabic (`sunscreen` in `بدي sunscreen للوجه حماية عالية`: `واقي شمس`), or a
    // loanword the catalog does not hold (`صنبلوك للوجه`).
    const single =
      readsLetGo &&
      end - start === 1 &&
      (switchedWord(typed[start] ?? '', state.query.lang) || (start === effectiveWords.head && head));
    const named =
      result.total === 0 &&
      !foundWhole.has(`${start}:${end}`) &&
      !purposes.includes(start) &&
      (state.total === 0 || readsLetGo) &&
      (end - start > 1 || single) &&
      unheld(start, end);
    if (named) {
      const phraseEnd = end + words.tokens.length - effectiveWords.tokens.length;
      result = await deps.engine.search({
        ...aroundPhrase(rewritten, start, phraseEnd),
        offset: 0,
        facets: [],
      });
    }
    if (result.total === 0) continue;
    queries.push(words.text);
    const reads = named || readsLetGo;
    newHits(reads ? NONE : seen, result.hits, reads ? leading : added);
  }
  for (const id of leading.keys()) added.delete(id);
  if (added.size === 0 && leading.size === 0) return tried;
  const best = (hits: Map<string, SearchHitRef>) =>
    [...hits.values()].sort((a, b) => b.score - a.score).slice(0, effective.limit);
  const lead = best(leading);
  const trailing = best(added);
  const led = new Set(lead.map((h) => h.id));
  const tiers = [
    ...(lead.length > 0 ? [lead] : []),
    ...state.tiers.map((t) => t.filter((h) => !led.has(h.id))),
    ...(trailing.length > 0 ? [trailing] : []),
  ];
  const fresh = lead.filter((h) => !seen.has(h.id)).length + trailing.length;
  return traced({ ...tried, tiers, total: state.total + fresh }, () => ({
    phrases: { queries, added: fresh, ...(lead.length > 0 ? { lead: lead.length } : {}) },
  }));
};

/** Whether the state's first results are of a kind a query word other than `except` names. */
function otherWordNamesKind(
  state: SearchState,
  deps: SearchDeps,
  words: QueryWords,
  except: number,
): boolean {
  const ids = state.tiers
    .flat()
    .slice(0, FEW_RESULTS)
    .map((h) => h.id);
  if (ids.length === 0) return false;
  const heads = storeProductHeads(state, deps);
  return words.tokens.some((_, i) => i !== except && namesKind(words, i, ids, heads, deps.analyzer));
}
