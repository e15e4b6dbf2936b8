import { describe, expect, it } from 'vitest';
import type { Admission } from '../../../domain/access/admission.ts';
import type { AnalysisContext, Analyzer } from '../../../domain/search/analyzer.ts';
import { type SearchRequest, SearchRequestIn } from '../../../domain/search/contract.ts';
import { pipelineFixture } from '../../../test/support/search-pipeline.ts';
import { SHOP } from '../../../test/support/shop-catalog.ts';
import { AnswerCache } from './answer/answer-cache.ts';
import { runSearch } from './run-search.ts';
import type { SearchDeps } from './search-state.ts';

/** The fixture's deps, with every engine query, count and card read written to `calls` in order. */
function recorded(deps: SearchDeps, calls: string[]): SearchDeps {
  return {
    ...deps,
    engine: {
      ...deps.engine,
      search: (query) => {
        calls.push(`engine ${query.text}`);
        return deps.engine.search(query);
      },
    },
    meter: {
      ...deps.meter,
      recordSearch: (tenantId, billed, at) => {
        calls.push('count');
        return deps.meter.recordSearch(tenantId, billed, at);
      },
    },
    cards: {
      cards: (tenantId, ids) => {
        calls.push('cards');
        return deps.cards.cards(tenantId, ids);
      },
    },
  };
}

