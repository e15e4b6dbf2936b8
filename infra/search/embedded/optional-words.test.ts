import { beforeAll, describe, expect, it } from 'vitest';
import { ids, searchQuery, upserts } from '../../../test/search-engine-contract.ts';
import { CONTRACT_CATALOG } from '../../../test/search-engine-contract-catalog.ts';
import { EmbeddedSearchEngine } from './embedded-search-engine.ts';
import { SimpleAnalyzer } from './simple-analyzer.ts';

describe('optional words in the embedded engine', () => {
  const engine = new EmbeddedSearchEngine({ analyzer: new SimpleAnalyzer() });
  const found = async (text: string, words: number[], minimum = 0) =>
    ids(await engine.search(searchQuery('s', text, { optional: { words, minimum } })));
  beforeAll(async () => {
    await engine.apply('s', upserts(CONTRACT_CATALOG));
  });

  it('matches an unknown optional word through its look-alikes, and only to rank', async () => {
    // `dalah` is in no product: its corrections (dalla, dallah) raise the coffee products
    // the required word finds, and bring in nothing the required word does not find.
    const coffee = ids(await engine.search(searchQuery('s', 'coffee')));
    const ranked = await found('coffee dalah', [1]);
    expect(ranked[0]).toBe('p06');
    expect([...ranked].sort()).toEqual([...coffee].sort());
    expect(await found('dalah', [0])).toEqual(['p06']);
  });

  it('never lets a look-alike of an unknown word outrank a word found as typed', async () => {
    // Any one word: the phones (found as typed) before the dalla products (a look-alike of `dalah`),
    // however rare the look-alike.
    const ranked = await found('phone dalah', [0, 1], 1);
    const phones = ['p01', 'p03', 'p07', 'p10'];
    expect(ranked.slice(0, phones.length).sort()).toEqual(phones);
    expect(ranked.slice(phones.length)).toEqual(['p06']);
  });

  it('does not correct a required word while the words as typed find something', async () => {
    // `samsng` required, `zzzz` optional: the typo fallback still corrects the required word.
    expect(await found('samsng zzzz', [1])).toHaveLength(4);
    // `sony` found as typed: no look-alikes join it.
    expect(await found('sony zzzz', [1])).toEqual(['p04']);
  });

  it('ranks the products matching more and rarer optional words first', async () => {
    const more = await found('sony samsung wireless', [0, 1, 2], 1);
    expect(more.slice(0, 2).sort()).toEqual(['p02', 'p04']);
    expect(more).toHaveLength(5);
    // `nespresso` is in one product, `galaxy` in four: the rare word's product first.
    expect((await found('galaxy nespresso', [0, 1], 1))[0]).toBe('p05');
  });
});
