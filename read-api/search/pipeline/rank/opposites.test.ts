import { describe, expect, it } from 'vitest';
import { normalizeWord } from '../../../../domain/language/normalize.ts';
import { namedFacts as facts, hitRef as hit } from '../../../../test/support/ranking-facts.ts';
import {
  claimNames,
  OPPOSITE_WEIGHT,
  oppositesLast,
  oppositeTiers,
  productClaims,
  queryClaims,
} from './opposites.ts';

const words = (text: string) => text.split(' ').map(normalizeWord);
const named = (text: string) => claimNames(queryClaims(words(text)));

describe('queryClaims', () => {
  it('reads the side of a size or a wire the query names, its article or preposition looked through', () => {
    expect(named('ابي ثلاجة كبيرة نوفروست')).toEqual(['big']);
    expect(named('فريجيدير صغير لبيت النعاس')).toEqual(['small']);
    expect(named('mini fridge')).toEqual(['small']);
    expect(named('سماعة ودن بلوتوث للجري')).toEqual(['wireless']);
    expect(named('سماعة اذن بسلك سوني')).toEqual(['wired']);
  });

  it('reads a wire after "without" as the wireless side, and a wire alone as the wired one', () => {
    expect(named('ecouteurs sans fil')).toEqual(['wireless']);
    expect(named('اكوتور بلا خيط')).toEqual(['wireless']);
    expect(named('سماعات من غير سلك')).toEqual(['wireless']);
    expect(named('ابي سماعة راس بدون سلك')).toEqual(['wireless']);
    expect(named('بدي مكنسة من دون سلك')).toEqual(['wireless']);
    // A cable asked for is no cordless product (`سلك شحن`: not the drill named `sans fil`).
    expect(named('شاحن مع سلك')).toEqual(['wired']);
    expect(named('سلك شحن ايفون')).toEqual(['wired']);
    expect(named('usb cable')).toEqual(['wired']);
  });

  it('reads neither side when the query names both, nor grown-ups and children as sizes', () => {
    expect(named('ثلاجة كبيرة او صغيرة')).toEqual([]);
    expect(named('بايسكل جبلي للكبار')).toEqual([]);
    expect(named('العاب للصغار')).toEqual([]);
  });
});

describe('productClaims', () => {
  it("reads the sides a product's names claim in every language", () => {
    expect(claimNames(productClaims(facts({ en: 'Mini fridge 90L', ar: 'ثلاجة صغيرة 90 لتر' })))).toEqual([
      'small',
    ]);
    expect(
      claimNames(productClaims(facts({ en: 'Sony wired in-ear earphones', ar: 'سماعة أذن سلكية سوني' }))),
    ).toEqual(['wired']);
    expect(claimNames(productClaims(facts({ en: 'LG No Frost refrigerator 400L' })))).toEqual([]);
  });
});

describe('oppositeTiers', () => {
  const claimsOf = (id: string) =>
    productClaims(
      facts(
        id === 'mini'
          ? { en: 'Mini fridge 90L' }
          : id === 'both'
            ? { en: 'Fridge, small outside and big inside' }
            : { en: 'LG refrigerator 400L' },
      ),
    );

  it('weighs a product named with the other side down within its tier, and leaves the tiers in place', () => {
    const tiers = [[hit('mini', 134), hit('lg', 111)], [hit('other', 500)]];
    const out = oppositeTiers(tiers, queryClaims(words('ثلاجة كبيرة')), claimsOf);
    expect(out?.map((t) => t.map((h) => h.id))).toEqual([['lg', 'mini'], ['other']]);
    expect(out?.[0]?.[1]?.score).toBeCloseTo(134 * OPPOSITE_WEIGHT);
  });

  it('puts a tier of nothing but the other side after the next tier that holds something else', () => {
    const query = queryClaims(words('ثلاجة كبيرة'));
    const ids = (out: ReturnType<typeof oppositeTiers>) => out?.map((t) => t.map((h) => h.id));
    expect(
      ids(oppositeTiers([[hit('mini', 9)], [hit('lg', 5)], [hit('other', 1)]], query, claimsOf)),
    ).toEqual([['lg'], ['mini'], ['other']]);
    // A next tier of the other side too, or none, leaves the order.
    expect(ids(oppositeTiers([[hit('mini', 9)], [hit('mini', 5)]], query, claimsOf))).toEqual([
      ['mini'],
      ['mini'],
    ]);
    expect(ids(oppositeTiers([[hit('mini', 9)]], query, claimsOf))).toEqual([['mini']]);
    // An empty tier between them is looked past (a stage may leave one).
    expect(ids(oppositeTiers([[hit('mini', 9)], [], [hit('lg', 5)]], query, claimsOf))).toEqual([
      ['lg'],
      [],
      ['mini'],
    ]);
  });

  it('on an explicit sort, puts the other side after the others in each tier, each part in its order', () => {
    const query = queryClaims(words('ثلاجة كبيرة'));
    const ids = (out: ReturnType<typeof oppositesLast>) => out?.map((t) => t.map((h) => h.id));
    // Sorted by price: the cheaper mini fridge after the large ones, which keep their order.
    expect(ids(oppositesLast([[hit('mini', 1), hit('lg', 1), hit('other', 1)]], query, claimsOf))).toEqual([
      ['lg', 'other'],
      ['mini'],
    ]);
    expect(oppositesLast([[hit('lg', 1)]], query, claimsOf)).toBeNull();
  });

  it('weighs nothing down when no product claims the other side, or one claims both', () => {
    expect(
      oppositeTiers([[hit('lg', 1), hit('both', 2)]], queryClaims(words('ثلاجة كبيرة')), claimsOf),
    ).toBeNull();
    expect(
      oppositeTiers([[hit('mini', 1), hit('lg', 2)]], queryClaims(words('ثلاجة صغيرة')), claimsOf),
    ).toBeNull();
  });
});
