/**
 * Postings: for every term id, the documents holding it in ascending document order, four
 * words per entry: document number, packed occurrences (see fields.ts), the bitmask of name
 * positions (for phrase matching) and the entry's impact (its precomputed field-weighted BM25
 * score, a float32 read through a Float32Array view of the same buffer).
 *
 * A term's list is a contiguous region of `PostingChunks`; a full list moves to a region of the
 * next power-of-two size. `trim` repacks everything tightly (after bulk loads and compaction,
 * or when free regions waste too much).
 *
 * Documents only ever get new, larger numbers (an update is a removal plus an addition), so
 * appending keeps every list sorted; removed documents stay until compaction renumbers.
 */
import { TF_MAX } from './fields.ts';
import { PostingChunks } from './posting-chunks.ts';

export const STRIDE = 4;
/** Offset of the impact within an entry. */
export const IMPACT = 3;

const nextPowerOfTwo = (n: number): number => (n <= 2 ? 2 : 2 ** Math.ceil(Math.log2(n)));

export class Postings {
  private chunks = new PostingChunks(STRIDE);
  private chunkOf: Int32Array = new Int32Array(1024).fill(-1);
  private starts: Int32Array = new Int32Array(1024);
  private capacities: Int32Array = new Int32Array(1024);
  private counts: Int32Array = new Int32Array(1024);
  /** Entries whose term stands in the document's name. */
  private nameCounts: Int32Array = new Int32Array(1024);
  /** Entries staged by a bulk load: term id, document, packed occurrences, name mask. */
  private staged = new Int32Array(1024);
  private stagedCount = 0;
  private sortedStage = new Int32Array(0);

  add(termId: number, doc: number, packed: number, nameMask: number, impact: number): void {
    if (termId >= this.counts.length) this.growTerms(termId + 1);
    const count = this.counts[termId] ?? 0;
    if (count === (this.capacities[termId] ?? 0)) this.relocate(termId, nextPowerOfTwo(count + 1));
    const chunk = this.chunkOf[termId] ?? 0;
    const data = this.chunks.words(chunk);
    const at = (this.starts[termId] ?? 0) + count * STRIDE;
    data[at] = doc;
    data[at + 1] = packed;
    data[at + 2] = nameMask;
    const floats = this.chunks.floatsOf(chunk);
    floats[at + IMPACT] = impact;
    this.counts[termId] = count + 1;
    if ((packed & TF_MAX) !== 0) this.nameCounts[termId] = (this.nameCounts[termId] ?? 0) + 1;
  }

  /**
   * Stages an entry of a bulk load (impact 0, computed when the load settles); `flush` writes
   * the staged entries term by term, so each list is written in one sequential run per batch
   * instead of one scattered write per document.
   */
  stage(termId: number, doc: number, packed: number, nameMask: number): void {
    let at = this.stagedCount * STRIDE;
    if (at + STRIDE > this.staged.length) {
      const grown = new Int32Array(Math.max(1024, this.staged.length * 2));
      grown.set(this.staged.subarray(0, at));
      this.staged = grown;
    }
    const staged = this.staged;
    staged[at++] = termId;
    staged[at++] = doc;
    staged[at++] = packed;
    staged[at] = nameMask;
    this.stagedCount++;
  }

  /** Writes the staged entries (in staging order within each term, so lists stay sorted). */
  flush(): void {
    const n = this.stagedCount;
    if (n === 0) return;
    const staged = this.staged;
    let maxTerm = 0;
    for (let i = 0; i < n; i++) {
      const t = staged[i * STRIDE] ?? 0;
      if (t > maxTerm) maxTerm = t;
    }
    if (maxTerm >= this.counts.length) this.growTerms(maxTerm + 1);
    // Counting sort by term into posting layout: [doc, packed, mask, impact 0] per entry.
    const firsts = new Int32Array(maxTerm + 2);
    for (let i = 0; i < n; i++) {
      const next = (staged[i * STRIDE] ?? 0) + 1;
      firsts[next] = (firsts[next] ?? 0) + 1;
    }
    for (let t = 0; t <= maxTerm; t++) firsts[t + 1] = (firsts[t + 1] ?? 0) + (firsts[t] ?? 0);
    const cursor = firsts.slice(0, maxTerm + 1);
    if (this.sortedStage.length < n * STRIDE) this.sortedStage = new Int32Array(n * STRIDE);
    const sorted = this.sortedStage;
    for (let i = 0; i < n; i++) {
      const from = i * STRIDE;
      const t = staged[from] ?? 0;
      const to = (cursor[t] ?? 0) * STRIDE;
      cursor[t] = (cursor[t] ?? 0) + 1;
      sorted[to] = staged[from + 1] ?? 0;
      sorted[to + 1] = staged[from + 2] ?? 0;
      sorted[to + 2] = staged[from + 3] ?? 0;
      sorted[to + 3] = 0;
    }
    for (let t = 0; t <= maxTerm; t++) {
      const begin = firsts[t] ?? 0;
      const added = (firsts[t + 1] ?? 0) - begin;
      if (added === 0) continue;
      const count = this.counts[t] ?? 0;
      if (count + added > (this.capacities[t] ?? 0)) this.relocate(t, nextPowerOfTwo(count + added));
      this.data(t).set(
        sorted.subarray(begin * STRIDE, (begin + added) * STRIDE),
        (this.starts[t] ?? 0) + count * STRIDE,
      );
      this.counts[t] = count + added;
      let named = 0;
      for (let i = begin; i < begin + added; i++) if (((sorted[i * STRIDE + 1] ?? 0) & TF_MAX) !== 0) named++;
      this.nameCounts[t] = (this.nameCounts[t] ?? 0) + named;
    }
    this.stagedCount = 0;
  }

