import {
  type FieldId,
  NAME_POSITIONS,
  SURFACE_BIT,
  TF_BITS,
  TF_MAX,
  WEIGHT_LEVELS,
  WEIGHT_SHIFT,
} from './fields.ts';
import { grown } from './int-list.ts';

/**
 * Gathers one document's term occurrences into packed posting words (see fields.ts) without
 * allocating per document: scratch arrays indexed by term id, reset through an epoch stamp.
 */
export class TermAccumulator {
  private packed = new Int32Array(1024);
  private masks = new Uint32Array(1024);
  private stamps = new Int32Array(1024);
  private touched = new Int32Array(256);
  private touchedCount = 0;
  private epoch = 0;

  begin(): void {
    this.epoch++;
    this.touchedCount = 0;
  }

  /** One occurrence of `termId` in `field`, with the analyzer's weight quantized to 1..63. */
  add(termId: number, field: FieldId, weightLevel: number, surface: boolean, namePosition: number): void {
    if (termId >= this.stamps.length) {
      const n = termId + 1;
      this.packed = grown(this.packed, n);
      this.masks = grown(this.masks, n);
      this.stamps = grown(this.stamps, n);
    }
    let packed: number;
    if (this.stamps[termId] !== this.epoch) {
      this.stamps[termId] = this.epoch;
      this.masks[termId] = 0;
      packed = 0;
      this.touched = grown(this.touched, this.touchedCount + 1);
      this.touched[this.touchedCount++] = termId;
    } else {
      packed = this.packed[termId] ?? 0;
    }
    const shift = field * TF_BITS;
    if (((packed >>> shift) & TF_MAX) < TF_MAX) packed += 1 << shift;
    if (weightLevel > ((packed >>> WEIGHT_SHIFT) & WEIGHT_LEVELS)) {
      packed = (packed & ~(WEIGHT_LEVELS << WEIGHT_SHIFT)) | (weightLevel << WEIGHT_SHIFT);
    }
    if (surface) packed |= SURFACE_BIT;
    this.packed[termId] = packed | 0;
    if (namePosition >= 0 && namePosition < NAME_POSITIONS) {
      this.masks[termId] = ((this.masks[termId] ?? 0) | (1 << namePosition)) >>> 0;
    }
  }

  /** Visits every term of the current document with its packed occurrences and name-position mask. */
  eachTerm(visit: (termId: number, packed: number, nameMask: number) => void): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const termId = this.touched[i] ?? 0;
      visit(termId, this.packed[termId] ?? 0, this.masks[termId] ?? 0);
    }
  }
}
