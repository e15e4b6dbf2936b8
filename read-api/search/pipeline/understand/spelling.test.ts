import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../../../domain/language/analyzer.ts';
import { buildVocabulary } from '../../../../domain/language/build-vocabulary.ts';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import type { AnalysisContext } from '../../../../domain/search/analyzer.ts';
import { queryWords } from './query-words.ts';
import { correctSpelling } from './spelling.ts';

const analyzer = createAnalyzer({ queryMemoWords: 0 });

/** The corrections of a query's words over a catalog of `texts`. */
function corrections(q: string, texts: readonly string[]): string[] {
  const vocabulary = buildVocabulary(texts);
  const context: AnalysisContext = { mode: 'query', lang: 'ar', vocabulary };
  const analyze = (text: string) => analyzer.analyze(text, context);
  const corrected = correctSpelling(queryWords(analyze(q), 'ar'), vocabulary, 'ar', analyze);
  return (corrected?.corrections ?? []).map((c) => `${c.from}→${c.to}`);
}

describe('correctSpelling: a word with a reading in the other script', () => {
  // "sacs" in six descriptions sounds like ويسكس only loosely; ويسكاس is one alef away.
  const catalog = [
    'ويسكاس طعام رطب للقطط Whiskas kitten food',
    ...Array.from({ length: 6 }, (_, i) => `Thé vert ${i} en sacs`),
  ];

  it('is corrected, in Arabic letters, when the slip is nearer than the reading sounds', () => {
    expect(corrections('ويسكس للقطط', catalog)).toEqual([`${normalizeWord('ويسكس')}→ويسكاس`]);
  });

  it('keeps a Latin word on its Arabic reading unless the correction is more common', () => {
    expect(corrections('sukkar', ['سكر بني 1 كيلو', 'Sukkari dates 1kg'])).toEqual([]);
  });
});

describe('correctSpelling: at least as forgiving as fuzziness AUTO', () => {
  const catalog = ['عطر فيرزاتشي ايروس', 'شامبو بانتين 400 مل', 'ثوم 250 جم', 'ثور'];

  it('corrects one slip of a three-letter word (a neighbouring key)', () => {
    expect(corrections('ثوك', catalog)).toEqual(['ثوك→ثوم']);
  });

  it('corrects two long vowels left out of a four-letter word', () => {
    expect(corrections('شامبو بنتن', catalog)).toEqual(['بنتن→بانتين']);
  });

  it('corrects two edits in a six-letter word', () => {
    expect(corrections('عطر فرزاشي', catalog)).toEqual(['فرزاشي→فيرزاتشي']);
  });

  it('leaves a word two edits from any catalog word alone when it has three letters', () => {
    expect(corrections('بطن', catalog)).toEqual([]);
  });
});

describe('correctSpelling: a word of a phrase the lexicon knows', () => {
  const catalog = ['زيت دوار الشمس حياة 1.8 لتر', 'العاب تركيب للاطفال', 'شنطة ظهر كاجوال رمادي'];

  it('is left alone when the correction breaks the phrase (زيت الطياب is cooking oil, not toys)', () => {
    expect(corrections('زيت الطياب', catalog)).toEqual([]);
  });

  it('is corrected when the correction spells the phrase too', () => {
    expect(corrections('شنطة طهر', catalog)).toEqual(['طهر→ظهر']);
  });
});

describe('correctSpelling: an everyday word of shopping queries', () => {
  it('is no misspelling of a product word (زوين nice is not زيت oil)', () => {
    const catalog = ['جوال ايفون 14 ازرق', 'زيت زيتون 1 لتر', 'زيت أركان طبيعي'];
    expect(corrections('جوال زوين', catalog)).toEqual([]);
    // A misspelled product word beside it still is corrected.
    expect(corrections('زيت زيتوم', catalog)).toEqual(['زيتوم→زيتون']);
  });
});

describe('correctSpelling: a word of the lexicon', () => {
  it('is spelled as meant, however near a catalog word is (`ماورد` rose water, not the brand مابد)', () => {
    const catalog = ['برّاية أقلام مزدوجة مابد', 'ماء ورد 300 مل', 'Cortas rose water 300ml'];
    expect(corrections('ماورد', catalog)).toEqual([]);
    // A word no group holds is still corrected.
    expect(corrections('مابت', catalog)).toEqual(['مابت→مابد']);
  });
});
