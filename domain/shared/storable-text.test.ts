import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, issueCode, storable, unstorablePaths } from './storable-text.ts';

describe('storable text: what PostgreSQL text and UTF-8 can hold', () => {
  it('refuses NUL and lone surrogates, accepts surrogate pairs and any other text', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00a')).toBe(false);
    expect(isStorableText('\udc00\ud800')).toBe(false);
    expect(isStorableText('😀 ayfon ١٥ \u0001 \uffff')).toBe(true);
  });

  it('property: text is storable exactly when its UTF-8 round trip keeps it and it has no NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const roundTrips = Buffer.from(s, 'utf8').toString('utf8') === s;
        expect(isStorableText(s)).toBe(roundTrips && !s.includes('\u0000'));
      }),
    );
  });

  it('finds every bad string and object key by its path', () => {
    expect(unstorablePaths({ a: ['ok', 'x\u0000'], 'k\ud800': 1, b: { c: '\udfff' } })).toEqual([
      ['a', 1],
      ['k\ud800'],
      ['b', 'c'],
    ]);
  });

  it('storable(schema) reports each at its path with code unstorable_text', () => {
    const schema = storable(z.object({ name: z.string(), tags: z.array(z.string()) }));
    const result = schema.safeParse({ name: 'a\u0000', tags: ['ok', '\ud800'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), issueCode(i)])).toEqual([
      ['name', 'unstorable_text'],
      ['tags.1', 'unstorable_text'],
    ]);
    expect(schema.safeParse({ name: 'a', tags: ['😀'] }).success).toBe(true);
  });
});
