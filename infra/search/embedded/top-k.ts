/**
 * Keeps the best `k` items seen so far in a binary heap whose root is the worst kept item,
 * so that a candidate that cannot make the page costs one comparison.
 */
export class TopK {
  private readonly heap: Int32Array;
  private size = 0;

  /** `before(a, b)` is true when item `a` ranks ahead of item `b`. */
  constructor(
    readonly k: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {
    this.heap = new Int32Array(Math.max(k, 1));
  }

  get length(): number {
    return this.size;
  }

  push(item: number): void {
    if (this.k === 0) return;
    if (this.size < this.k) {
      this.heap[this.size] = item;
      this.siftUp(this.size);
      this.size++;
      return;
    }
    if (this.before(item, this.heap[0] ?? 0)) {
      this.heap[0] = item;
      this.siftDown(0);
    }
  }

  /** The kept items, best first. */
  sorted(): number[] {
    const items = Array.from(this.heap.subarray(0, this.size));
    return items.sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
  }

  private siftUp(start: number): void {
    const heap = this.heap;
    let i = start;
    const item = heap[i] ?? 0;
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      const p = heap[parent] ?? 0;
      // The root holds the worst item: move up while `item` ranks behind its parent.
      if (!this.before(p, item)) break;
      heap[i] = p;
      i = parent;
    }
    heap[i] = item;
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    const size = this.size;
    let i = start;
    const item = heap[i] ?? 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      let worst = left;
      if (right < size && this.before(heap[left] ?? 0, heap[right] ?? 0)) worst = right;
      const w = heap[worst] ?? 0;
      if (!this.before(item, w)) break;
      heap[i] = w;
      i = worst;
    }
    heap[i] = item;
  }
}
