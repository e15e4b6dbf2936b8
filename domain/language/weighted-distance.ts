import { codePoints } from './edit-distance.ts';
import { areKeyboardNeighbours, pairKey } from './keyboard-layouts.ts';

/**
 * Letters shoppers confuse by sound or by dialect. Alef, hamza, ta marbuta and alef maqsura
 * forms need no entry: normalization already writes them one way.
 */
const CONFUSIONS: readonly string[] = [
  'ضظ',
  'ذز',
  'ثس',
  'صس',
  'طت',
  'قك',
  'قج',
  'كج',
  'قغ',
  'دض',
  'ذد',
  'ظز',
  'حه',
  'ته',
  'اع',
  'ثت',
  'ذظ',
  'صض',
  'ck',
  'cs',
  'kq',
  'sz',
  'iy',
  'fv',
  'jg',
  'uo',
  'ei',
  'ae',
];
const CONFUSED = new Set(CONFUSIONS.map((p) => pairKey(p.charCodeAt(0), p.charCodeAt(1))));
const VOWELS = new Set([...'اويaeiouy'].map((c) => c.charCodeAt(0)));

export const SPELLING_COSTS = {
  confusion: 0.35,
  neighbour: 0.6,
  substitution: 1,
  vowel: 0.6,
  repeat: 0.5,
  transposition: 0.6,
};

/** What replacing one character with another costs. */
export function substitutionCost(a: number, b: number): number {
  if (a === b) return 0;
  const key = pairKey(a, b);
  if (CONFUSED.has(key)) return SPELLING_COSTS.confusion;
  return areKeyboardNeighbours(a, b) ? SPELLING_COSTS.neighbour : SPELLING_COSTS.substitution;
}

/** What inserting or deleting `c` next to `neighbour` costs (long vowels and doubled letters are cheap). */
function indelCost(c: number, neighbour: number | undefined): number {
  if (c === neighbour) return SPELLING_COSTS.repeat;
  return VOWELS.has(c) ? SPELLING_COSTS.vowel : 1;
}

/**
 * A typo distance over code points (optimal string alignment) where keyboard slips and
 * sound-alike letters cost less than other edits. Stops early above `max` (answering a value
 * above `max`).
 */
export function weightedDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = codePoints(a);
  const t = codePoints(b);
  const n = s.length;
  const m = t.length;
  let before = new Float64Array(m + 1);
  let previous = new Float64Array(m + 1);
  let current = new Float64Array(m + 1);
  for (let j = 1; j <= m; j++) previous[j] = (previous[j - 1] ?? 0) + indelCost(t[j - 1] ?? 0, t[j - 2]);
  for (let i = 1; i <= n; i++) {
    const si = s[i - 1] ?? 0;
    current[0] = (previous[0] ?? 0) + indelCost(si, s[i - 2]);
    let rowMin = current[0] ?? 0;
    for (let j = 1; j <= m; j++) {
      const tj = t[j - 1] ?? 0;
      let value = Math.min(
        (previous[j - 1] ?? 0) + substitutionCost(si, tj),
        (previous[j] ?? 0) + indelCost(si, s[i - 2] ?? t[j - 1]),
        (current[j - 1] ?? 0) + indelCost(tj, t[j - 2] ?? s[i - 1]),
      );
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj && si !== tj) {
        value = Math.min(value, (before[j - 2] ?? 0) + SPELLING_COSTS.transposition);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return rowMin;
    [before, previous, current] = [previous, current, before];
  }
  return previous[m] ?? 0;
}
