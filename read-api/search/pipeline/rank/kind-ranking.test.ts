import { describe, expect, it } from 'vitest';
import { type ProductHeads, rankByKind } from './kind-ranking.ts';

const heads: Record<string, ProductHeads> = {
  holder: { name: new Set(['حامل']), category: new Set(['اكسسوارات']), categoryKey: 'accessories' },
  nokia: { name: new Set(['جوال']), category: new Set(['هواتف', 'هاتف']), categoryKey: 'phones' },
  iphone: { name: new Set(['ايفون', 'iphone']), category: new Set(['هواتف', 'هاتف']), categoryKey: 'phones' },
  cable: { name: new Set(['كيبل']), category: new Set(['اكسسوارات']), categoryKey: 'accessories' },
};
const hit = (id: string, score: number) => ({ id, score, highlights: {} });
const phone = new Set(['جوال', 'هاتف']);

describe('ranking by the kind the query names', () => {
  it('puts the products named like the query and the others of their category first', () => {
    const ranked = rankByKind(
      [[hit('holder', 23), hit('nokia', 15), hit('cable', 3.5), hit('iphone', 3)]],
      phone,
      (id) => heads[id],
      true,
    );
    expect(ranked?.tiers[0]?.map((h) => h.id)).toEqual(['nokia', 'iphone', 'holder', 'cable']);
    expect(ranked?.categories).toEqual({ phones: 1 });
  });

  it('on an explicit sort, puts the kind first and keeps the order within each part', () => {
    const ranked = rankByKind(
      [[hit('cable', 0), hit('holder', 0), hit('nokia', 0), hit('iphone', 0)]],
      phone,
      (id) => heads[id],
      false,
    );
    expect(ranked?.tiers[0]?.map((h) => h.id)).toEqual(['nokia', 'iphone', 'cable', 'holder']);
  });

  it('never moves a result from one tier to another', () => {
    const ranked = rankByKind([[hit('holder', 10)], [hit('nokia', 9)]], phone, (id) => heads[id], true);
    expect(ranked?.tiers.map((t) => t.map((h) => h.id))).toEqual([['holder'], ['nokia']]);
  });

  it('with no name naming the kind, puts the category naming it first (phones named by brand)', () => {
    const ranked = rankByKind([[hit('holder', 23), hit('iphone', 3)]], phone, (id) => heads[id], true);
    expect(ranked?.named).toBe(0);
    expect(ranked?.tiers[0]?.map((h) => h.id)).toEqual(['iphone', 'holder']);
  });

  it('is null when nothing names the kind', () => {
    expect(rankByKind([[hit('holder', 2), hit('cable', 1)]], phone, (id) => heads[id], true)).toBeNull();
  });
});
