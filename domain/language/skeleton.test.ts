import { describe, expect, it } from 'vitest';
import { normalizeWord } from './normalize.ts';
import { consonantSkeleton, phoneticKey, skeletonVariants, spokenDistance, spokenKey } from './skeleton.ts';

const skel = (w: string) => consonantSkeleton(normalizeWord(w));

describe('consonantSkeleton', () => {
  it.each([
    ['ايفون', 'iphone'],
    ['ايفون', 'ayfon'],
    ['سامسونج', 'samsung'],
    ['سامسونغ', 'samsung'],
    ['نايك', 'nike'],
    ['اديداس', 'adidas'],
    ['شنطة', 'shanta'],
    ['جوال', 'jawal'],
    ['موبايل', 'mobile'],
    ['شاحن', 'sha7en'],
    ['خيمة', '5eema'],
    ['صابون', '9aboon'],
    ['كانون', 'canon'],
    ['اكسبوكس', 'xbox'],
  ])('%s and %s share a skeleton', (arabic, latin) => {
    expect(skel(arabic)).toBe(skel(latin));
  });

  it('keeps apart words that differ in consonants', () => {
    expect(skel('جوال')).not.toBe(skel('جمال'));
  });
});

describe('skeletonVariants', () => {
  it('offers ق and g as both k and j', () => {
    expect(skeletonVariants(normalizeWord('قوقل'))).toContain(skel('google'));
    expect(skeletonVariants('google')).toContain(skel('قوقل'));
  });

  it('offers ch as ش and as the Iraqi and Gulf چ written ج', () => {
    expect(skeletonVariants('kleicha')).toContain(skel(normalizeWord('كليجة')));
    expect(skeletonVariants('chai')).toContain(skel('شاي'));
  });

  it('offers a final ز after a consonant as an English plural s', () => {
    expect(skeletonVariants(normalizeWord('كيلوجز'))).toContain(skel('kelloggs'));
    expect(skeletonVariants(normalizeWord('ايربودز'))).toContain(skel('airpods'));
    expect(skeletonVariants(normalizeWord('رز'))).toEqual([skel('رز')]);
  });

  it('offers a final t after a vowel as the ta marbuta said in a construct', () => {
    expect(skeletonVariants('halawet')).toContain(skel(normalizeWord('حلاوة')));
    expect(skeletonVariants('halawet')).toContain(skel('حلويات'));
    expect(skeletonVariants('cat')).toEqual([skel('cat')]);
  });
});

describe('skeletonVariants: a Latin s after a vowel', () => {
  it('may be said z, as Arabic writes it', () => {
    expect(skeletonVariants('malaysi')).toContain(skel('ماليزي'));
    expect(skeletonVariants('blouse')).toContain(skel('بلوزة'));
    // After a consonant, s stays s: `airpds` does not meet `ايربودز`.
    expect(skeletonVariants('airpds')).not.toContain(skel('ايربودز'));
  });
});

describe('phoneticKey', () => {
  it('keeps vowel positions to rank words of one skeleton', () => {
    expect(phoneticKey('shanta')).toBe('SVntV');
    expect(phoneticKey(normalizeWord('شنطة'))).toBe('SntV');
  });
});

describe('spokenKey and spokenDistance', () => {
  it('spell each vowel run by the vowels heard', () => {
    expect(spokenKey('tabi3i')).toBe('tabi3i');
    expect(spokenKey(normalizeWord('طبيعي'))).toBe('tbi3i');
    expect(spokenKey(normalizeWord('طابعة'))).toBe('tab3a');
    expect(spokenKey('7aleeb')).toBe('halib');
  });

  it('count a Latin vowel Arabic leaves unwritten as less than a different or added long vowel', () => {
    const d = (latin: string, arabic: string) => spokenDistance(latin, normalizeWord(arabic));
    expect(d('bonni', 'بني')).toBe(0.3);
    expect(d('bonni', 'بني')).toBeLessThan(d('bonni', 'بانيو'));
    expect(d('tabi3i', 'طبيعي')).toBeLessThan(d('tabi3i', 'طابعة'));
    expect(d('salah', 'صلاة')).toBeLessThan(d('salah', 'سيلا'));
    expect(d('7aleeb', 'حليب')).toBe(0.3);
    expect(d('shanta', 'شنطة')).toBe(0.3);
  });
});
