import { describe, expect, it } from 'vitest';
import { checkPrefix, encodeTenant, storeAlias, versionedIndex, versionOf } from './index-names.ts';

describe('index names', () => {
  it('names a store alias and its versioned indexes', () => {
    const alias = storeAlias('store-search', '2f1c9d3e-77aa-4c1b-9a7e-0c5b8e2d1f00');
    expect(alias).toBe('store-search-2f1c9d3e-77aa-4c1b-9a7e-0c5b8e2d1f00');
    expect(versionedIndex(alias, 3)).toBe(`${alias}_v3`);
    expect(versionOf(alias, `${alias}_v3`)).toBe(3);
    expect(versionOf(alias, `${alias}_v03`)).toBeUndefined();
    expect(versionOf(alias, `${alias}_vx`)).toBeUndefined();
  });

  it('encodes tenant ids into lower-case index names without collisions', () => {
    expect(encodeTenant('Shop_1.X')).toBe('_53_hop_5f_1_2e__58_');
    // a tenant id that looks like another store's versioned index gets a different name
    expect(storeAlias('s', 'abc_v1')).not.toBe(versionedIndex(storeAlias('s', 'abc'), 1));
    expect(encodeTenant('abc-v1')).toBe('abc-v1');
    expect(versionOf(storeAlias('s', 'abc'), storeAlias('s', 'abc-v1'))).toBeUndefined();
  });

  it('shortens very long tenant ids with a hash', () => {
    const long = encodeTenant('x'.repeat(400));
    expect(long.length).toBeLessThanOrEqual(180);
    expect(long).toMatch(/_h[0-9a-f]{32}$/u);
    expect(encodeTenant(`${'x'.repeat(399)}y`)).not.toBe(long);
  });

  it('accepts only prefixes that make valid index names', () => {
    expect(checkPrefix('store-search')).toBe('store-search');
    expect(() => checkPrefix('Store')).toThrow();
    expect(() => checkPrefix('-x')).toThrow();
    expect(() => checkPrefix('a_b')).toThrow();
  });
});