  /** Lets go of the staging buffers (kept between the batches of a bulk load). */
  releaseStaging(): void {
    this.staged = new Int32Array(1024);
    this.sortedStage = new Int32Array(0);
  }

  /** Number of entries of a term (documents, removed ones included until compaction). */
  count(termId: number): number {
    return this.counts[termId] ?? 0;
  }

  /** Entries of a term holding it in the name field. */
  nameCount(termId: number): number {
    return this.nameCounts[termId] ?? 0;
  }

  /** The buffer holding a term's entries, from `start(termId)` on. */
  data(termId: number): Int32Array {
    return this.chunks.words(this.chunkOf[termId] ?? -1);
  }

  /** The float32 view of `data(termId)`, for impacts. */
  impacts(termId: number): Float32Array {
    return this.chunks.floatsOf(this.chunkOf[termId] ?? -1);
  }

  start(termId: number): number {
    return this.starts[termId] ?? 0;
  }

  /** Recomputes every impact with `impact(packed, doc)`. */
  refreshImpacts(impact: (packed: number, doc: number) => number): void {
    for (let t = 0; t < this.counts.length; t++) {
      const data = this.data(t);
      const floats = this.impacts(t);
      const start = this.starts[t] ?? 0;
      const end = start + (this.counts[t] ?? 0) * STRIDE;
      for (let i = start; i < end; i += STRIDE) floats[i + IMPACT] = impact(data[i + 1] ?? 0, data[i] ?? 0);
    }
  }

  /** Drops entries of removed documents and renumbers the rest through `remap` (old -> new, -1 = gone). */
  compact(remap: Int32Array): void {
    for (let t = 0; t < this.counts.length; t++) {
      const data = this.data(t);
      const start = this.starts[t] ?? 0;
      const end = start + (this.counts[t] ?? 0) * STRIDE;
      let w = start;
      let named = 0;
      for (let i = start; i < end; i += STRIDE) {
        const next = remap[data[i] ?? 0] ?? -1;
        if (next < 0) continue;
        if (((data[i + 1] ?? 0) & TF_MAX) !== 0) named++;
        data[w] = next;
        data[w + 1] = data[i + 1] ?? 0;
        data[w + 2] = data[i + 2] ?? 0;
        data[w + 3] = data[i + 3] ?? 0;
        w += STRIDE;
      }
      this.counts[t] = (w - start) / STRIDE;
      this.nameCounts[t] = named;
    }
    this.trim(0.125);
  }

  /** Repacks every list into fresh chunks, leaving `slack` (a share) of spare room in each. */
  trim(slack: number): void {
    const old = this.chunks;
    const oldChunkOf = this.chunkOf.slice();
    this.chunks = new PostingChunks(STRIDE);
    for (let t = 0; t < this.counts.length; t++) {
      const count = this.counts[t] ?? 0;
      this.chunkOf[t] = -1;
      this.capacities[t] = 0;
      if (count === 0) continue;
      const start = this.starts[t] ?? 0;
      this.place(t, count + Math.floor(count * slack));
      this.data(t).set(
        old.words(oldChunkOf[t] ?? -1).subarray(start, start + count * STRIDE),
        this.starts[t] ?? 0,
      );
    }
  }

  /** Repacks when free regions and spare room exceed `maxWaste` of the words holding entries. */
  trimIfWasteful(maxWaste: number, slack: number): void {
    let live = 0;
    let reserved = 0;
    for (let t = 0; t < this.counts.length; t++) {
      live += (this.counts[t] ?? 0) * STRIDE;
      reserved += (this.capacities[t] ?? 0) * STRIDE;
    }
    if (this.chunks.freeWords + reserved - live > live * (maxWaste + slack)) this.trim(slack);
  }

  private relocate(termId: number, capacity: number): void {
    const oldChunk = this.chunkOf[termId] ?? -1;
    const oldStart = this.starts[termId] ?? 0;
    const count = this.counts[termId] ?? 0;
    const from = this.chunks.words(oldChunk);
    this.place(termId, capacity);
    this.data(termId).set(from.subarray(oldStart, oldStart + count * STRIDE), this.starts[termId] ?? 0);
    this.chunks.release(oldChunk, oldStart, count);
  }

  /** Reserves room for `capacity` entries of `termId` (contents not copied). */
  private place(termId: number, capacity: number): void {
    this.chunks.allocate(capacity);
    this.chunkOf[termId] = this.chunks.chunk;
    this.starts[termId] = this.chunks.start;
    this.capacities[termId] = capacity;
  }

  private growTerms(size: number): void {
    const n = Math.max(size, this.counts.length * 2);
    const grow = (a: Int32Array, fill: number): Int32Array => {
      const next = new Int32Array(n).fill(fill);
      next.set(a);
      return next;
    };
    this.chunkOf = grow(this.chunkOf, -1);
    this.starts = grow(this.starts, 0);
    this.capacities = grow(this.capacities, 0);
    this.counts = grow(this.counts, 0);
    this.nameCounts = grow(this.nameCounts, 0);
  }
}
