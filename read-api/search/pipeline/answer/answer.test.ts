import { beforeAll, describe, expect, it } from 'vitest';
import { type PipelineFixture, pipelineFixture } from '../../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../../test/support/shop-catalog.ts';
import { candidates } from '../candidates.ts';
import { businessSignals } from '../rank/business-signals.ts';
import { merchandising } from '../rank/merchandising.ts';
import { stackTiers } from '../rank/window.ts';
import { searchResponse } from './answer.ts';
import { pageHits } from './cards.ts';
import { meterSearch } from './metering.ts';

describe('answer: cards of the page, the meter, the response', () => {
  let shop: PipelineFixture;
  beforeAll(async () => {
    shop = await pipelineFixture(SHOP);
  });
  const stages = [candidates, stackTiers, businessSignals, merchandising];

  it('reads the cards of the page once, with the highlights the engine made for them', async () => {
    const state = await shop.after(stages, { q: 'جالكسي', per_page: 1 });
    const reads: string[][] = [];
    const cards = {
      cards: (tenantId: string, ids: readonly string[]) => {
        reads.push([...ids]);
        return shop.deps.cards.cards(tenantId, ids);
      },
    };
    const hits = await pageHits(state, { cards });
    expect(reads).toEqual([[state.page[0]?.id]]);
    expect(hits).toEqual([
      expect.objectContaining({
        id: state.page[0]?.id,
        product: expect.objectContaining({ brand: 'Samsung' }),
        highlights: expect.objectContaining({ name: expect.stringContaining('<em>') }),
        pinned: false,
      }),
    ]);
  });

  it('bills page 1 only and answers the usage header', async () => {
    const first = await meterSearch(await shop.state({ q: 'x' }), shop.deps);
    const second = await meterSearch(await shop.state({ q: 'x', page: 2 }), shop.deps);
    expect(first).toMatch(/^searches=\d+, limit=-?\d+, billed=(\d+), period=2026-06$/);
    const billed = (h: string) => Number(/billed=(\d+)/.exec(h)?.[1]);
    expect(billed(second)).toBe(billed(first));
  });

  it('writes the trace the stages left, and none without debug', async () => {
    const state = await shop.after(stages, { q: 'ايفوم' });
    const response = searchResponse(state, await pageHits(state, shop.deps), shop.deps, 1.234);
    expect(response.did_you_mean).toBe('ايفون');
    expect(response.took_ms).toBe(1.23);
    expect(Object.keys(response.debug ?? {})).toEqual([
      'language',
      'analysis',
      'parser',
      'synonyms',
      'candidates',
      'correction',
      'rules',
      'ranking',
    ]);
    const quiet = await shop.state({ q: 'ايفون' }, {}, false);
    expect(searchResponse(quiet, [], shop.deps, 0).debug).toBeNull();
  });
});
