import type { Filter, SortOrder } from '../../../../domain/search/search-query.ts';
import type { QueryLanguage } from './language.ts';
import type { ParsedForSearch } from './parser.ts';
import type { QueryWords } from './query-words.ts';
import type { Correction } from './spelling.ts';

/**
 * A search's query as understood once, at the start: every later stage reads it and none
 * analyzes the text again.
 */
export interface UnderstoodQuery {
  /** The text as sent, trimmed. */
  readonly text: string;
  readonly normalized: string;
  readonly language: QueryLanguage;
  /** `language.lang`. */
  readonly lang: string;
  /** What the parser read (filters, sort), or null when it did not run. */
  readonly parsed: ParsedForSearch | null;
  /** Filters read from the text that no filter of the request overrides: the last of `filters`. */
  readonly parserFilters: readonly Filter[];
  /** The request's filters, then the parser's. */
  readonly filters: readonly Filter[];
  readonly sort: SortOrder;
  /** Every word of the text, with every form the analyzer gives it (the store's synonyms included). */
  readonly words: QueryWords;
  /** The words without function words: what relaxation searches once it lets the parser's filters go. */
  readonly typed: QueryWords;
  /** The words searched: those the parser read as filters or sort left out, function words left out. */
  readonly searched: QueryWords;
  /** Each word of the text with its forms for rule conditions (no lexicon or store synonyms). */
  readonly ruleWords: readonly ReadonlySet<string>[];
  /** The searched words with misspellings corrected from the catalog's words, or null. */
  readonly correction: Correction | null;
}
