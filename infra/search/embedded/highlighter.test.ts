import { describe, expect, it } from 'vitest';
import type { AnalysisContext, AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import { ANALYZED_TOKENS_KEPT, highlightDocument } from './highlighter.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';

/** The simple analyzer, counting the texts it is given. */
class CountingAnalyzer implements Analyzer {
  readonly seen: string[] = [];
  private readonly inner = new SimpleAnalyzer();

  analyze(text: string, context: AnalysisContext): AnalyzedToken[] {
    this.seen.push(text);
    return this.inner.analyze(text, context);
  }
}

const texts = (description: string) => ({
  name: { en: 'Galaxy phone case' },
  description: { en: description },
  brand: 'Acme',
});

const read = (h: Record<string, string>) => ({ ...h });

describe('highlightDocument', () => {
  it('marks the matched words of the name, the brand and a description snippet', () => {
    const analyzer = new CountingAnalyzer();
    const h = read(highlightDocument(texts('A clear case & a strap'), 'en', analyzer, new Set(['case'])));
    expect(h).toEqual({
      name: 'Galaxy phone <em>case</em>',
      brand: 'Acme',
      description: 'A clear <em>case</em> &#38; a strap',
    });
  });

  it('analyzes a text shown again once, and an edited text anew', () => {
    const analyzer = new CountingAnalyzer();
    const matched = new Set(['strap']);
    const first = read(highlightDocument(texts('A clear case with a strap'), 'en', analyzer, matched));
    const again = read(
      highlightDocument(texts('A clear case with a strap'), 'en', analyzer, new Set(['case'])),
    );
    expect(analyzer.seen.filter((t) => t === 'A clear case with a strap')).toHaveLength(1);
    expect(first.description).toBe('A clear case with a <em>strap</em>');
    // The same tokens, matched against another query.
    expect(again.description).toBe('A clear <em>case</em> with a strap');
    read(highlightDocument(texts('A clear case without a strap'), 'en', analyzer, matched));
    expect(analyzer.seen).toContain('A clear case without a strap');
  });

  it('keeps a bounded number of analyzed tokens: the oldest texts are analyzed again', () => {
    const analyzer = new CountingAnalyzer();
    const words = 100;
    const text = (i: number) => `${'word '.repeat(words - 1)}w${i}`;
    const kept = ANALYZED_TOKENS_KEPT / words;
    for (let i = 0; i <= kept; i++) read(highlightDocument(texts(text(i)), 'en', analyzer, new Set()));
    const before = analyzer.seen.length;
    // The newest is still held; the first went when the budget was passed.
    read(highlightDocument(texts(text(kept)), 'en', analyzer, new Set()));
    expect(analyzer.seen.length).toBe(before);
    read(highlightDocument(texts(text(0)), 'en', analyzer, new Set()));
    expect(analyzer.seen.length).toBe(before + 1);
  });
});
