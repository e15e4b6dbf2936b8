/**
 * Postings: for every term id, the documents holding it in ascending document order, four
 * words per entry: document number, packed occurrences (see fields.ts), the bitmask of name
 * positions (for phrase matching) and the entry's impact (its precomputed field-weighted BM25
 * score, a float32 read through a Float32Array view of the same buffer).
 *
 * Lists live in shared chunks (Int32Array, 4 MB each): a term's list is a contiguous region of
 * one chunk; a full region moves to a region of the next power-of-two size, and the region it
 * leaves goes to a free list by size class, to be reused by another list growing through that
 * size. A very long list gets a chunk of its own. Few, fixed-size buffers keep allocation and
 * garbage collection cheap; `trim` repacks everything tightly (after compaction, or when free
 * regions waste too much).
 *
 * Documents only ever get new, larger numbers (an update is a removal plus an addition), so
 * appending keeps every list sorted; removed documents stay until compaction renumbers.
 */
import { TF_MAX } from './fields.ts';

export const STRIDE = 4;
/** Offset of the impact within an entry. */
export const IMPACT = 3;

const CHUNK_WORDS = 1 << 20;
/** Lists longer than this (in words) get a chunk of their own. */
const OWN_CHUNK_WORDS = CHUNK_WORDS >>> 2;
const EMPTY = new Int32Array(0);
const EMPTY_FLOATS = new Float32Array(0);

const nextPowerOfTwo = (n: number): number => (n <= 2 ? 2 : 2 ** Math.ceil(Math.log2(n)));
const isPowerOfTwo = (n: number): boolean => n > 0 && (n & (n - 1)) === 0;

export class Postings {
  private chunks: Int32Array[] = [];
  /** The same chunks seen as float32 (for impacts). */
  private floats: Float32Array[] = [];
  /** Whether a chunk belongs to a single list. */
  private own: boolean[] = [];
  private current = -1;
  private currentUsed = 0;
  private chunkOf: Int32Array = new Int32Array(1024).fill(-1);
  private starts: Int32Array = new Int32Array(1024);
  private capacities: Int32Array = new Int32Array(1024);
  private counts: Int32Array = new Int32Array(1024);
  /** Entries whose term stands in the document's name. */
  private nameCounts: Int32Array = new Int32Array(1024);
  /** Free regions by size class k (room for at least 2^k entries): flat [chunk, start, ...]. */
  private free: number[][] = Array.from({ length: 32 }, () => []);
  /** Words in free regions. */
  private freeWords = 0;

  add(termId: number, doc: number, packed: number, nameMask: number, impact: number): void {
    if (termId >= this.counts.length) this.growTerms(termId + 1);
    const count = this.counts[termId] ?? 0;
    if (count === (this.capacities[termId] ?? 0)) this.relocate(termId, nextPowerOfTwo(count + 1));
    const data = this.chunks[this.chunkOf[termId] ?? 0] ?? EMPTY;
    const at = (this.starts[termId] ?? 0) + count * STRIDE;
    data[at] = doc;
    data[at + 1] = packed;
    data[at + 2] = nameMask;
    const floats = this.floats[this.chunkOf[termId] ?? 0] ?? EMPTY_FLOATS;
    floats[at + IMPACT] = impact;
    this.counts[termId] = count + 1;
    if ((packed & TF_MAX) !== 0) this.nameCounts[termId] = (this.nameCounts[termId] ?? 0) + 1;
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
    return this.chunks[this.chunkOf[termId] ?? -1] ?? EMPTY;
  }

  /** The float32 view of `data(termId)`, for impacts. */
  impacts(termId: number): Float32Array {
    return this.floats[this.chunkOf[termId] ?? -1] ?? EMPTY_FLOATS;
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
    const old = { chunks: this.chunks, chunkOf: this.chunkOf.slice(), starts: this.starts.slice() };
    this.chunks = [];
    this.floats = [];
    this.own = [];
    this.current = -1;
    this.currentUsed = 0;
    this.free = Array.from({ length: 32 }, () => []);
    this.freeWords = 0;
    for (let t = 0; t < this.counts.length; t++) {
      const count = this.counts[t] ?? 0;
      this.chunkOf[t] = -1;
      this.capacities[t] = 0;
      if (count === 0) continue;
      this.place(t, count + Math.floor(count * slack));
      const from = old.chunks[old.chunkOf[t] ?? -1] ?? EMPTY;
      const start = old.starts[t] ?? 0;
      this.data(t).set(from.subarray(start, start + count * STRIDE), this.starts[t] ?? 0);
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
    if (this.freeWords + reserved - live > live * (maxWaste + slack)) this.trim(slack);
  }

  private relocate(termId: number, capacity: number): void {
    const oldChunk = this.chunkOf[termId] ?? -1;
    const oldStart = this.starts[termId] ?? 0;
    const count = this.counts[termId] ?? 0;
    const from = this.chunks[oldChunk] ?? EMPTY;
    this.place(termId, capacity);
    this.data(termId).set(from.subarray(oldStart, oldStart + count * STRIDE), this.starts[termId] ?? 0);
    if (oldChunk < 0) return;
    if (this.own[oldChunk]) {
      this.chunks[oldChunk] = EMPTY;
      this.floats[oldChunk] = EMPTY_FLOATS;
    } else this.release(oldChunk, oldStart, count);
  }

  private release(chunk: number, start: number, entries: number): void {
    if (entries < 2) return;
    const k = 31 - Math.clz32(entries);
    this.free[k]?.push(chunk, start);
    this.freeWords += (1 << k) * STRIDE;
  }

  /** Reserves room for `capacity` entries of `termId` (contents not copied). */
  private place(termId: number, capacity: number): void {
    const words = capacity * STRIDE;
    if (words > OWN_CHUNK_WORDS) {
      this.chunkOf[termId] = this.chunks.length;
      this.starts[termId] = 0;
      this.addChunk(words, true);
    } else if (isPowerOfTwo(capacity) && (this.free[31 - Math.clz32(capacity)]?.length ?? 0) > 0) {
      const list = this.free[31 - Math.clz32(capacity)] ?? [];
      this.starts[termId] = list.pop() ?? 0;
      this.chunkOf[termId] = list.pop() ?? 0;
      this.freeWords -= words;
    } else {
      if (this.current < 0 || this.currentUsed + words > CHUNK_WORDS) {
        this.releaseTail();
        this.current = this.chunks.length;
        this.addChunk(CHUNK_WORDS, false);
        this.currentUsed = 0;
      }
      this.chunkOf[termId] = this.current;
      this.starts[termId] = this.currentUsed;
      this.currentUsed += words;
    }
    this.capacities[termId] = capacity;
  }

  private addChunk(words: number, own: boolean): void {
    const chunk = new Int32Array(words);
    this.chunks.push(chunk);
    this.floats.push(new Float32Array(chunk.buffer));
    this.own.push(own);
  }

  /** The unused end of the current chunk, cut into power-of-two regions for the free lists. */
  private releaseTail(): void {
    if (this.current < 0) return;
    let entries = Math.floor((CHUNK_WORDS - this.currentUsed) / STRIDE);
    let at = this.currentUsed;
    while (entries >= 2) {
      const k = 31 - Math.clz32(entries);
      this.release(this.current, at, 1 << k);
      at += (1 << k) * STRIDE;
      entries -= 1 << k;
    }
    this.currentUsed = CHUNK_WORDS;
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
