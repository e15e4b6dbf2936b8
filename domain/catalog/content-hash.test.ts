import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './content-hash.ts';

/** The rule written plainly: keys sorted by UTF-16 code units, undefined members left out. */
function reference(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => reference(v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(',')}}`;
}

describe('canonicalJson: one text per content', () => {
  it('sorts keys at every depth and leaves undefined members out', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 'x', y: undefined }], c: null }, '2': 'n', é: true })).toBe(
      '{"2":"n","a":{"c":null,"d":[1,{"z":"x"}]},"b":1,"é":true}',
    );
  });

  it('property: the same text as the plain rule, and the same text whatever the key order', () => {
    const value = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalJson(v)).toBe(reference(v));
        const reversed = JSON.parse(JSON.stringify(v), (_, x: unknown) =>
          x && typeof x === 'object' && !Array.isArray(x)
            ? Object.fromEntries(Object.entries(x).reverse())
            : x,
        ) as unknown;
        expect(canonicalJson(reversed)).toBe(canonicalJson(v));
      }),
      { numRuns: 300 },
    );
  });
});
