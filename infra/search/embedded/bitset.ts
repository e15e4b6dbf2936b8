/**
 * Bitsets over dense per-store document numbers, one bit per document in Uint32Array words.
 * Plain functions on the words keep the hot loops free of object indirection.
 */

export const wordsFor = (bitCount: number): number => (bitCount + 31) >>> 5;

export function setBit(words: Uint32Array, index: number): void {
  const w = index >>> 5;
  words[w] = (words[w] ?? 0) | (1 << (index & 31));
}

export function clearBit(words: Uint32Array, index: number): void {
  const w = index >>> 5;
  words[w] = (words[w] ?? 0) & ~(1 << (index & 31));
}

export function hasBit(words: Uint32Array, index: number): boolean {
  return (((words[index >>> 5] ?? 0) >>> (index & 31)) & 1) === 1;
}

export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function countBits(words: Uint32Array): number {
  let total = 0;
  for (let i = 0; i < words.length; i++) total += popcount(words[i] ?? 0);
  return total;
}

/** Calls `visit` with the index of every set bit, in ascending order. */
export function forEachSetBit(words: Uint32Array, visit: (index: number) => void): void {
  for (let i = 0; i < words.length; i++) {
    let w = words[i] ?? 0;
    const base = i << 5;
    while (w !== 0) {
      const lowest = w & -w;
      visit(base + 31 - Math.clz32(lowest));
      w ^= lowest;
    }
  }
}

/** `target &= other`, word by word. */
export function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) & (other[i] ?? 0);
}

/** `target |= other`, word by word. */
export function orInto(target: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) | (other[i] ?? 0);
}

/** `target &= ~other`, word by word. */
export function andNotInto(target: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] ?? 0) & ~(other[i] ?? 0);
}

/** A copy of `words` with room for at least `bitCount` bits (unchanged when already large enough). */
export function growBitset(words: Uint32Array, bitCount: number): Uint32Array {
  const needed = wordsFor(bitCount);
  if (needed <= words.length) return words;
  const grown = new Uint32Array(Math.max(needed, words.length * 2));
  grown.set(words);
  return grown;
}
