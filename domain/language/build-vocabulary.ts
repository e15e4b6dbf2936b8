import type { Analyzer } from '../search/analyzer.ts';
import { createAnalyzer } from './analyzer.ts';
import { VocabularyBuilder } from './vocabulary.ts';

/** A vocabulary of catalog texts (one text per document), analyzed in index mode. */
export function buildVocabulary(
  texts: Iterable<string>,
  analyzer: Analyzer = createAnalyzer(),
  lang = 'ar',
): VocabularyBuilder {
  const vocabulary = new VocabularyBuilder();
  for (const text of texts) vocabulary.addDocument(analyzer.analyze(text, { mode: 'index', lang }));
  return vocabulary;
}
