import { describe, expect, it } from 'vitest';
import { lexiconWordSoundingLike } from './lexicon-sounds.ts';
import { normalizeWord as n } from './normalize.ts';

describe('lexiconWordSoundingLike', () => {
  it("hears a dialect word typed in Latin letters as the lexicon's Arabic word with its consonants", () => {
    expect(lexiconWordSoundingLike('tawa')).toBe(n('طاوة'));
    expect(lexiconWordSoundingLike('sobya')).toBe(n('صوبيا'));
    expect(lexiconWordSoundingLike('chofaj')).toBe(n('شوفاج'));
    expect(lexiconWordSoundingLike('7afayed')).toMatch(/^حفاي/u);
  });

  it('hears no word whose consonants differ, and no function word', () => {
    expect(lexiconWordSoundingLike('white')).toBeUndefined();
    expect(lexiconWordSoundingLike('phone')).toBeUndefined();
    expect(lexiconWordSoundingLike('qqqqzz')).toBeUndefined();
  });
});
