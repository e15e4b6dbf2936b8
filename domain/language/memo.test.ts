import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Memo, SpanMemo } from './memo.ts';

describe('Memo', () => {
  it('keeps recent entries across a generation change and forgets old ones', () => {
    const memo = new Memo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('c', 3); // a and b move to the previous generation
    expect(memo.get('a')).toBe(1); // read back into the current one
    memo.set('d', 4); // b is dropped with the previous generation
    expect(memo.get('b')).toBeUndefined();
    expect([memo.get('a'), memo.get('c'), memo.get('d')]).toEqual([1, 3, 4]);
  });
});

describe('SpanMemo', () => {
  it('finds a key by a span of any text, without slicing it', () => {
    const memo = new SpanMemo<string>(4);
    memo.set('جوال', 'phone');
    memo.set('ab', 'x');
    expect(memo.get('xx جوال yy', 3, 7)).toBe('phone');
    expect(memo.get('abc', 0, 2)).toBe('x');
    expect(memo.get('abc', 0, 3)).toBeUndefined();
    expect(memo.get('abc', 1, 3)).toBeUndefined();
  });

  it('answers like a map for any keys, across generations', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 60 }), (keys) => {
        const memo = new SpanMemo<number>(8);
        const latest = new Map<string, number>();
        keys.forEach((key, i) => {
          const found = memo.get(`<${key}>`, 1, key.length + 1);
          if (found !== undefined) expect(found).toBe(latest.get(key));
          else {
            memo.set(key, i);
            latest.set(key, i);
          }
        });
      }),
    );
  });
});

describe('hashSpan', () => {
  it('is the hash the word scanner computes for each word', async () => {
    const { WordScanner } = await import('./tokenize.ts');
    const { hashSpan } = await import('./memo.ts');
    const text = 'جوال 128GB ma7al 55" h&m 𝒜𝒜 مُحَمَّد';
    const scanner = new WordScanner();
    scanner.reset(text);
    let words = 0;
    while (scanner.next()) {
      expect(scanner.hash).toBe(hashSpan(text, scanner.start, scanner.end));
      words++;
    }
    expect(words).toBeGreaterThan(5);
  });
});
