/**
 * A small least-recently-used cache that empties itself when the generation of the data it
 * was computed from changes.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private generation = -1;

  constructor(private readonly capacity: number) {}

  get(key: K, generation: number): V | undefined {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
      return undefined;
    }
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V, generation: number): void {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
