import { describe, expect, it } from 'vitest';
import type { AnalyzedToken } from '../search/analyzer.ts';
import { crossScriptCandidates } from './cross-script.ts';
import { VocabularyBuilder } from './vocabulary.ts';

const doc = (...words: string[]): AnalyzedToken[] =>
  words.map((w, position) => ({
    position,
    original: w,
    start: 0,
    end: w.length,
    terms: [{ term: w, weight: 1, kind: 'surface' }],
  }));

describe('VocabularyBuilder', () => {
  it('counts documents per term and forgets removed documents', () => {
    const v = new VocabularyBuilder();
    const a = doc('جوال', 'سامسونج', 'جوال');
    v.addDocument(a);
    v.addDocument(doc('جوال', 'ايفون'));
    expect(v.documentFrequency('جوال')).toBe(2);
    expect(v.documentFrequency('سامسونج')).toBe(1);
    v.removeDocument(a);
    expect(v.documentFrequency('جوال')).toBe(1);
    expect(v.documentFrequency('سامسونج')).toBe(0);
    expect(v.termsBySkeleton('smsnj')).toEqual([]);
  });

  it('finds catalog words by skeleton across scripts', () => {
    const v = new VocabularyBuilder();
    v.addDocument(doc('ايفون', 'شنطه', 'شنطات', 'canon', 'فان'));
    expect(v.termsBySkeleton('fn')).toEqual(['ايفون', 'فان']);
    expect(crossScriptCandidates('iphone', 'arabic', v)).toEqual(['ايفون']);
    expect(crossScriptCandidates('shanta', 'arabic', v)).toEqual(['شنطه']);
    expect(crossScriptCandidates('كانون', 'latin', v)).toEqual(['canon']);
    expect(crossScriptCandidates('zzz', 'arabic', v)).toEqual([]);
  });

  it('reads a word of one consonant only as a word that sounds the same', () => {
    const v = new VocabularyBuilder();
    v.addDocument(doc('شاي', 'سي', 'شيش'));
    expect(crossScriptCandidates('shay', 'arabic', v)).toEqual(['شاي']);
    // One sound off (a vowel before the ش) is too far for a word this short.
    expect(crossScriptCandidates('ashy', 'arabic', v)).toEqual([]);
  });

  it('never offers a function word of the other script', () => {
    const v = new VocabularyBuilder();
    v.addDocument(doc('for', 'and', 'من', 'فرن', 'mango'));
    expect(crossScriptCandidates('فر', 'latin', v)).toEqual([]);
    expect(crossScriptCandidates('نظ', 'latin', v)).toEqual([]);
    expect(crossScriptCandidates('man', 'arabic', v)).toEqual([]);
  });
});
