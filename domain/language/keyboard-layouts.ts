import { normalizeWord } from './normalize.ts';

/**
 * Keys next to each other on the QWERTY and the standard Arabic (101) layouts: a slip of the
 * finger onto a neighbour is a cheaper typo than any other substitution. Rows are staggered
 * as on a physical keyboard. Arabic keys are compared in normalized form (ى is ي, ة is ه).
 */
const QWERTY: readonly (readonly string[])[] = [[...'qwertyuiop'], [...'asdfghjkl'], [...'zxcvbnm']];
const ARABIC: readonly (readonly string[])[] = [
  [...'ضصثقفغعهخحجد'],
  [...'شسيبلاتنمكط'],
  ['ئ', 'ء', 'ؤ', 'ر', 'لا', 'ى', 'ة', 'و', 'ز', 'ظ'],
];
const ROW_OFFSETS = [0, 0.25, 0.75];

const pairKey = (a: number, b: number): number => (a < b ? a * 0x10000 + b : b * 0x10000 + a);

const NEIGHBOURS = new Set<number>();
for (const layout of [QWERTY, ARABIC]) {
  const keys: { code: number; x: number; y: number }[] = [];
  layout.forEach((row, y) => {
    row.forEach((label, column) => {
      const ch = normalizeWord(label);
      if (ch.length === 1) keys.push({ code: ch.charCodeAt(0), x: column + (ROW_OFFSETS[y] ?? 0), y });
    });
  });
  for (const a of keys) {
    for (const b of keys) {
      if (a.code !== b.code && Math.abs(a.y - b.y) <= 1 && Math.abs(a.x - b.x) <= 1) {
        NEIGHBOURS.add(pairKey(a.code, b.code));
      }
    }
  }
}

/** Whether two characters (code points) sit on neighbouring keys. */
export const areKeyboardNeighbours = (a: number, b: number): boolean => NEIGHBOURS.has(pairKey(a, b));

export { pairKey };
