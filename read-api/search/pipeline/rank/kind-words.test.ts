import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../../domain/language/analyzer.ts';
import { buildVocabulary } from '../../../../domain/language/build-vocabulary.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { queryWords } from '../understand/query-words.ts';
import { kindForms } from './kind-words.ts';

const analyzer = createAnalyzer();

describe('kindForms', () => {
  it('names the kind asked for, not the nearby kind it also accepts', () => {
    const vocabulary = buildVocabulary(['صندل نسائي مسطح', 'شبشب رجالي']);
    const tokens = analyzer.analyze('شحاطة', { mode: 'query', lang: 'ar', vocabulary });
    // The query word reads sandals as a near match ...
    expect(tokens[0]?.terms.map((t) => t.term)).toContain(normalizeWord('صندل'));
    // ... but only the slippers are its kind.
    const forms = kindForms(queryWords(tokens, 'ar'), analyzer);
    expect(forms).toContain(normalizeWord('شبشب'));
    expect(forms).not.toContain(normalizeWord('صندل'));
  });

  it('reads the kind from a lexicon phrase covering the head of a query of two words or more, not of one', () => {
    const forms = (q: string) =>
      kindForms(queryWords(analyzer.analyze(q, { mode: 'query', lang: 'ar' }), 'ar'), analyzer);
    // `عربية أطفال` is a stroller, not a car ...
    expect(forms('عربية أطفال')).toContain('stroller');
    // ... and the word alone is no phrase.
    expect(forms('عربية')).not.toContain('stroller');
    expect(forms('عربية').size).toBeGreaterThan(0);
  });
});
