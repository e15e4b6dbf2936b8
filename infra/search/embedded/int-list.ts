/** A growable list of int32 values backed by one Int32Array (document lists, per-document pools). */
export class IntList {
  data: Int32Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index] ?? 0;
  }

  /** Renumbers document values through `remap` (old -> new, -1 = gone), keeping order. */
  remapDocuments(remap: Int32Array): void {
    let w = 0;
    for (let i = 0; i < this.length; i++) {
      const next = remap[this.data[i] ?? 0] ?? -1;
      if (next >= 0) this.data[w++] = next;
    }
    this.length = w;
  }

  trim(): void {
    if (this.data.length > this.length + 4) this.data = this.data.slice(0, Math.max(this.length, 1));
  }
}

/** A typed array of the same kind as `array`, at least `length` long, holding `array`'s values. */
export function grown<T extends Int32Array | Uint8Array | Float64Array | Uint32Array>(
  array: T,
  length: number,
): T {
  if (length <= array.length) return array;
  const Ctor = array.constructor as new (n: number) => T;
  const next = new Ctor(Math.max(length, array.length * 2, 16));
  next.set(array);
  return next;
}
