import { normalizeWord } from './normalize.ts';
import { formatNumber, parseNumber } from './parse-number.ts';
import { unitDefinition } from './unit-table.ts';

/** A quantity with its unit, as one canonical term: `2 لتر`, `2L`, `2000 مل` are all `2000ml`. */
export const canonicalQuantity = (value: number, unit: string): string | null => {
  const def = unitDefinition(unit);
  if (def === undefined || value * def.factor < (def.min ?? Number.NEGATIVE_INFINITY)) return null;
  return `${formatNumber(value * def.factor)}${def.base}`;
};

/** One to three digits, a dot and exactly three more: `10.000`, `1.500`. */
const DOTTED_THOUSANDS = /^\d{1,3}\.\d{3}$/u;

/**
 * The number written before a unit. A dot followed by exactly three digits is a thousands
 * separator before a unit no larger than its base (`10.000 mAh`, `1.200 W`, `1.500 ml`, where
 * thousandths would be odd); before larger units it stays a decimal point (`1.500 kg`, `1.250 l`).
 */
export function quantityNumber(written: string, unit: string): number | null {
  if (DOTTED_THOUSANDS.test(written) && (unitDefinition(unit)?.factor ?? Number.POSITIVE_INFINITY) <= 1)
    return parseNumber(written.replace('.', ''));
  return parseNumber(written);
}

/** `3g` `4g` `5g` name mobile networks, not grams. */
const NETWORK_GENERATION = /^[3-5]g$/u;
const ATTACHED = /^(\d+(?:[.,]\d+)?)([a-z"]+)$/u;

/** A number and a unit written as one word (`128gb`, `1.5l`, `55"`), normalized; null otherwise. */
export function attachedQuantity(word: string): { value: number; term: string } | null {
  if (NETWORK_GENERATION.test(word)) return null;
  const m = ATTACHED.exec(word);
  if (m === null) return null;
  const value = quantityNumber(m[1] ?? '', m[2] ?? '');
  const term = value === null ? null : canonicalQuantity(value, m[2] ?? '');
  return value === null || term === null ? null : { value, term };
}

/**
 * The unit written in the normalized words at `i` (one or two words), or null. `in` is not a
 * unit when a number follows (`3 in 1`).
 */
export function unitAt(words: readonly string[], i: number): { unit: string; length: number } | null {
  const first = words[i];
  if (first === undefined) return null;
  const second = words[i + 1];
  if (second !== undefined && unitDefinition(`${first} ${second}`) !== undefined) {
    return { unit: `${first} ${second}`, length: 2 };
  }
  if (unitDefinition(first) === undefined) return null;
  if (first === 'in' && second !== undefined && parseNumber(second) !== null) return null;
  return { unit: first, length: 1 };
}

/** Units named in the dual (`لترين` is two litres), by normalized word: the unit's spelling. */
const DUALS: ReadonlyMap<string, string> = new Map(
  [
    ['لترين', 'لتر'],
    ['ليترين', 'ليتر'],
    ['كيلوين', 'كيلو'],
    ['مترين', 'متر'],
    ['غرامين', 'غرام'],
    ['جرامين', 'جرام'],
    // Two pieces, packs or bottles (`حبتين`, `قطعتين`): `2pc`, as `2 حبة` is.
    ['حبتين', 'حبة'],
    ['قطعتين', 'قطعة'],
    ['عبوتين', 'عبوة'],
    ['علبتين', 'علبة'],
  ].map(([dual, unit]) => [normalizeWord(dual ?? ''), normalizeWord(unit ?? '')]),
);

/** Every dual unit word, normalized. */
export const dualUnits = (): Iterable<string> => DUALS.keys();

/** The unit a dual names (`لترين` → `لتر`), if any. */
export const dualUnit = (word: string): string | undefined => DUALS.get(word);

/**
 * The smaller unit a count after `و` is in, for a unit of a thousand base units: grams after a
 * kilo, millilitres after a litre, centimetres (ten millimetres) after a metre. Null otherwise.
 */
export function subunitOf(unit: string): { perUnit: number; perSubunit: number } | null {
  const def = unitDefinition(unit);
  if (def === undefined || def.factor !== 1000) return null;
  if (def.base === 'g' || def.base === 'ml') return { perUnit: 1000, perSubunit: 1 };
  return def.base === 'mm' ? { perUnit: 1000, perSubunit: 10 } : null;
}
