/**
 * Room for posting lists: shared 4 MB chunks (Int32Array, with a Float32Array view of the same
 * buffer) carved into regions, plus chunks of their own for very long lists. A freed region goes
 * to a free list by size class (room for at least 2^k entries) and serves the next request for
 * exactly 2^k entries; lists grow through powers of two, so regions are reused as lists grow.
 * Few, fixed-size buffers keep allocation and garbage collection cheap.
 */
const CHUNK_WORDS = 1 << 20;
/** Regions larger than this (in words) get a chunk of their own. */
const OWN_CHUNK_WORDS = CHUNK_WORDS >>> 2;
const EMPTY = new Int32Array(0);
const EMPTY_FLOATS = new Float32Array(0);

const isPowerOfTwo = (n: number): boolean => n > 0 && (n & (n - 1)) === 0;

export class PostingChunks {
  private chunks: Int32Array[] = [];
  private floats: Float32Array[] = [];
  /** Whether a chunk belongs to a single region. */
  private own: boolean[] = [];
  private current = -1;
  private currentUsed = 0;
  private free: number[][] = Array.from({ length: 32 }, () => []);
  /** Words in free regions. */
  freeWords = 0;
  /** Where the last `allocate` put its region. */
  chunk = -1;
  start = 0;

  constructor(private readonly stride: number) {}

  words(chunk: number): Int32Array {
    return this.chunks[chunk] ?? EMPTY;
  }

  floatsOf(chunk: number): Float32Array {
    return this.floats[chunk] ?? EMPTY_FLOATS;
  }

  /** Reserves a region for `entries` entries; its place is left in `chunk` and `start`. */
  allocate(entries: number): void {
    const words = entries * this.stride;
    const freeList = isPowerOfTwo(entries) ? this.free[31 - Math.clz32(entries)] : undefined;
    if (words > OWN_CHUNK_WORDS) {
      this.chunk = this.addChunk(words, true);
      this.start = 0;
    } else if (freeList !== undefined && freeList.length > 0) {
      this.start = freeList.pop() ?? 0;
      this.chunk = freeList.pop() ?? 0;
      this.freeWords -= words;
    } else {
      if (this.current < 0 || this.currentUsed + words > CHUNK_WORDS) {
        this.releaseTail();
        this.current = this.addChunk(CHUNK_WORDS, false);
        this.currentUsed = 0;
      }
      this.chunk = this.current;
      this.start = this.currentUsed;
      this.currentUsed += words;
    }
  }

  /** Gives a region of `entries` entries back (a chunk of its own is dropped). */
  release(chunk: number, start: number, entries: number): void {
    if (chunk < 0) return;
    if (this.own[chunk]) {
      this.chunks[chunk] = EMPTY;
      this.floats[chunk] = EMPTY_FLOATS;
      return;
    }
    if (entries < 2) return;
    const k = 31 - Math.clz32(entries);
    this.free[k]?.push(chunk, start);
    this.freeWords += (1 << k) * this.stride;
  }

  private addChunk(words: number, own: boolean): number {
    const chunk = new Int32Array(words);
    this.chunks.push(chunk);
    this.floats.push(new Float32Array(chunk.buffer));
    this.own.push(own);
    return this.chunks.length - 1;
  }

  /** The unused end of the current chunk, cut into power-of-two regions for the free lists. */
  private releaseTail(): void {
    if (this.current < 0) return;
    let entries = Math.floor((CHUNK_WORDS - this.currentUsed) / this.stride);
    let at = this.currentUsed;
    while (entries >= 2) {
      const size = 1 << (31 - Math.clz32(entries));
      this.release(this.current, at, size);
      at += size * this.stride;
      entries -= size;
    }
    this.currentUsed = CHUNK_WORDS;
  }
}
