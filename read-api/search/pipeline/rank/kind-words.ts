import { phraseAlternatives } from '../../../../domain/language/dialect-lexicon.ts';
import { nameHeadWords } from '../../../../domain/language/query-head.ts';
import type { Analyzer } from '../../../../domain/search/analyzer.ts';
import { type QueryWords, surfaceOf } from '../understand/query-words.ts';

/** Forms that do not name a kind of product (a nearby kind is not the kind asked for). */
const NOT_KIND_FORMS = new Set(['number', 'unit', 'related', 'purpose']);
/** Readings of a word alone, which a phrase around it replaces. */
const PHRASE_OVERRIDDEN = new Set(['dialect', 'translit', 'arabizi']);
const ARABIC_LETTER = /[\u0600-\u06ff]/u;

/** Adds the index forms of the head words of a name to `into`. */
export function headWordForms(
  analyzer: Analyzer,
  text: string,
  lang: string,
  coordinated: boolean,
  into: Set<string>,
): void {
  for (const word of nameHeadWords(text, lang, coordinated)) {
    const [token] = analyzer.analyze(word, { mode: 'index', lang });
    for (const t of token?.terms ?? []) if (!NOT_KIND_FORMS.has(t.kind)) into.add(t.term);
  }
}

/**
 * Every form of the query's head word (the word naming the kind of product), its synonyms
 * included (`related`: and the lexicon's nearby kinds, `صندل` sandals for `شحاطة` slippers). A
 * phrase of the lexicon covering the head names the kind better than the word alone (`عربية
 * أطفال` is a stroller, not a car): its group's heads stand in for the word's readings and lexicon
 * equivalents.
 */
export function kindForms(
  words: QueryWords,
  analyzer: Analyzer,
  options: { readonly related?: boolean } = {},
): ReadonlySet<string> {
  const at = words.head;
  const head = words.tokens[at];
  if (head === undefined) return new Set();
  // A phrase of one word never covers more than the head itself: none is looked for in a one-word query.
  const phrase =
    words.tokens.length < 2
      ? undefined
      : phraseAlternatives(words.tokens.map(surfaceOf)).find(
          (a) => a.end - a.start > 1 && a.start <= at && at < a.end,
        );
  const forms = new Set<string>();
  for (const t of head.terms)
    if (
      (!NOT_KIND_FORMS.has(t.kind) || (options.related === true && t.kind === 'related')) &&
      (phrase === undefined || !PHRASE_OVERRIDDEN.has(t.kind))
    )
      forms.add(t.term);
  for (const replacement of phrase?.replacements ?? [])
    headWordForms(analyzer, replacement, ARABIC_LETTER.test(replacement) ? 'ar' : 'en', false, forms);
  return forms;
}
