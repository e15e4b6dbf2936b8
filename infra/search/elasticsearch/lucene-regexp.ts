import { SEP } from './fields.ts';

/** Elasticsearch refuses longer regular expressions by default (`index.max_regex_length`). */
export const MAX_REGEXP_LENGTH = 1000;

/**
 * Text as a literal in a Lucene regular expression: every character other than a letter, a
 * digit, a combining mark or a space is escaped (Lucene takes `\x` as `x` for any character).
 */
export const escapeRegExp = (text: string): string => text.replace(/[^\p{L}\p{N}\p{M} ]/gu, (c) => `\\${c}`);

/** Composite keyword values (`<key part>\u001f<rest>`) whose key part starts with `prefix`. */
export const keyStartsWith = (prefix: string): string => `${escapeRegExp(prefix)}[^${SEP}]*${SEP}.*`;

/** Composite values whose key part is one of `keys`. */
export const keyIsOneOf = (keys: readonly string[]): string =>
  `(${keys.map(escapeRegExp).join('|')})${SEP}.*`;

/** Composite values whose key part holds a word (space-separated) starting with `prefix`. */
export const keyHasWordStartingWith = (prefix: string): string =>
  `([^${SEP}]* )?${escapeRegExp(prefix)}[^${SEP}]*${SEP}.*`;

export const fitsRegExpLimit = (regexp: string): boolean => regexp.length <= MAX_REGEXP_LENGTH;
