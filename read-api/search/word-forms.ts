import type { Analyzer } from '../../domain/search/analyzer.ts';

/**
 * Each word of a text with every normalized form the analyzer gives it in query mode, without
 * the built-in lexicons' equivalents: how rule terms and synonym words are read.
 */
export const wordForms = (analyzer: Analyzer, text: string, lang: string): ReadonlySet<string>[] =>
  analyzer
    .analyze(text, { mode: 'query', lang, globalSynonyms: false })
    .map((t) => new Set(t.terms.map((x) => x.term)));