describe('runSearch: the stages in order', () => {
  it('reads the text once: later queries are made of its words, the engine analyzes none', async () => {
    const shop = await pipelineFixture(SHOP);
    const queries: string[] = [];
    const spy: Analyzer = {
      analyze: (text: string, context: AnalysisContext) => {
        if (context.mode === 'query') queries.push(text);
        return shop.deps.analyzer.analyze(text, context);
      },
    };
    const deps = { ...shop.deps, analyzer: spy };
    const { runSearch } = await import('./run-search.ts');
    const request = (q: string) => ({
      q,
      lang: 'auto',
      page: 1,
      per_page: 20,
      filters: {},
      sort: 'relevance' as const,
      facets: [],
      device: 'unknown' as const,
      debug: true,
      ai: 'auto' as const,
    });
    // Partial matches run two more engine queries: none of them analyzes text.
    const partial = await runSearch(deps, shop.store, request('جوال سامسونج'), {
      settings: shop.store.search,
      debug: true,
    });
    expect(partial.response.debug?.partial_matches).toMatchObject({ queries: ['جوال', 'سامسونج'] });
    expect(queries[0]).toBe('جوال سامسونج');
    // Besides the text, only lexicon phrases tried in place of its words are read.
    for (const text of queries.slice(1)) expect(text).toMatch(/^[a-z ]+$/);
    expect(queries).not.toContain('جوال');
    expect(queries).not.toContain('سامسونج');
    // A phrase rewrite brings in its words: they alone are read besides the text.
    queries.length = 0;
    const phrased = await runSearch(deps, shop.store, request('باور بانك'), {
      settings: shop.store.search,
      debug: true,
    });
    expect(phrased.response.ids).toContain('powerbank');
    expect(queries).toEqual(['باور بانك', 'بطاريه متنقله']);
  });

  it('answers with the page, totals and usage', async () => {
    const shop = await pipelineFixture(SHOP);
    const { response, usageHeader } = await shop.search({ q: 'قلاية هوائية', per_page: 1 });
    expect(response.ids).toHaveLength(1);
    expect(response.total).toBeGreaterThanOrEqual(1);
    expect(response.query).toMatchObject({ text: 'قلاية هوائية', lang: 'ar', rewritten: null });
    expect(usageHeader).toContain('billed=1');
    expect(shop.meter.searches()).toBe(1);
  });

  for (const debug of [false, true])
    it(`asks the engine once when its first answer fills the page, and counts the search while the later stages run (debug ${debug})`, async () => {
      const shop = await pipelineFixture(SHOP);
      const request = (r: Partial<SearchRequest>) => SearchRequestIn.parse({ ...r, debug });
      const calls: string[] = [];
      const deps = recorded(shop.deps, calls);
      const full = await runSearch(deps, shop.store, request({ q: 'سامسونج', per_page: 1 }), {
        settings: shop.store.search,
        debug,
      });
      expect(full.response.total).toBeGreaterThan(1);
      // No fallback asks the engine again: the page is full.
      expect(calls).toEqual(['engine سامسونج', 'count', 'cards']);
      expect(full.usageHeader).toContain('billed=1');
      // A query that finds few asks more of the engine (partial matches), counted once all the same.
      calls.length = 0;
      const few = await runSearch(deps, shop.store, request({ q: 'جوال سامسونج' }), {
        settings: shop.store.search,
        debug,
      });
      expect(few.usageHeader).toContain('billed=2');
      expect(calls.filter((c) => c.startsWith('engine')).length).toBeGreaterThan(1);
      expect(calls.filter((c) => c === 'count')).toHaveLength(1);
      expect(calls.indexOf('count')).toBe(1);
      expect(calls.at(-1)).toBe('cards');
    });

  it('with an admission to take, takes it and counts the search in one call, begun first, and builds the answer while it is on its way', async () => {
    const shop = await pipelineFixture(SHOP);
    const calls: string[] = [];
    const deps = recorded(shop.deps, calls);
    /** An admission answered when the test says (`answer`), as the primary's round trip is. */
    const admission = () => {
      let answer: (refuse: boolean) => void = () => undefined;
      const given = new Promise<boolean>((resolve) => {
        answer = resolve;
      });
      const taken: Admission = {
        take: async () => {
          calls.push('take');
        },
        takeCounting: async (search) => {
          // A search to build sends it at once, so that its round trip runs alongside the build.
          calls.push(search.alongside === true ? 'take+count' : 'take+count with its turn');
          const refuse = await given;
          calls.push(refuse ? 'refused' : 'admitted');
          if (refuse) throw new Error('rate limited');
          return shop.deps.meter.recordSearch(search.tenantId, search.billed, search.at);
        },
      };
      return { taken, answer: (refuse = false) => answer(refuse) };
    };
    const request = SearchRequestIn.parse({ q: 'سامسونج', per_page: 1 });
    const search = (taken: Admission) =>
      runSearch(deps, shop.store, request, {
        settings: shop.store.search,
        debug: false,
        fresh: true,
        admission: taken,
      });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

    const first = admission();
    const built = search(first.taken);
    await tick();
    // Built while the admission is on its way: the engine and the cards before the answer came.
    expect(calls).toEqual(['take+count', 'engine سامسونج', 'cards']);
    first.answer();
    const answer = await built;
    expect(calls.at(-1)).toBe('admitted');
    expect(answer.usageHeader).toContain('billed=1');
    expect(shop.meter.searches()).toBe(1);

    // Refused: built for nothing once, not counted, and answered with the refusal.
    calls.length = 0;
    const second = admission();
    const refused = search(second.taken);
    await tick();
    second.answer(true);
    await expect(refused).rejects.toThrow('rate limited');
    expect(calls).toEqual(['take+count', 'engine سامسونج', 'cards', 'refused']);
    expect(shop.meter.searches()).toBe(1);

    // The store was refused lately: its next search waits for its admission before anything is built.
    calls.length = 0;
    const third = admission();
    const waiting = search(third.taken);
    await tick();
    expect(calls).toEqual(['take+count']);
    third.answer();
    await waiting;
    expect(calls).toEqual(['take+count', 'admitted', 'engine سامسونج', 'cards']);
    expect(shop.meter.searches()).toBe(2);
  });

  it("keeps an answer for the next search, but not one whose store's documents changed while it was built", async () => {
    const shop = await pipelineFixture(SHOP);
    let generation = 1;
    /** Each engine query; with `changing`, the store's documents change during it (a re-sync's slice). */
    let changing = false;
    let queries = 0;
    const answers = new AnswerCache(100, 60_000);
    const deps: SearchDeps = {
      ...shop.deps,
      answers,
      engine: {
        ...shop.deps.engine,
        generation: () => String(generation),
        search: (query) => {
          queries++;
          if (changing) generation++;
          return shop.deps.engine.search(query);
        },
      },
    };
    const request = SearchRequestIn.parse({ q: 'سامسونج', per_page: 1 });
    const search = () => runSearch(deps, shop.store, request, { settings: shop.store.search, debug: false });

    // The documents stay as they were: the second search is given the first one's answer.
    await search();
    const built = queries;
    const again = await search();
    expect(queries).toBe(built);
    expect(again.kept).toBeDefined();

    // They change while the answer is built: it is not kept (no search could be given it), and
    // the next search (the same documents as when it ended) builds its own, which is kept.
    generation++;
    changing = true;
    const held = answers.counts().size;
    await search();
    expect(answers.counts().size).toBe(held);
    changing = false;
    const before = queries;
    const rebuilt = await search();
    expect(rebuilt.kept).toBeUndefined();
    expect(queries).toBeGreaterThan(before);
    const after = queries;
    expect((await search()).kept).toBeDefined();
    expect(queries).toBe(after);
  });
});
