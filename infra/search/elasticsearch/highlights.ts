import { editDistance } from '../../../domain/language/index.ts';
import type { Analyzer } from '../../../domain/search/analyzer.ts';
import type { DocumentTexts } from '../embedded/document-table.ts';
import { highlightDocument } from '../embedded/highlighter.ts';
import { termToken } from './fields.ts';
import type { QueryWord } from './query-words.ts';

/** Would the query have matched an indexed term: one of its forms, a typo of it, a completion? */
export function matchesQuery(term: string, words: readonly QueryWord[]): boolean {
  const t = termToken(term);
  return words.some(
    (word) =>
      word.alternatives.some((a) => a.term === t || (word.prefix && t.startsWith(a.term))) ||
      (word.typos > 0 && editDistance(word.surface, t, word.typos) <= word.typos),
  );
}

/**
 * The terms the query matched, decided term by term. The embedded highlighter only asks `has`;
 * Elasticsearch does not say which corrections or completions matched, so the question is
 * answered from the query words instead of from a list.
 */
class QueryMatchedTerms extends Set<string> {
  private readonly answers = new Map<string, boolean>();

  constructor(private readonly words: readonly QueryWord[]) {
    super();
  }

  override has(term: string): boolean {
    let answer = this.answers.get(term);
    if (answer === undefined) {
      answer = matchesQuery(term, this.words);
      this.answers.set(term, answer);
    }
    return answer;
  }
}

/**
 * Highlights of one hit, computed in the service exactly as the embedded engine does (same
 * analyzer offsets, same markup and escaping): the name in the query language, the brand, and
 * a description snippet.
 */
export function highlightHit(
  texts: DocumentTexts,
  lang: string,
  analyzer: Analyzer,
  words: readonly QueryWord[],
): Record<string, string> {
  return highlightDocument(texts, lang, analyzer, new QueryMatchedTerms(words));
}
