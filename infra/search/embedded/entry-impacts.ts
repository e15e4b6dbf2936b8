import { FIELD_COUNT } from './fields.ts';
import type { Postings } from './postings.ts';
import { type RankingSettings, Scorer } from './scorer.ts';

/** Impacts are recomputed when an average field length has moved by more than this share. */
const DRIFT = 0.1;

/**
 * Keeps the precomputed impacts of posting entries in step with the store's average field
 * lengths: computed as entries arrive, deferred during bulk loads, and all recomputed when an
 * average has drifted (or after a bulk load or compaction).
 */
export class EntryImpacts {
  private readonly scorer: Scorer;
  /** Average field lengths of the last full computation. */
  private readonly averages = new Float64Array(FIELD_COUNT);
  /** Entries were added without impacts (bulk load); the next refresh computes them. */
  private pending = false;

  constructor(
    ranking: RankingSettings,
    private readonly averageLength: (field: number) => number,
  ) {
    this.scorer = new Scorer(ranking);
  }

  /** Before a batch: a bulk batch defers impacts, another computes them with today's averages. */
  beginBatch(bulk: boolean): void {
    if (bulk) this.pending = true;
    else this.scorer.prepare(this.averageLength);
  }

  /** The impact of a new entry (0 while deferred). */
  of(packed: number, fieldLengths: Uint8Array, doc: number): number {
    return this.pending ? 0 : this.scorer.entry(packed, fieldLengths, doc);
  }

  /** Recomputes every impact when deferred or drifted. */
  refreshIfStale(postings: Postings, fieldLengths: Uint8Array): void {
    if (this.pending || this.drifted()) this.refresh(postings, fieldLengths);
  }

  refresh(postings: Postings, fieldLengths: Uint8Array): void {
    for (let f = 0; f < FIELD_COUNT; f++) this.averages[f] = this.averageLength(f);
    this.scorer.prepare(this.averageLength);
    postings.refreshImpacts((packed, doc) => this.scorer.entry(packed, fieldLengths, doc));
    this.pending = false;
  }

  private drifted(): boolean {
    for (let f = 0; f < FIELD_COUNT; f++) {
      const then = this.averages[f] ?? 0;
      if (Math.abs(this.averageLength(f) - then) > then * DRIFT) return true;
    }
    return false;
  }
}
