/**
 * The searchable fields of a product and how one posting entry packs a term's occurrences
 * in them into a single 32-bit word.
 */
export const Field = { name: 0, brand: 1, category: 2, attribute: 3, description: 4 } as const;
export type FieldId = (typeof Field)[keyof typeof Field];
export const FIELD_COUNT = 5;
export const FIELD_NAMES = ['name', 'brand', 'category', 'attribute', 'description'] as const;

/**
 * Packed occurrence word: five 5-bit term frequencies (name at bits 0-4 ... description at
 * bits 20-24, saturating at 31), the analyzer weight quantized to 6 bits (25-30) and a flag
 * (bit 31) set when the term stood as a word's surface form somewhere in the document.
 */
export const TF_BITS = 5;
export const TF_MAX = 31;
export const WEIGHT_SHIFT = 25;
export const WEIGHT_LEVELS = 63;
export const SURFACE_BIT = 1 << 31;

export const quantizeWeight = (weight: number): number =>
  Math.max(1, Math.min(WEIGHT_LEVELS, Math.round(weight * WEIGHT_LEVELS)));

export const termFrequency = (packed: number, field: FieldId): number =>
  (packed >>> (field * TF_BITS)) & TF_MAX;

export const packedWeight = (packed: number): number =>
  ((packed >>> WEIGHT_SHIFT) & WEIGHT_LEVELS) / WEIGHT_LEVELS;

export const isSurface = (packed: number): boolean => (packed & SURFACE_BIT) !== 0;

/** Name positions at or beyond this are not kept for phrase matching. */
export const NAME_POSITIONS = 32;
