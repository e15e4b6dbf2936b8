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

/**
 * The best `k` documents of a relevance sort: in-stock first when `inStock` is given, then by
 * score (highest first), then by id. The same order as `resultOrder` gives a relevance sort of
 * matched documents, with each kept document's keys held in the heap, so that a candidate that
 * cannot make the page costs a score read and one comparison.
 */
export class RelevanceTopK {
  private readonly docs: Int32Array;
  private readonly scores: Float64Array;
  private readonly stocked: Uint8Array;
  private size = 0;

  constructor(
    readonly k: number,
    private readonly docScore: Float64Array,
    private readonly inStock: Uint32Array | null,
    private readonly ids: readonly string[],
  ) {
    const n = Math.max(k, 1);
    this.docs = new Int32Array(n);
    this.scores = new Float64Array(n);
    this.stocked = new Uint8Array(n);
  }

  get length(): number {
    return this.size;
  }

  push(doc: number): void {
    if (this.k === 0) return;
    const score = this.docScore[doc] ?? 0;
    const inStock = this.inStock;
    const stocked = inStock === null ? 0 : ((inStock[doc >>> 5] ?? 0) >>> (doc & 31)) & 1;
    if (this.size < this.k) {
      this.siftUp(this.size++, doc, score, stocked);
      return;
    }
    // The root holds the worst kept document.
    if (this.ahead(doc, score, stocked, 0)) this.siftDown(doc, score, stocked);
  }

  /** The kept documents, best first. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => {
      const doc = this.docs[a] ?? 0;
      if (this.ahead(doc, this.scores[a] ?? 0, this.stocked[a] ?? 0, b)) return -1;
      return doc === this.docs[b] ? 0 : 1;
    });
    return order.map((i) => this.docs[i] ?? 0);
  }

  /** Does the document (with its keys) rank ahead of the one held at `slot`? */
  private ahead(doc: number, score: number, stocked: number, slot: number): boolean {
    const s = this.stocked[slot] ?? 0;
    if (stocked !== s) return stocked > s;
    const other = this.scores[slot] ?? 0;
    if (score !== other) return score > other;
    return (this.ids[doc] ?? '') < (this.ids[this.docs[slot] ?? 0] ?? '');
  }

  private place(slot: number, doc: number, score: number, stocked: number): void {
    this.docs[slot] = doc;
    this.scores[slot] = score;
    this.stocked[slot] = stocked;
  }

  private move(from: number, to: number): void {
    this.place(to, this.docs[from] ?? 0, this.scores[from] ?? 0, this.stocked[from] ?? 0);
  }

  private siftUp(start: number, doc: number, score: number, stocked: number): void {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >>> 1;
      // Move up while the document ranks behind its parent.
      if (this.ahead(doc, score, stocked, parent)) break;
      this.move(parent, i);
      i = parent;
    }
    this.place(i, doc, score, stocked);
  }

  /** Puts the document at the root's place and moves it down to where it belongs. */
  private siftDown(doc: number, score: number, stocked: number): void {
    const size = this.size;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      let worst = left;
      if (
        right < size &&
        this.ahead(this.docs[left] ?? 0, this.scores[left] ?? 0, this.stocked[left] ?? 0, right)
      )
        worst = right;
      if (!this.ahead(doc, score, stocked, worst)) break;
      this.move(worst, i);
      i = worst;
    }
    this.place(i, doc, score, stocked);
  }
}
