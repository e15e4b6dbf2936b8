import { clearBit, growBitset, hasBit, setBit, wordsFor } from './bitset.ts';
import { FIELD_COUNT } from './fields.ts';
import { grown, IntList } from './int-list.ts';

/** The texts kept for highlighting (references into the indexed document). */
export interface DocumentTexts {
  readonly name: Readonly<Record<string, string>>;
  readonly description: Readonly<Record<string, string>>;
  readonly brand: string | null;
}

export interface DocumentRow {
  readonly id: string;
  readonly texts: DocumentTexts;
  /** sale price when present, else price. */
  readonly effectivePrice: number;
  readonly inStock: boolean;
  readonly createdAt: number;
  readonly popularity: number;
  readonly fieldLengths: readonly number[];
  /** Facet value ids (brand and attribute values). */
  readonly valueIds: readonly number[];
  /** Category node ids, ancestors included, without repeats. */
  readonly categoryNodes: readonly number[];
}

/**
 * Per-document columns over dense document numbers. Numbers are handed out in increasing
 * order and never reused until compaction, which keeps postings sorted by appending.
 */
export class DocumentTable {
  size = 0;
  liveCount = 0;
  ids: string[] = [];
  texts: (DocumentTexts | null)[] = [];
  price = new Float64Array(16);
  createdAt = new Float64Array(16);
  popularity = new Float64Array(16);
  fieldLengths = new Uint8Array(16 * FIELD_COUNT);
  live: Uint32Array = new Uint32Array(1);
  inStock: Uint32Array = new Uint32Array(1);
  /** valueStart[doc]..valueStart[doc + 1] index `values`; likewise for categories. */
  valueStart = new Int32Array(17);
  values = new IntList(64);
  categoryStart = new Int32Array(17);
  categories = new IntList(64);

  append(row: DocumentRow): number {
    const doc = this.size++;
    this.ids.push(row.id);
    this.texts.push(row.texts);
    this.price = grown(this.price, this.size);
    this.createdAt = grown(this.createdAt, this.size);
    this.popularity = grown(this.popularity, this.size);
    this.fieldLengths = grown(this.fieldLengths, this.size * FIELD_COUNT);
    this.valueStart = grown(this.valueStart, this.size + 1);
    this.categoryStart = grown(this.categoryStart, this.size + 1);
    this.live = growBitset(this.live, this.size);
    this.inStock = growBitset(this.inStock, this.size);
    this.price[doc] = row.effectivePrice;
    this.createdAt[doc] = row.createdAt;
    this.popularity[doc] = row.popularity;
    for (let f = 0; f < FIELD_COUNT; f++) this.fieldLengths[doc * FIELD_COUNT + f] = row.fieldLengths[f] ?? 0;
    for (const v of row.valueIds) this.values.push(v);
    this.valueStart[doc + 1] = this.values.length;
    for (const c of row.categoryNodes) this.categories.push(c);
    this.categoryStart[doc + 1] = this.categories.length;
    setBit(this.live, doc);
    if (row.inStock) setBit(this.inStock, doc);
    this.liveCount++;
    return doc;
  }

  /** A live document's price, stock, creation date and popularity changed in place. */
  updateFigures(
    doc: number,
    row: Pick<DocumentRow, 'effectivePrice' | 'inStock' | 'createdAt' | 'popularity'>,
  ): void {
    this.price[doc] = row.effectivePrice;
    this.createdAt[doc] = row.createdAt;
    this.popularity[doc] = row.popularity;
    if (row.inStock) setBit(this.inStock, doc);
    else clearBit(this.inStock, doc);
  }

  remove(doc: number): void {
    if (!hasBit(this.live, doc)) return;
    clearBit(this.live, doc);
    this.texts[doc] = null;
    this.liveCount--;
  }

  isLive(doc: number): boolean {
    return hasBit(this.live, doc);
  }

  get deadCount(): number {
    return this.size - this.liveCount;
  }

  /** Number of words in a bitset covering every document number handed out so far. */
  get bitsetWords(): number {
    return wordsFor(this.size);
  }

  /** Keeps live documents only, renumbered in order; returns old -> new (-1 for removed). */
  compact(): Int32Array {
    const remap = new Int32Array(this.size).fill(-1);
    const next = new DocumentTable();
    for (let doc = 0; doc < this.size; doc++) {
      const texts = this.texts[doc];
      if (!this.isLive(doc) || !texts) continue;
      const lengths = Array.from(this.fieldLengths.subarray(doc * FIELD_COUNT, (doc + 1) * FIELD_COUNT));
      remap[doc] = next.append({
        id: this.ids[doc] ?? '',
        texts,
        effectivePrice: this.price[doc] ?? 0,
        inStock: hasBit(this.inStock, doc),
        createdAt: this.createdAt[doc] ?? 0,
        popularity: this.popularity[doc] ?? 0,
        fieldLengths: lengths,
        valueIds: Array.from(this.values.data.subarray(this.valueStart[doc], this.valueStart[doc + 1])),
        categoryNodes: Array.from(
          this.categories.data.subarray(this.categoryStart[doc], this.categoryStart[doc + 1]),
        ),
      });
    }
    Object.assign(this, next);
    return remap;
  }
}
