import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineFixture, pipelineFixture } from '../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../test/support/shop-catalog.ts';
import { candidates } from './candidates.ts';

describe('candidates: the engine over the window, a correction first', () => {
  let shop: PipelineFixture;
  beforeAll(async () => {
    shop = await pipelineFixture(SHOP);
  });

  it('asks the engine for the window with the understood words, not for text to analyze', async () => {
    const before = await shop.state({ q: 'غلاية', per_page: 5 });
    expect(before.base.tokens).toBe(before.query.searched.tokens);
    expect(before.base.limit).toBe(50);
    const after = await candidates(before, shop.deps);
    expect(after.tiers.map((t) => t.map((h) => h.id).sort())).toEqual([['kettle', 'steel-kettle']]);
    expect(after.total).toBe(2);
    expect(after.effective).toBe(before.base);
    expect(after.trace?.candidates).toMatchObject({ text: 'غلاية', total: 2, window: 50 });
  });

  it('a misspelled word: the corrected words’ results lead, did_you_mean says so', async () => {
    const after = await candidates(await shop.state({ q: 'ايفوم' }), shop.deps);
    expect(after.didYouMean).toBe('ايفون');
    expect(after.tiers[0]?.map((h) => h.id)).toEqual(['iphone']);
    expect(after.effectiveWords.text).toBe('ايفون');
    expect(after.trace?.correction).toMatchObject({ text: 'ايفون' });
  });

  it('no correction when the words are known, nor on a page deeper than the window', async () => {
    expect((await candidates(await shop.state({ q: 'ايفون' }), shop.deps)).didYouMean).toBeNull();
    const deep = await candidates(await shop.state({ q: 'ايفوم', page: 60, per_page: 20 }), shop.deps);
    expect(deep.window.windowed).toBe(false);
    expect(deep.didYouMean).toBeNull();
    expect(deep.base.offset).toBe(59 * 20);
  });
});
