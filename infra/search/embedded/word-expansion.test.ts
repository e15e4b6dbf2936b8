import { describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS } from '../../../domain/search/search-query.ts';
import { allowedTypos, typedLength } from './word-expansion.ts';

describe('allowedTypos', () => {
  it('allows one edit from four characters and two from eight', () => {
    expect(allowedTypos('sam', DEFAULT_TYPO_SETTINGS)).toBe(0);
    expect(allowedTypos('sams', DEFAULT_TYPO_SETTINGS)).toBe(1);
    expect(allowedTypos('samsungs', DEFAULT_TYPO_SETTINGS)).toBe(2);
  });

  it('counts characters, so a three-letter Arabic word (six bytes) has none', () => {
    expect(allowedTypos('دلة', DEFAULT_TYPO_SETTINGS)).toBe(0);
    expect(allowedTypos('قهوة', DEFAULT_TYPO_SETTINGS)).toBe(1);
    expect(allowedTypos('𝒜𝒜𝒜', DEFAULT_TYPO_SETTINGS)).toBe(0);
  });

  it('never corrects words holding digits, nor when disabled', () => {
    expect(allowedTypos('wh1000xm5', DEFAULT_TYPO_SETTINGS)).toBe(0);
    expect(allowedTypos('samsung', { ...DEFAULT_TYPO_SETTINGS, enabled: false })).toBe(0);
  });
});

describe('typedLength', () => {
  it('counts the letters as typed: a hamza normalization drops still counts, marks do not', () => {
    expect(typedLength('حذاء')).toBe(4);
    expect(typedLength('حِذاء')).toBe(4);
    expect(typedLength('جـــوال')).toBe(4);
    expect(allowedTypos('حاذ', DEFAULT_TYPO_SETTINGS, typedLength('حاذء'))).toBe(1);
    expect(allowedTypos('حاذ', DEFAULT_TYPO_SETTINGS, typedLength('حاذ'))).toBe(0);
  });
});
