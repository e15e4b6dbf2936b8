/**
 * A deletion-neighbourhood index (the SymSpell idea) over term ids. Each term is stored under
 * the hashes of every string obtained by deleting up to two of its characters; two words within
 * `d` edits share such a string with at most `d` deletions on each side, so a lookup hashes the
 * query's own deletions and verifies the few candidates with a real distance.
 *
 * Layout: one sorted Float64Array of keys `hash * 2^25 + termId` (exact in a double), plus a
 * small unsorted tail of recent additions merged in before lookups.
 */

const ID_SPACE = 2 ** 25;
const HASH_MASK = 0x0fffffff; // 28 bits
/** Two deletions are indexed for words up to this many characters (bounded work and memory). */
export const MAX_TWO_DELETION_LENGTH = 20;
const LOOKUP_MERGE_THRESHOLD = 512;

function hashSkipping(cps: Int32Array, skipA: number, skipB: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < cps.length; i++) {
    if (i === skipA || i === skipB) continue;
    h ^= cps[i] ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) & HASH_MASK;
}

/** Hashes of the strings reachable from `cps` by deleting at most `maxDeletions` characters. */
export function deletionHashes(cps: Int32Array, maxDeletions: number): number[] {
  const seen = new Set<number>();
  const n = cps.length;
  seen.add(hashSkipping(cps, -1, -1));
  if (maxDeletions >= 1) {
    for (let i = 0; i < n; i++) seen.add(hashSkipping(cps, i, -1));
  }
  if (maxDeletions >= 2 && n <= MAX_TWO_DELETION_LENGTH) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) seen.add(hashSkipping(cps, i, j));
    }
  }
  return [...seen];
}

export class DeletionIndex {
  private keys = new Float64Array(0);
  private pending = new Float64Array(1024);
  private pendingCount = 0;

  add(termId: number, cps: Int32Array): void {
    if (termId >= ID_SPACE) throw new RangeError('too many distinct terms for the typo index');
    for (const hash of deletionHashes(cps, 2)) {
      if (this.pendingCount === this.pending.length) {
        const grown = new Float64Array(this.pending.length * 2);
        grown.set(this.pending);
        this.pending = grown;
      }
      this.pending[this.pendingCount++] = hash * ID_SPACE + termId;
    }
    if (this.pendingCount >= Math.max(1 << 18, this.keys.length >>> 1)) this.merge();
  }

  /** Calls `visit` with every term id sharing a deletion hash with `cps` (may repeat, may be false positives). */
  candidates(cps: Int32Array, maxEdits: number, visit: (termId: number) => void): void {
    if (this.pendingCount > LOOKUP_MERGE_THRESHOLD) this.merge();
    for (const hash of deletionHashes(cps, maxEdits)) {
      const low = hash * ID_SPACE;
      const high = low + ID_SPACE;
      const keys = this.keys;
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((keys[mid] ?? 0) < low) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < keys.length; i++) {
        const key = keys[i] ?? high;
        if (key >= high) break;
        visit(key - low);
      }
      for (let i = 0; i < this.pendingCount; i++) {
        const key = this.pending[i] ?? 0;
        if (key >= low && key < high) visit(key - low);
      }
    }
  }

  get size(): number {
    return this.keys.length + this.pendingCount;
  }

  private merge(): void {
    const tail = this.pending.slice(0, this.pendingCount).sort();
    const merged = new Float64Array(this.keys.length + tail.length);
    let i = 0;
    let j = 0;
    let k = 0;
    const keys = this.keys;
    while (i < keys.length && j < tail.length) {
      const a = keys[i] ?? 0;
      const b = tail[j] ?? 0;
      if (a <= b) {
        merged[k++] = a;
        i++;
      } else {
        merged[k++] = b;
        j++;
      }
    }
    while (i < keys.length) merged[k++] = keys[i++] ?? 0;
    while (j < tail.length) merged[k++] = tail[j++] ?? 0;
    this.keys = merged;
    this.pendingCount = 0;
    if (this.pending.length > 1 << 16) this.pending = new Float64Array(1024);
  }
}
