import type { AnalysisContext, AnalyzedToken, Analyzer } from '../search/analyzer.ts';
import { brandOfWord } from './brand-table.ts';
import { normalizeWord } from './normalize.ts';
import { isProtectedWord } from './protected-words.ts';
import { TERM_WEIGHTS, TermList } from './term-list.ts';
import { mergeTokens } from './token-merge.ts';
import { arabicTerms, latinTerms, numberTerms, type WordTermOptions } from './word-terms.ts';
import { wordTokens } from './word-tokens.ts';

export interface AnalyzerOptions {
  /** Query mode adds dialect and MSA equivalents from the built-in lexicon (default true). */
  readonly globalSynonyms?: boolean;
  /** At most this many dialect equivalents per word (default 6). */
  readonly maxDialectTerms?: number;
  /** Words never to stem, besides the built-in list and the brand table (a store's brands). */
  readonly protectedWords?: readonly string[];
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
    maxDialectTerms: options.maxDialectTerms ?? 6,
    isProtected: (w) => isProtectedWord(w) || extra.has(w) || brandOfWord(w) !== undefined,
  };
  const withoutGlobal: WordTermOptions = { ...wordOptions, globalSynonyms: false };
  const analyzer: Analyzer = {
    analyze(text: string, context: AnalysisContext): AnalyzedToken[] {
      const options = context.globalSynonyms === false ? withoutGlobal : wordOptions;
      return mergeTokens(wordTokens(text)).map((merged, position) => {
        const { token } = merged;
        let list: TermList;
        if (merged.kind === 'quantity') {
          list = new TermList(token.word);
          list.add(merged.term, 'unit');
          list.add(merged.number, 'number');
        } else if (merged.kind === 'brand') {
          list = new TermList(token.word);
          list.add(merged.brandId, 'translit');
        } else if (token.script === 'arabic') list = arabicTerms(token, context, options);
        else if (token.script === 'latin') list = latinTerms(token, context, options);
        else if (token.script === 'number') list = numberTerms(token);
        else list = new TermList(token.word);
        if (context.mode === 'query' && context.synonyms) addStoreSynonyms(list, context.synonyms);
        return {
          position,
          original: text.slice(token.start, token.end),
          start: token.start,
          end: token.end,
          terms: list.done(),
        };
      });
    },
  };

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
