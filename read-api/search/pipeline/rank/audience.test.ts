import { describe, expect, it } from 'vitest';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { namedFacts as facts, hitRef as hit } from '../../../../test/support/ranking-facts.ts';
import { audienceTiers, OTHER_AUDIENCE_WEIGHT, productAudience, queryAudience } from './audience.ts';

const words = (text: string) => text.split(' ').map(normalizeWord);

describe('queryAudience', () => {
  it('reads the one audience a query names, its article or preposition looked through', () => {
    expect(queryAudience(words('بدي كنزة بقبعة للولد'))).toBe('kids');
    expect(queryAudience(words('عطر رجالي'))).toBe('men');
    expect(queryAudience(words('شبشب حريمي'))).toBe('women');
    expect(queryAudience(words('perfume for men'))).toBe('men');
  });

  it('reads the family a shopper buys for, in the query only', () => {
    expect(queryAudience(words('بدي شحاطة مريحة للصيف لمرتي'))).toBe('women');
    expect(queryAudience(words('اريد هدية لامي'))).toBe('women');
    expect(queryAudience(words('ابي جهاز ضغط لابوي'))).toBe('men');
    // `ابي` is "I want" in the Gulf before it is "my father".
    expect(queryAudience(words('ابي عطر فخم'))).toBeNull();
    expect(productAudience(facts({ ar: 'كوب امي الحبيبة' }))).toEqual(new Set());
  });

  it('reads none when the query names none, several, or everyone', () => {
    expect(queryAudience(words('كنزة رمادي'))).toBeNull();
    expect(queryAudience(words('بيجامة رجالي ونسائي'))).toBeNull();
    expect(queryAudience(words('عطر للجنسين'))).toBeNull();
  });
});

describe('productAudience', () => {
  it("reads a product's audiences from its names in every language", () => {
    expect(productAudience(facts({ en: "Men's pullover hoodie, black", ar: 'هودي رجالي أسود' }))).toEqual(
      new Set(['men']),
    );
    expect(
      productAudience(facts({ en: 'Kids hoodie grey, 6 years', ar: 'هودي أطفال رمادي 6 سنوات' })),
    ).toEqual(new Set(['kids']));
    expect(productAudience(facts({ fr: 'Sweat à capuche homme noir' }))).toEqual(new Set(['men']));
    expect(productAudience(facts({ ar: 'عطر عود للجنسين' }))).toBe('everyone');
    expect(productAudience(facts({ ar: 'كنبة 3 مقاعد قماش رمادي' }))).toEqual(new Set());
  });
});

describe('audienceTiers', () => {
  const of = (id: string) =>
    ({ men: new Set(['men'] as const), kids: new Set(['kids'] as const), sofa: new Set<never>() })[id];

  it("weighs down a product of another audience within its tier, and keeps the tiers' order", () => {
    const tiers = [[hit('men', 10), hit('kids', 7), hit('sofa', 1)], [hit('kids', 0.5)]];
    const out = audienceTiers(tiers, 'kids', of);
    expect(out?.map((t) => t.map((h) => h.id))).toEqual([['kids', 'men', 'sofa'], ['kids']]);
    expect(out?.[0]?.find((h) => h.id === 'men')?.score).toBe(10 * OTHER_AUDIENCE_WEIGHT);
  });

  it('changes nothing when every product meets the audience or names none', () => {
    expect(audienceTiers([[hit('kids', 3), hit('sofa', 2)]], 'kids', of)).toBeNull();
  });
});
