import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TermDictionary } from './term-dictionary.ts';

/** Reference: optimal string alignment distance over code points, the textbook way. */
function osa(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let v = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        v = Math.min(v, (d[i - 2]?.[j - 2] ?? 0) + 1);
      const row = d[i];
      if (row) row[j] = v;
    }
  }
  return d[x.length]?.[y.length] ?? 0;
}

// Few letters (Latin, Arabic, one outside the BMP) so that random words land near each other.
const letter = fc.constantFrom('a', 'b', 'c', 'd', 'س', 'ا', 'م', '𝒜');
const word = fc.array(letter, { minLength: 1, maxLength: 9 }).map((cs) => cs.join(''));

const dictionaryOf = (terms: readonly string[]): TermDictionary => {
  const dictionary = new TermDictionary();
  for (const term of terms) dictionary.intern(term);
  return dictionary;
};

describe('TermDictionary', () => {
  it('interns each term once with dense ids', () => {
    const dictionary = dictionaryOf(['phone', 'case', 'phone']);
    expect(dictionary.size).toBe(2);
    expect(dictionary.idOf('case')).toBe(1);
    expect(dictionary.termOf(0)).toBe('phone');
    expect(dictionary.idOf('missing')).toBe(-1);
  });

  it('finds every term within the edit bound, and only those (against a brute force)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 60 }),
        word,
        fc.integer({ min: 1, max: 2 }),
        (terms, query, edits) => {
          const dictionary = dictionaryOf(terms);
          const found = new Map<string, number>();
          dictionary.forEachWithinEdits(query, edits, (id, distance) =>
            found.set(dictionary.termOf(id), distance),
          );
          const expected = new Map(
            terms.map((t) => [t, osa(query, t)] as const).filter(([, d]) => d <= edits),
          );
          expect(found).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a transposition as one edit and Arabic letters as one character each', () => {
    const dictionary = dictionaryOf(['samsung', 'سامسونج', 'قهوة']);
    const within = (term: string, edits: number) => {
      const out: string[] = [];
      dictionary.forEachWithinEdits(term, edits, (id) => out.push(dictionary.termOf(id)));
      return out;
    };
    expect(within('smasung', 1)).toEqual(['samsung']);
    expect(within('سامسنج', 1)).toEqual(['سامسونج']);
    expect(within('قهوه', 1)).toEqual(['قهوة']);
  });

  it('visits terms by prefix (against a brute force), also after later additions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 40 }),
        fc.uniqueArray(word, { maxLength: 600 }),
        word,
        (early, late, prefix) => {
          const dictionary = dictionaryOf(early);
          dictionary.forEachWithPrefix('', () => true);
          for (const term of late) dictionary.intern(term);
          const found: string[] = [];
          dictionary.forEachWithPrefix(prefix, (id) => found.push(dictionary.termOf(id)) > 0);
          const all = [...new Set([...early, ...late])];
          expect(found.sort()).toEqual(all.filter((t) => t.startsWith(prefix)).sort());
        },
      ),
      { numRuns: 200 },
    );
  });

  it('stops a prefix walk when asked', () => {
    const dictionary = dictionaryOf(['aa', 'ab', 'ac']);
    const seen: number[] = [];
    dictionary.forEachWithPrefix('a', (id) => seen.push(id) < 2);
    expect(seen).toHaveLength(2);
  });

  it('keeps a display form for surface terms', () => {
    const dictionary = dictionaryOf(['galaxy']);
    expect(dictionary.isSurface(0)).toBe(false);
    dictionary.markSurface(0, 'Galaxy');
    expect(dictionary.isSurface(0)).toBe(true);
    expect(dictionary.displayOf(0)).toBe('galaxy');
  });
});
