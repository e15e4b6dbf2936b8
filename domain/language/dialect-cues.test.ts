import { describe, expect, it } from 'vitest';
import { queryDialect } from './dialect-cues.ts';
import { normalizeWord } from './normalize.ts';

const dialect = (q: string) => queryDialect(q.split(' ').map(normalizeWord));

describe('queryDialect', () => {
  it('reads the shopper’s region from words only that region uses', () => {
    expect(dialect('عايز عيش بلدي')).toBe('egypt');
    expect(dialect('بدي بندورة')).toBe('levant');
    expect(dialect('ابغى عيش بسمتي')).toBe('gulf');
    expect(dialect('اكو تمن عنبر')).toBe('iraq');
    expect(dialect('بغيت الحليب ديال الدراري')).toBe('maghreb');
    // With the conjunction written onto the cue.
    expect(dialect('جوال وبدي كفر')).toBe('levant');
  });

  it('says nothing without a cue, with words several regions share, or with cues of two regions', () => {
    expect(dialect('عيش')).toBeUndefined();
    expect(dialect('اريد شلون زين')).toBeUndefined();
    expect(dialect('عايز بدي')).toBeUndefined();
  });
});
