import type { AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import { SEP, type TextGroup, termToken, textField } from './fields.ts';

/** The surface form of each word, as a key part (never holding the separator). */
export const surfaceTerms = (tokens: readonly AnalyzedToken[]): string[] =>
  tokens.map((t) => (t.terms[0]?.term ?? '').replaceAll(SEP, ''));

/** Every form of every word (a typed word may stand for any of them). */
export const allTerms = (tokens: readonly AnalyzedToken[]): string[] =>
  tokens.flatMap((t) => t.terms.map((x) => x.term.replaceAll(SEP, '')));

/**
 * A document's analyzed text fields and vocabulary. Each text is analyzed in its own language
 * (index mode); each word's surface form goes to the group's `*_exact` field of that language,
 * its other forms (each once) to `*_forms`; the surface forms, with how the text first wrote
 * them, make the vocabulary that suggestions complete from.
 */
export class TextFields {
  readonly fields: Record<string, string[]> = {};
  private readonly vocabulary = new Map<string, string>();

  constructor(private readonly analyzer: Analyzer) {}

  /** Analyzes `text` in `lang` (index mode) into the group's surface and other-form fields. */
  add(group: TextGroup, lang: string, text: string): AnalyzedToken[] {
    if (text === '') return [];
    const tokens = this.analyzer.analyze(text, { mode: 'index', lang });
    const exact: string[] = [];
    const forms: string[] = [];
    for (const token of tokens) {
      const surface = termToken(token.terms[0]?.term ?? '');
      if (surface !== '') {
        exact.push(surface);
        if (!this.vocabulary.has(surface)) this.vocabulary.set(surface, token.original.toLowerCase());
      }
      const seen = new Set([surface]);
      for (const alternative of token.terms.slice(1)) {
        const form = termToken(alternative.term);
        if (form === '' || seen.has(form)) continue;
        seen.add(form);
        forms.push(form);
      }
    }
    if (exact.length > 0) this.append(textField(group, 'exact', lang), exact.join(' '));
    if (forms.length > 0) this.append(textField(group, 'forms', lang), forms.join(' '));
    return tokens;
  }

  private append(field: string, value: string): void {
    const values = this.fields[field];
    if (values === undefined) this.fields[field] = [value];
    else values.push(value);
  }

  vocab(): string[] {
    return [...this.vocabulary].map(([term, display]) => `${term}${SEP}${display.replaceAll(SEP, '')}`);
  }

  vocabText(): string {
    return [...this.vocabulary.keys()].join(' ');
  }
}
