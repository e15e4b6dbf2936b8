import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRules, type Candidate, type ProductFacts } from './apply-rules.ts';
import type { Rule, RuleType } from './rule.ts';
import { byPriority, compileRule, firingRules, type RuleQuery, ruleFires } from './rule-matcher.ts';

let n = 0;
const rule = (type: RuleType, actions: Partial<Rule['actions']>, over: Partial<Rule> = {}): Rule => ({
  id: `r${++n}`,
  name: `rule ${n}`,
  type,
  conditions: { match: 'any', terms: [], locales: [], categories: [] },
  actions: {
    product_ids: [],
    positions: [],
    filter: null,
    factor: null,
    url: null,
    banner: null,
    ...actions,
  },
  priority: 0,
  enabled: true,
  starts_at: null,
  ends_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const candidates = (...ids: string[]): Candidate[] => ids.map((id, i) => ({ id, score: 10 - i }));
const facts: Record<string, ProductFacts> = {
  a: { brand: 'Apple', categories: ['phones'], attributes: { Color: 'Black' } },
  b: { brand: 'Samsung', categories: ['phones'], attributes: { Color: 'Red' } },
  c: { brand: 'Samsung', categories: ['tablets'], attributes: { Color: 'Black' } },
  d: { brand: 'Nokia', categories: ['phones'], attributes: {} },
};
const ctx = { facts: (id: string) => facts[id], relevance: true };
const ids = (r: ReturnType<typeof applyRules>) => r.ranked.map((x) => (x.pinned ? `${x.id}*` : x.id));

describe('applyRules', () => {
  it('hide removes products by id and by attribute filter', () => {
    const r = applyRules(
      candidates('a', 'b', 'c', 'd'),
      [rule('hide', { product_ids: ['a'] }), rule('hide', { filter: { Color: ['red'] } })],
      ctx,
    );
    expect(ids(r)).toEqual(['c', 'd']);
    expect([...r.hidden].sort()).toEqual(['a', 'b']);
  });

  it('boost and bury change scores by the factor and re-sort a relevance ranking', () => {
    expect(
      ids(
        applyRules(candidates('a', 'b', 'c', 'd'), [rule('boost', { product_ids: ['d'], factor: 3 })], ctx),
      ),
    ).toEqual(['d', 'a', 'b', 'c']);
    expect(
      ids(
        applyRules(
          candidates('a', 'b', 'c', 'd'),
          [rule('bury', { filter: { brand: ['apple'] }, factor: 10 })],
          ctx,
        ),
      ),
    ).toEqual(['b', 'c', 'd', 'a']);
    expect(
      ids(
        applyRules(candidates('a', 'b', 'c', 'd'), [rule('boost', { product_ids: ['d'], factor: 3 })], {
          ...ctx,
          relevance: false,
        }),
      ),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('pin places products at 1-based positions, even ones the text did not find', () => {
    const r = applyRules(
      candidates('a', 'b', 'c'),
      [rule('pin', { product_ids: ['c', 'zz'], positions: [1, 3] })],
      ctx,
    );
    expect(ids(r)).toEqual(['c*', 'a', 'zz*', 'b']);
  });

  it('a higher-priority pin takes the position; the other moves to the next free one', () => {
    const low = rule('pin', { product_ids: ['b'], positions: [1] }, { priority: 1 });
    const high = rule('pin', { product_ids: ['d'], positions: [1] }, { priority: 5 });
    const r = applyRules(candidates('a', 'b', 'c', 'd'), [low, high].sort(byPriority), ctx);
    expect(ids(r)).toEqual(['d*', 'b*', 'a', 'c']);
  });

  it('hide wins over pin; a product is pinned once', () => {
    const r = applyRules(
      candidates('a', 'b', 'c'),
      [
        rule('pin', { product_ids: ['b', 'c'], positions: [1, 2] }, { priority: 9 }),
        rule('pin', { product_ids: ['c'], positions: [3] }),
        rule('hide', { product_ids: ['b'] }),
      ].sort(byPriority),
      ctx,
    );
    expect(ids(r)).toEqual(['a', 'c*']);
  });

  it('redirect takes the highest-priority redirect rule; banners come by priority', () => {
    const r = applyRules(
      candidates('a'),
      [
        rule('redirect', { url: 'https://shop.example/sale' }, { priority: 1 }),
        rule('redirect', { url: 'https://shop.example/iphone' }, { priority: 7 }),
        rule('banner', { banner: { html: '<b>Sale</b>', position: 'top' } }, { priority: 2 }),
        rule(
          'banner',
          { banner: { image_url: 'https://img.example/b.png', position: 'inline' } },
          { priority: 3 },
        ),
      ].sort(byPriority),
      ctx,
    );
    expect(r.redirect?.url).toBe('https://shop.example/iphone');
    expect(r.banners.map((b) => b.position)).toEqual(['inline', 'top']);
    expect(ids(r)).toEqual(['a']);
  });

  it('with no rules the ranking is the plain ranking', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 30 }), (list) => {
        const r = applyRules(candidates(...list), [], ctx);
        expect(r.ranked.map((x) => x.id)).toEqual(list);
      }),
    );
  });

  it('property: hidden products never appear; a pinned product appears once, at its position or the nearest free one after it', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    const pinRule = fc.record({
      products: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }),
      positions: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 3, maxLength: 3 }),
      priority: fc.integer({ min: -5, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { maxLength: 8 }),
        fc.array(pinRule, { maxLength: 3 }),
        fc.uniqueArray(id, { maxLength: 3 }),
        (found, pins, hide) => {
          const rules = [
            ...pins.map((p) =>
              rule(
                'pin',
                { product_ids: p.products, positions: p.positions.slice(0, p.products.length) },
                { priority: p.priority },
              ),
            ),
            ...(hide.length ? [rule('hide', { product_ids: hide })] : []),
          ].sort(byPriority);
          const out = applyRules(candidates(...found), rules, ctx).ranked;
          for (const h of hide) expect(out.map((x) => x.id)).not.toContain(h);
          expect(new Set(out.map((x) => x.id)).size).toBe(out.length);
          const taken = new Set<number>();
          for (const r of rules.filter((x) => x.type === 'pin')) {
            r.actions.product_ids.forEach((pid, k) => {
              if (
                (hide as string[]).includes(pid) ||
                out.filter((x) => x.id === pid && x.pinned).length === 0
              )
                return;
              const wanted = r.actions.positions[k] ?? k + 1;
              const at = out.findIndex((x) => x.id === pid) + 1;
              if (taken.has(at)) return;
              taken.add(at);
              if (at < wanted) {
                // Only when the results ran out before the position: the pins then close up at the end.
                expect(out.slice(at).every((x) => x.pinned)).toBe(true);
              } else {
                for (let p = wanted; p < at; p++) expect(out[p - 1]?.pinned).toBe(true);
              }
            });
          }
        },
      ),
    );
  });
});

