/**
 * A bounded cache of a pure function's answers, keyed by string. It keeps the entries of the
 * current generation and of the previous one: when the current one is full it becomes the
 * previous one (whose entries are dropped), and an entry read from the previous generation moves
 * to the current one. So recently used entries survive, and at most `2 × capacity` are held.
 */
export class Memo<V> {
  private current = new Map<string, V>();
  private previous = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.current.get(key);
    if (value !== undefined) return value;
    const old = this.previous.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: string, value: V): void {
    if (this.current.size >= this.capacity) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, value);
  }
}

/**
 * A bounded cache keyed by a span of a text, read without slicing the text: the key's
 * characters are hashed and compared in place. Like `Memo`, it keeps two generations of at
 * most `capacity` entries each.
 */
export class SpanMemo<V> {
  private current: SpanTable<V>;
  private previous: SpanTable<V>;

  constructor(private readonly capacity: number) {
    this.current = new SpanTable(capacity);
    this.previous = new SpanTable(capacity);
  }

  /** The value held for `text.slice(start, end)`, or undefined. */
  get(text: string, start: number, end: number): V | undefined {
    return this.getHashed(text, start, end, hashSpan(text, start, end));
  }

  /** As `get`, with the span's hash already known (`hashSpan`, as the word scanner computes it). */
  getHashed(text: string, start: number, end: number, hash: number): V | undefined {
    const value = this.current.get(text, start, end, hash);
    if (value !== undefined) return value;
    const old = this.previous.get(text, start, end, hash);
    if (old !== undefined) this.put(hash, text.slice(start, end), old);
    return old;
  }

  set(key: string, value: V): void {
    this.put(hashSpan(key, 0, key.length), key, value);
  }

  private put(hash: number, key: string, value: V): void {
    if (this.current.size >= this.capacity) {
      const emptied = this.previous;
      emptied.clear();
      this.previous = this.current;
      this.current = emptied;
    }
    this.current.set(hash, key, value);
  }
}

/** FNV-1a over UTF-16 code units. */
export function hashSpan(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Open addressing with linear probing; never more than half full. */
class SpanTable<V> {
  size = 0;
  /** Per slot: the entry number (or -1) and the key's hash, side by side. */
  private readonly slots: Int32Array;
  private readonly keys: string[] = [];
  private readonly values: V[] = [];
  private readonly mask: number;

  constructor(capacity: number) {
    let n = 16;
    while (n < capacity * 2) n *= 2;
    this.slots = new Int32Array(n * 2).fill(-1);
    this.mask = n - 1;
  }

  get(text: string, start: number, end: number, hash: number): V | undefined {
    const { slots, mask } = this;
    const length = end - start;
    const h = hash | 0;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const entry = slots[2 * s] ?? -1;
      if (entry < 0) return undefined;
      if (slots[2 * s + 1] !== h) continue;
      const key = this.keys[entry] as string;
      if (key.length !== length) continue;
      let same = true;
      for (let k = 0; k < length; k++) {
        if (key.charCodeAt(k) !== text.charCodeAt(start + k)) {
          same = false;
          break;
        }
      }
      if (same) return this.values[entry];
    }
  }

  set(hash: number, key: string, value: V): void {
    const { slots, mask } = this;
    let s = hash & mask;
    while ((slots[2 * s] ?? -1) >= 0) s = (s + 1) & mask;
    slots[2 * s] = this.size;
    slots[2 * s + 1] = hash | 0;
    this.keys.push(key);
    this.values.push(value);
    this.size++;
  }

  clear(): void {
    this.slots.fill(-1);
    this.keys.length = 0;
    this.values.length = 0;
    this.size = 0;
  }
}
