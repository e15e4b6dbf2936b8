import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { expansionMap, type SynonymEntry, type SynonymEvent, synonymSetDecider } from './synonyms.ts';

const given = deciderSpec(synonymSetDecider);
const now = '2026-11-22T10:00:00.000Z';
const entries: SynonymEntry[] = [{ type: 'two_way', words: ['جوال', 'موبايل'] }];
const replaced = (e: SynonymEntry[]): SynonymEvent => ({
  type: 'SynonymSetReplaced',
  data: { tenantId: 't1', name: 'default', entries: e, at: now },
});
const replace = (e: SynonymEntry[]) => ({
  type: 'ReplaceSynonymSet' as const,
  tenantId: 't1',
  name: 'default',
  entries: e,
  now,
});

describe('synonym set decider', () => {
  it('replaces a set, records nothing when the entries are the same', () => {
    given([])
      .when(replace(entries))
      .then([replaced(entries)]);
    given([replaced(entries)])
      .when(replace(entries))
      .then([]);
    const more: SynonymEntry[] = [...entries, { type: 'one_way', from: 'ايفون', to: ['جوال'] }];
    given([replaced(entries)])
      .when(replace(more))
      .then([replaced(more)]);
  });

  it('deletes a set that exists', () => {
    const del = { type: 'DeleteSynonymSet' as const, tenantId: 't1', name: 'default', now };
    const deleted: SynonymEvent = {
      type: 'SynonymSetDeleted',
      data: { tenantId: 't1', name: 'default', at: now },
    };
    given([replaced(entries)])
      .when(del)
      .then([deleted]);
    given([replaced(entries), deleted])
      .when(del)
      .thenThrows({ code: 'not_found' });
    given([]).when(del).thenThrows({ code: 'not_found' });
  });

  it('expands two-way sets both ways and one-way sets one way', () => {
    const map = expansionMap(
      [
        { type: 'two_way', words: ['a', 'b'] },
        { type: 'one_way', from: 'c', to: ['a'] },
      ],
      (w) => [w],
    );
    expect(Object.fromEntries(map)).toEqual({ a: ['b'], b: ['a'], c: ['a'] });
  });
});
