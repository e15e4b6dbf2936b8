import { describe, expect, it } from 'vitest';
import type { AnalyzedTerm, AnalyzedToken, Vocabulary } from '../../../../domain/search/analyzer.ts';
import { keptWords } from '../fallbacks/relaxation.ts';
import { knownHead, rarity, unknownOptional } from './catalog-words.ts';
import { queryWords } from './query-words.ts';

/** A catalog of 1,000 products holding these terms in this many products. */
const vocabulary = (df: Record<string, number>): Vocabulary => ({
  documentFrequency: (term) => df[term] ?? 0,
  documentCount: () => 1000,
  termsBySkeleton: () => [],
});
const token = (word: string, other: { term: string; kind: AnalyzedTerm['kind'] }[] = []): AnalyzedToken => ({
  position: 0,
  original: word,
  start: 0,
  end: word.length,
  terms: [{ term: word, weight: 1, kind: 'surface' }, ...other.map((o) => ({ ...o, weight: 0.8 }))],
});
const words = (tokens: AnalyzedToken[], lang = 'ar') => queryWords(tokens, lang);

describe('what the catalog says of a query word', () => {
  const catalog = vocabulary({ جوال: 40, سامسونج: 120, مقاوم: 2, red: 30 });

  it('weighs a rare word more than a common one, and a reading in the other script below both', () => {
    expect(rarity(token('مقاوم'), catalog)).toBeGreaterThan(rarity(token('جوال'), catalog));
    expect(rarity(token('جوال'), catalog)).toBeGreaterThan(rarity(token('سامسونج'), catalog));
    expect(rarity(token('اريد', [{ term: 'red', kind: 'translit' }]), catalog)).toBeLessThan(0);
    expect(rarity(token('زين'), catalog)).toBe(0);
  });

  it('makes the unknown words optional while some word is held in its own script', () => {
    expect(unknownOptional(words([token('جوال'), token('زين'), token('ورخيص')]), catalog)).toEqual({
      words: [1, 2],
      minimum: 0,
    });
    expect(unknownOptional(words([token('زين'), token('ورخيص')]), catalog)).toBeUndefined();
    expect(unknownOptional(words([token('جوال'), token('سامسونج')]), catalog)).toBeUndefined();
    // A word held only through a reading in the other script is optional beside a word held in its own.
    const pro = token('باور', [{ term: 'red', kind: 'translit' }]);
    expect(unknownOptional(words([token('جوال'), pro]), catalog)).toEqual({ words: [1], minimum: 0 });
    expect(unknownOptional(words([pro, token('بانك')]), catalog)).toBeUndefined();
  });

  it('keeps two neighbours read in the other script as words of the query: they name a product', () => {
    const corn = token('كورن', [{ term: 'red', kind: 'translit' }]);
    const flakes = token('فليكس', [{ term: 'red', kind: 'translit' }]);
    // `كورن فليكس للولاد`: corn flakes for the kids, not whatever matches `للولاد`.
    expect(unknownOptional(words([corn, flakes, token('جوال'), token('زين')]), catalog)).toEqual({
      words: [3],
      minimum: 0,
    });
    expect(unknownOptional(words([corn, token('جوال'), flakes]), catalog)).toEqual({
      words: [0, 2],
      minimum: 0,
    });
    // Beside a brand the query names (read as a filter), one such word is the brand's model.
    expect(unknownOptional(words([token('جوال'), flakes]), catalog, true)).toBeUndefined();
    expect(unknownOptional(words([token('جوال'), flakes, token('زين')]), catalog, true)).toEqual({
      words: [2],
      minimum: 0,
    });
  });

  it('reads the head of Latin words that all read as Arabizi first, as in Arabic', () => {
    const arabizi = (word: string, reading: string) => token(word, [{ term: reading, kind: 'arabizi' }]);
    expect(words([arabizi('fanela', 'فانيله'), arabizi('beda', 'بيضا')], 'en').head).toBe(0);
    // English noun phrases end with their head.
    expect(words([token('running'), token('shoes')], 'en').head).toBe(1);
    expect(words([arabizi('fanela', 'فانيله'), token('shoes')], 'en').head).toBe(1);
    // An Arabic noun opening the query before names alone (`kafar iphone 14`): the noun.
    expect(words([arabizi('kafar', 'كفر'), token('iphone'), token('14')], 'en').head).toBe(0);
    expect(words([arabizi('zzq', 'زززق'), token('iphone')], 'en').head).toBe(1);
    // An Arabic noun said in a construct, its ة as t (`halawet tahini`), opens an Arabic phrase.
    const halawet = token('halawet', [{ term: 'حلاوه', kind: 'translit' }]);
    expect(words([halawet, token('tahini')], 'en').head).toBe(0);
    expect(words([token('sweet'), token('tahini')], 'en').head).toBe(1);
  });

  it('keeps the rarest words first when it lets words go, words read in the other script last', () => {
    const query = words([
      token('اريد', [{ term: 'red', kind: 'translit' }]),
      token('جوال'),
      token('سامسونج'),
      token('مقاوم'),
      token('للوالدة'),
    ]);
    expect(knownHead(query, catalog, 'ar')).toBe(1);
    const rarities = query.tokens.map((t) => rarity(t, catalog));
    expect(keptWords([0, 1, 2, 3], 3, rarities, -1)[0]).toEqual([1, 2, 3]);
    expect(keptWords([0, 1, 2, 3], 2, rarities, -1)[0]).toEqual([1, 3]);
    expect(keptWords([0, 1, 2, 3], 1, rarities, -1)).toEqual([[3], [1], [2], [0]]);
    // Keeping the head: every subset holds it.
    expect(keptWords([0, 1, 2, 3], 2, rarities, 2)).toEqual([
      [2, 3],
      [1, 2],
      [0, 2],
    ]);
  });

  it('takes the head among the words held in their own script, the English head last', () => {
    const english = words([token('black'), token('running'), token('shoe')], 'en');
    const shoes = vocabulary({ black: 50, running: 5, shoe: 20 });
    expect(knownHead(english, shoes, 'en')).toBe(2);
    expect(knownHead(words([token('عندكم'), token('جوال')]), catalog, 'ar')).toBe(1);
  });
});