describe('rule matching', () => {
  const words = (text: string) => text.split(' ').map((w) => new Set([w, w.replace(/^ال/, '')]));
  const query = (text: string, over: Partial<RuleQuery> = {}): RuleQuery => ({
    words: words(text),
    lang: 'ar',
    categories: [],
    now: Date.parse('2026-06-01T12:00:00Z'),
    ...over,
  });
  const fires = (r: Rule, q: RuleQuery) => firingRules([compileRule(r, words)], q, new Set()).length === 1;

  it('exact needs the whole query; contains a run of its words; any every query', () => {
    const exact = rule(
      'pin',
      { product_ids: ['a'] },
      { conditions: { match: 'exact', terms: ['ايفون 15'], locales: [], categories: [] } },
    );
    expect(fires(exact, query('ايفون 15'))).toBe(true);
    expect(fires(exact, query('الايفون 15'))).toBe(true);
    expect(fires(exact, query('ايفون 15 برو'))).toBe(false);
    const contains = { ...exact, conditions: { ...exact.conditions, match: 'contains' as const } };
    expect(fires(contains, query('جوال ايفون 15 برو'))).toBe(true);
    expect(fires(contains, query('ايفون 14'))).toBe(false);
    expect(
      fires({ ...exact, conditions: { ...exact.conditions, match: 'any' as const } }, query('شيء')),
    ).toBe(true);
  });

  it('property: rules outside their schedule or locale never fire', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2028-01-01') }),
        fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2028-01-01') }),
        fc.integer({ min: 1, max: 400 * 86_400_000 }),
        fc.constantFrom('ar', 'en', 'fr'),
        fc.subarray(['ar', 'en', 'fr']),
        (now, start, length, lang, locales) => {
          const r = rule(
            'boost',
            { product_ids: ['a'] },
            {
              starts_at: new Date(start).toISOString(),
              ends_at: new Date(start + length).toISOString(),
              conditions: { match: 'any', terms: [], locales, categories: [] },
            },
          );
          const fired = fires(r, query('x', { now, lang }));
          const inSchedule = now >= start && now < start + length;
          const inLocale = locales.length === 0 || locales.includes(lang);
          expect(fired).toBe(inSchedule && inLocale);
        },
      ),
    );
  });

  it('categories fire only when the search is filtered to them; disabled and switched-off rules never', () => {
    const r = rule(
      'boost',
      { product_ids: ['a'] },
      { conditions: { match: 'any', terms: [], locales: [], categories: ['phones'] } },
    );
    expect(fires(r, query('x'))).toBe(false);
    expect(fires(r, query('x', { categories: ['phones'] }))).toBe(true);
    expect(fires({ ...r, enabled: false }, query('x', { categories: ['phones'] }))).toBe(false);
    expect(
      firingRules([compileRule(r, words)], query('x', { categories: ['phones'] }), new Set([r.id])),
    ).toEqual([]);
  });

  it('fires over many rules exactly the rules that fire one by one, highest priority first', () => {
    const vocabulary = ['ايفون', 'جراب', 'شاحن', 'سامسونج', 'اسود', 'كفر', 'سريع'];
    const term = fc
      .array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 })
      .map((ws) => ws.join(' '));
    const ruleArb = fc.record({
      match: fc.constantFrom('exact', 'contains', 'any') as fc.Arbitrary<'exact' | 'contains' | 'any'>,
      terms: fc.array(term, { maxLength: 3 }),
      priority: fc.integer({ min: 0, max: 3 }),
      enabled: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(ruleArb, { maxLength: 30 }),
        fc.array(fc.constantFrom(...vocabulary, 'الايفون', 'xyz'), { minLength: 1, maxLength: 4 }),
        (specs, typed) => {
          const rules = specs.map((x) =>
            rule(
              'boost',
              { product_ids: ['a'], factor: 2 },
              {
                priority: x.priority,
                enabled: x.enabled,
                conditions: { match: x.match, terms: x.terms, locales: [], categories: [] },
              },
            ),
          );
          const compiled = rules.map((r) => compileRule(r, words));
          const q = query(typed.join(' '));
          // Each rule checked on its own, without the index.
          const oneByOne = compiled
            .filter((c) => ruleFires(c, q))
            .map((c) => c.rule)
            .sort(byPriority);
          expect(firingRules(compiled, q, new Set()).map((r) => r.id)).toEqual(oneByOne.map((r) => r.id));
        },
      ),
      { numRuns: 300 },
    );
  });
});
