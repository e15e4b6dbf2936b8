import { type FilterGroup, groupBits } from './filters.ts';
import type { RankingSettings } from './scorer.ts';
import type { StoreIndex } from './store-index.ts';
import { matchWords } from './text-matcher.ts';
import type { QueryWord } from './word-expansion.ts';

/** What narrows a query's documents besides its words. */
export interface Selection {
  readonly groups: readonly FilterGroup[];
  /** Per group: does a facet on that field need the documents failing only this group? */
  readonly countedGroups: readonly boolean[];
  readonly excluded: ReadonlySet<number>;
  readonly boosts: ReadonlyMap<number, number>;
}

/**
 * The documents of a query, split for disjunctive faceting: those passing every filter (the
 * results, with their scores in the scratch's `docScore`) and, per filter group, those failing
 * that group only. Arrays are scratch buffers, valid until the next query.
 */
export interface QueryDocuments {
  readonly passing: Int32Array;
  readonly passingCount: number;
  readonly failing: readonly { readonly docs: Int32Array; readonly count: number }[];
}

class Collector {
  readonly passing: Int32Array;
  passingCount = 0;
  private readonly failingDocs: Int32Array[];
  private readonly failingCounts: Int32Array;
  private readonly docScore: Float64Array;

  constructor(
    index: StoreIndex,
    private readonly selection: Selection,
  ) {
    const n = index.documents.size;
    this.passing = index.scratch.list(0, n);
    this.failingDocs = selection.groups.map((_, g) =>
      index.scratch.list(g + 1, selection.countedGroups[g] ? n : 0),
    );
    this.failingCounts = new Int32Array(selection.groups.length);
    this.docScore = index.scratch.docScore;
  }

  /** `failed`: -1 passes every group, g fails only group g, -2 fails several. */
  add(doc: number, failed: number, score: number): void {
    const { excluded, boosts, countedGroups } = this.selection;
    if (excluded.size > 0 && excluded.has(doc)) return;
    if (failed === -1) {
      this.passing[this.passingCount++] = doc;
      this.docScore[doc] = boosts.size > 0 ? score * (boosts.get(doc) ?? 1) : score;
    } else if (failed >= 0 && countedGroups[failed]) {
      const docs = this.failingDocs[failed];
      if (docs === undefined) return;
      const count = this.failingCounts[failed] ?? 0;
      docs[count] = doc;
      this.failingCounts[failed] = count + 1;
    }
  }

  result(): QueryDocuments {
    return {
      passing: this.passing,
      passingCount: this.passingCount,
      failing: this.failingDocs.map((docs, g) => ({ docs, count: this.failingCounts[g] ?? 0 })),
    };
  }
}

/** The documents matching the query's words (every required word, `minimum` optional ones), with their relevance. */
export function collectMatches(
  index: StoreIndex,
  words: readonly QueryWord[],
  ranking: RankingSettings,
  selection: Selection,
  minimum = 0,
): QueryDocuments {
  const collector = new Collector(index, selection);
  const count = matchWords(index, words, ranking, minimum);
  const { alive, slotDoc, slotTotal } = index.scratch;
  const groups = selection.groups;
  const prices = index.documents.price;
  for (let a = 0; a < count; a++) {
    const slot = alive[a] ?? 0;
    const doc = slotDoc[slot] ?? 0;
    let failed = -1;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g];
      if (group === undefined) continue;
      const bits = group.bits;
      if (bits === null) {
        const price = prices[doc] ?? Number.NaN;
        if (price >= group.low && price <= group.high) continue;
      } else if ((((bits[doc >>> 5] ?? 0) >>> (doc & 31)) & 1) === 1) {
        continue;
      }
      failed = failed === -1 ? g : -2;
      if (failed === -2) break;
    }
    collector.add(doc, failed, slotTotal[slot] ?? 0);
  }
  return collector.result();
}

/**
 * Browse (no words): every live document, 32 at a time. Per bitset word, `all` holds documents
 * passing every group and `others[g]` those passing every group but g (only for counted groups).
 */
export function collectBrowse(index: StoreIndex, selection: Selection): QueryDocuments {
  const collector = new Collector(index, selection);
  const { countedGroups } = selection;
  const groups = selection.groups.map((group) => ({ bits: groupBits(index, group) }));
  const live = index.documents.live;
  const words = index.documents.bitsetWords;
  const others = new Int32Array(groups.length);
  for (let k = 0; k < words; k++) {
    const l = (live[k] ?? 0) | 0;
    if (l === 0) continue;
    let all = l;
    for (let g = 0; g < groups.length; g++) all &= groups[g]?.bits[k] ?? 0;
    let any = all;
    for (let g = 0; g < groups.length; g++) {
      if (!countedGroups[g]) continue;
      let o = l;
      for (let h = 0; h < groups.length; h++) if (h !== g) o &= groups[h]?.bits[k] ?? 0;
      others[g] = o & ~all;
      any |= o;
    }
    const base = k << 5;
    while (any !== 0) {
      const lowest = any & -any;
      any ^= lowest;
      const doc = base + 31 - Math.clz32(lowest);
      if ((all & lowest) !== 0) {
        collector.add(doc, -1, 1);
        continue;
      }
      for (let g = 0; g < groups.length; g++) {
        if (((others[g] ?? 0) & lowest) !== 0) {
          collector.add(doc, g, 1);
          break;
        }
      }
    }
  }
  return collector.result();
}
