import { describe, expect, it } from 'vitest';
import { sameStrings } from './same-strings.ts';

describe('sameStrings', () => {
  it('is true for the same keys with the same values, in any order', () => {
    expect(sameStrings({ ar: 'قميص', en: 'Shirt' }, { en: 'Shirt', ar: 'قميص' })).toBe(true);
    expect(sameStrings({}, {})).toBe(true);
    expect(sameStrings(null, null)).toBe(true);
  });

  it('is false for a changed value, a key more or less, or null against a record', () => {
    expect(sameStrings({ ar: 'قميص' }, { ar: 'قميص ابيض' })).toBe(false);
    expect(sameStrings({ ar: 'قميص' }, { ar: 'قميص', en: 'Shirt' })).toBe(false);
    expect(sameStrings({ ar: 'قميص', en: 'Shirt' }, { ar: 'قميص' })).toBe(false);
    expect(sameStrings({ ar: 'قميص' }, { en: 'قميص' })).toBe(false);
    expect(sameStrings(null, { ar: 'قميص' })).toBe(false);
    expect(sameStrings({ ar: 'قميص' }, null)).toBe(false);
  });
});
