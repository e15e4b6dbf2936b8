import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RankingFacts } from '../../../../projections/search/search-projection.ts';
import { rerankBySignals } from './business-signals.ts';

const facts = (popularity: number): RankingFacts =>
  ({ popularity, createdAt: 0, rating: null, margin: null }) as unknown as RankingFacts;

describe('rerankBySignals', () => {
  it('lifts a near tie by popularity and changes nothing without weights', () => {
    const hits = [
      { id: 'a', score: 1 },
      { id: 'b', score: 0.99 },
    ];
    const popular = (id: string) => facts(id === 'b' ? 1_000_000 : 0);
    expect(rerankBySignals(hits, { popularity: 0.3 }, 50, popular, 0).map((h) => h.id)).toEqual(['b', 'a']);
    expect(rerankBySignals(hits, {}, 50, popular, 0)).toEqual(hits);
  });

  it('gives the same first results when it only reads the candidates that can reach them', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ score: fc.integer({ min: 0, max: 40 }), popularity: fc.nat(10_000_000) }), {
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (rows, reach, weight) => {
          const hits = rows.map((r, i) => ({ id: `p${i}`, score: r.score / 8 }));
          const of = (id: string) => facts(rows[Number(id.slice(1))]?.popularity ?? 0);
          const read: string[] = [];
          const counting = (id: string) => {
            read.push(id);
            return of(id);
          };
          const full = rerankBySignals(hits, { popularity: weight }, 50, of, 0);
          const page = rerankBySignals(hits, { popularity: weight }, 50, counting, 0, reach);
          expect(page.slice(0, reach)).toEqual(full.slice(0, reach));
          expect(page.map((h) => h.id).sort()).toEqual(full.map((h) => h.id).sort());
          expect(read.length).toBeLessThanOrEqual(Math.min(50, hits.length));
        },
      ),
    );
  });
});
