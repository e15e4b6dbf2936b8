import { grown } from './int-list.ts';

/**
 * Buffers reused by every query of one store, so a query allocates no array proportional to
 * the catalog. Per-document arrays are stamped with a query epoch instead of being cleared;
 * per-candidate ("slot") arrays are indexed by the order in which candidates were found.
 */
export class MatchScratch {
  docStamp = new Uint32Array(16);
  docSlot = new Int32Array(16);
  /** Final score per document number, written for the documents a query visits. */
  docScore = new Float64Array(16);
  slotDoc = new Int32Array(16);
  /** How many query words a candidate has matched so far. */
  slotState = new Uint8Array(16);
  slotBest = new Float64Array(16);
  slotTotal = new Float64Array(16);
  /** Name-position masks per candidate and query word (`slot * words + word`). */
  slotMasks = new Int32Array(16);
  /** How many optional query words a candidate has matched (`OPTIONAL_DEAD`: not a candidate any more). */
  slotHits = new Uint8Array(16);
  /** The optional word pass that last touched a candidate. */
  slotSeen = new Uint32Array(16);
  /** Candidate slots handed out by the latest query. */
  slotCount = 0;
  alive = new Int32Array(16);
  /** Document lists of a query: [0] passes every filter, [g + 1] fails only filter group g. */
  private lists: Int32Array[] = [];
  private epoch = 0;

  /** The stamp of the latest query. */
  get currentEpoch(): number {
    return this.epoch;
  }

  /** Starts a query over `documents` document numbers; returns its epoch stamp. */
  begin(documents: number): number {
    this.ensureDocuments(documents);
    this.epoch++;
    if (this.epoch > 0xfffffff0) {
      this.docStamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  /** Sizes the per-document arrays; call before holding on to any of them. */
  ensureDocuments(documents: number): void {
    if (this.docStamp.length < documents) {
      this.docStamp = grown(this.docStamp, documents);
      this.docSlot = grown(this.docSlot, documents);
      this.docScore = grown(this.docScore, documents);
    }
  }

  /** Document list `i`, with room for `documents` entries. */
  list(i: number, documents: number): Int32Array {
    let list = this.lists[i];
    if (list === undefined || list.length < documents) {
      list = new Int32Array(Math.max(documents, 16));
      this.lists[i] = list;
    }
    return list;
  }

  ensureSlots(slots: number, words: number): void {
    if (this.slotDoc.length < slots) {
      this.slotDoc = grown(this.slotDoc, slots);
      this.slotState = grown(this.slotState, slots);
      this.slotBest = grown(this.slotBest, slots);
      this.slotTotal = grown(this.slotTotal, slots);
      this.alive = grown(this.alive, slots);
      this.slotHits = grown(this.slotHits, slots);
      this.slotSeen = grown(this.slotSeen, slots);
    }
    this.slotMasks = grown(this.slotMasks, slots * words);
  }
}
