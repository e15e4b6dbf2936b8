import { FIELD_COUNT, TF_BITS, TF_MAX, WEIGHT_LEVELS, WEIGHT_SHIFT } from './fields.ts';

export interface RankingSettings {
  /** Per field, in field order: name, brand, category, attribute, description. */
  readonly fieldBoosts: readonly number[];
  /** BM25 `b` per field (0 = no length normalization). */
  readonly lengthNormalization: readonly number[];
  readonly k1: number;
  /** Factor for a query word matching a document word exactly (surface to surface, no typo, not a prefix). */
  readonly exactBonus: number;
  /** Factor when every pair of consecutive query words stands adjacent and in order in the name. */
  readonly phraseBonus: number;
  /** Factor per typo. */
  readonly typoPenalty: number;
  /** Factor for a word completed from a prefix. */
  readonly prefixPenalty: number;
}

export const DEFAULT_RANKING: RankingSettings = {
  fieldBoosts: [6, 3.5, 2, 1.5, 1],
  lengthNormalization: [0.75, 0.5, 0.5, 0.3, 0.75],
  k1: 1.2,
  exactBonus: 1.3,
  phraseBonus: 1.5,
  typoPenalty: 0.45,
  prefixPenalty: 0.6,
};

const MAX_LENGTH = 256;
const TF_FIELDS_MASK = (1 << (TF_BITS * FIELD_COUNT)) - 1;
const WEIGHTS = Float64Array.from({ length: WEIGHT_LEVELS + 1 }, (_, q) => q / WEIGHT_LEVELS);

/**
 * Relevance of one posting entry: per field BM25 (saturated term frequency with length
 * normalization), weighted by the field's boost and summed, times the analyzer weight of the
 * indexed form. Length denominators are tabulated per query from the store's average lengths.
 */
export class Scorer {
  private readonly denominators = new Float64Array(FIELD_COUNT * MAX_LENGTH);
  /** The field's whole contribution for a term frequency of 1 (the common case). */
  private readonly singles = new Float64Array(FIELD_COUNT * MAX_LENGTH);
  private readonly boosts: Float64Array;
  private readonly k1Plus1: number;

  constructor(readonly settings: RankingSettings) {
    this.boosts = Float64Array.from({ length: FIELD_COUNT }, (_, f) => settings.fieldBoosts[f] ?? 1);
    this.k1Plus1 = settings.k1 + 1;
  }

  /** Tabulates length normalization for the store's current average field lengths. */
  prepare(averageLength: (field: number) => number): void {
    const { k1, lengthNormalization } = this.settings;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const b = lengthNormalization[f] ?? 0.75;
      const average = averageLength(f);
      for (let len = 0; len < MAX_LENGTH; len++) {
        const denominator = k1 * (1 - b + (b * len) / average);
        this.denominators[f * MAX_LENGTH + len] = denominator;
        this.singles[f * MAX_LENGTH + len] = ((this.boosts[f] ?? 1) * this.k1Plus1) / (1 + denominator);
      }
    }
  }

  /** Field-weighted BM25 term score of a packed entry for document `doc`. */
  entry(packed: number, fieldLengths: Uint8Array, doc: number): number {
    let p = packed & TF_FIELDS_MASK;
    let score = 0;
    let f = 0;
    while (p !== 0) {
      const tf = p & TF_MAX;
      if (tf !== 0) {
        const at = f * MAX_LENGTH + (fieldLengths[doc * FIELD_COUNT + f] ?? 0);
        score +=
          tf === 1
            ? (this.singles[at] ?? 0)
            : ((this.boosts[f] ?? 1) * tf * this.k1Plus1) / (tf + (this.denominators[at] ?? 1));
      }
      p >>>= TF_BITS;
      f++;
    }
    return score * (WEIGHTS[(packed >>> WEIGHT_SHIFT) & WEIGHT_LEVELS] ?? 1);
  }

  /** BM25 inverse document frequency. */
  static idf(documentFrequency: number, documents: number): number {
    const df = Math.min(documentFrequency, documents);
    return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
  }
}
