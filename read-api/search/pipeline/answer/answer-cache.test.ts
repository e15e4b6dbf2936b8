import { describe, expect, it } from 'vitest';
import { SearchRequestIn } from '../../../../domain/search/contract.ts';
import { DEFAULT_SEARCH_SETTINGS } from '../../../../domain/tenancy/store-settings.ts';
import { AnswerCache, answerKey, type KeptAnswer } from './answer-cache.ts';

const answer = (total: number) => ({ total }) as unknown as KeptAnswer;

describe('AnswerCache', () => {
  it('gives an answer until its time is up on either clock, or its `until`', () => {
    let mono = 0;
    const cache = new AnswerCache(
      10,
      1_000,
      () => mono,
      () => 0,
    );
    cache.set('a', answer(1), 5_000);
    cache.set('b', answer(2), 5_000, 5_300);
    expect(cache.get('a', 5_500)?.total).toBe(1);
    expect(cache.get('b', 5_299)?.total).toBe(2);
    expect(cache.get('b', 5_300)).toBeUndefined();
    // The process's clock moves on while the service's is held (a driven clock).
    mono = 1_000;
    expect(cache.get('a', 5_000)).toBeUndefined();
    cache.set('c', answer(3), 5_000);
    // The service's clock jumps ahead, or back.
    expect(cache.get('c', 6_000)).toBeUndefined();
    cache.set('d', answer(4), 5_000);
    expect(cache.get('d', 4_999)).toBeUndefined();
    expect(cache.counts()).toMatchObject({ hits: 2, misses: 4 });
  });

  it('draws each answer a time to live of its own, up to a quarter less', () => {
    let draw = 0;
    const cache = new AnswerCache(
      10,
      1_000,
      () => 0,
      () => draw,
    );
    draw = 0.999;
    cache.set('short', answer(1), 0);
    draw = 0;
    cache.set('long', answer(2), 0);
    expect(cache.get('short', 751)).toBeUndefined();
    expect(cache.get('long', 750)?.total).toBe(2);
    expect(cache.get('long', 999)?.total).toBe(2);
  });

  it('lets the least recently used answer go first', () => {
    const cache = new AnswerCache(2, 1_000, () => 0);
    cache.set('a', answer(1), 0);
    cache.set('b', answer(2), 0);
    expect(cache.get('a', 0)?.total).toBe(1);
    cache.set('c', answer(3), 0);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)?.total).toBe(1);
    expect(cache.get('c', 0)?.total).toBe(3);
  });

  it('keeps nothing whose `until` has come', () => {
    const cache = new AnswerCache(2, 1_000, () => 0);
    cache.set('a', answer(1), 100, 100);
    expect(cache.counts().size).toBe(0);
  });
});

describe('answerKey', () => {
  const store = { id: 's1', defaultLocale: 'en', locales: ['en', 'ar'], currency: 'SAR' };
  const inputs = (q: string, settings = DEFAULT_SEARCH_SETTINGS) => ({
    store,
    request: SearchRequestIn.parse({ q }),
    settings,
    documents: 'g1',
    rules: 1,
    synonyms: 2,
    signals: 3,
  });

  it('is the same for the same inputs, settings written alike or not the same object', () => {
    expect(answerKey(inputs('phone'))).toBe(answerKey(inputs('phone')));
    expect(answerKey(inputs('phone', { ...DEFAULT_SEARCH_SETTINGS }))).toBe(answerKey(inputs('phone')));
  });

  it('differs with the settings, the request and the stamps', () => {
    const keys = [
      answerKey(inputs('phone')),
      answerKey(inputs('phone', { ...DEFAULT_SEARCH_SETTINGS, cheap_rerank_top_n: 100 })),
      answerKey(inputs('phone', { ...DEFAULT_SEARCH_SETTINGS, business_signals: { popularity: 0.5 } })),
      answerKey(inputs('phones')),
      answerKey({ ...inputs('phone'), rules: 9 }),
      answerKey({ ...inputs('phone'), documents: 'g2' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
