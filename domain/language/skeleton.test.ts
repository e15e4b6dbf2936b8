import { describe, expect, it } from 'vitest';
import { normalizeWord } from './normalize.ts';
import { consonantSkeleton, phoneticKey, skeletonVariants } from './skeleton.ts';

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
