import { describe, expect, it } from 'vitest';
import { SimpleAnalyzer } from './simple-analyzer.ts';

const analyzer = new SimpleAnalyzer();
const analyze = (text: string) => analyzer.analyze(text, { mode: 'index', lang: 'en' });
const terms = (text: string) => analyze(text).map((t) => t.terms[0]?.term);

describe('SimpleAnalyzer', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(terms('Samsung Galaxy-S23, 128GB!')).toEqual(['samsung', 'galaxy', 's23', '128gb']);
    expect(terms('  ')).toEqual([]);
  });

  it('applies NFKC and keeps offsets into the original text', () => {
    const [wide] = analyze('ＡＢＣ phone');
    expect(wide).toMatchObject({ original: 'ＡＢＣ', start: 0, end: 3, terms: [{ term: 'abc', weight: 1 }] });
    const tokens = analyze('½ cup');
    expect(tokens.map((t) => t.terms[0]?.term)).toEqual(['1', '2', 'cup']);
    expect(tokens[2]).toMatchObject({ original: 'cup', start: 2, end: 5 });
  });

  it('keeps Arabic words whole, with their marks, and numbers positions', () => {
    const tokens = analyze('سماعات  لاسلكيّة');
    expect(tokens.map((t) => [t.position, t.original, t.start])).toEqual([
      [0, 'سماعات', 0],
      [1, 'لاسلكيّة', 8],
    ]);
  });

  it('gives each token its surface form only', () => {
    expect(analyze('Phones')[0]?.terms).toEqual([{ term: 'phones', weight: 1, kind: 'surface' }]);
  });
});
