import { CharClass, charClassAt, isWordClass } from './char-class.ts';

/** A word (or, when asked for, a symbol) of a text, with its offsets in UTF-16 code units. */
export interface RawToken {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** One punctuation or symbol character (only with `symbols: true`). */
  readonly symbol: boolean;
}

/** Latin letters and digits share a word (`128gb`, `s23`, `ma7al`); Arabic letters stand apart. */
type Group = 'latin' | 'arabic' | 'other';

const groupOf = (cls: CharClass): Group | null => {
  if (cls === CharClass.latin || cls === CharClass.digit) return 'latin';
  if (cls === CharClass.arabic) return 'arabic';
  return cls === CharClass.other ? 'other' : null;
};

/** Whether a character of class `cls` continues a word of group `group`. */
function continues(group: Group, cls: CharClass): boolean {
  if (cls === CharClass.mark) return true;
  if (group === 'arabic') return cls === CharClass.arabic;
  if (group === 'other') return cls === CharClass.other || cls === CharClass.digit;
  return cls === CharClass.latin || cls === CharClass.digit;
}

const ARABIZI_DIGITS = new Set(['3', '5', '6', '7', '9']);

/** Letters of `s` running from `i` in direction `step`. */
function letterRun(s: string, i: number, step: 1 | -1): number {
  let n = 0;
  for (let k = i; k >= 0 && k < s.length && charClassAt(s, k) === CharClass.latin; k += step) n++;
  return n;
}

/** Whether a joining character at `i` (between words parts) belongs to the current word. */
function joins(s: string, i: number, cls: CharClass, group: Group, last: CharClass): boolean {
  const next = i + 1 < s.length ? charClassAt(s, i + 1) : CharClass.space;
  switch (cls) {
    case CharClass.numberSeparator:
      return last === CharClass.digit && next === CharClass.digit;
    case CharClass.apostrophe:
      return (
        group === 'latin' &&
        (next === CharClass.latin || (last === CharClass.digit && ARABIZI_DIGITS.has(s[i - 1] ?? '')))
      );
    case CharClass.ampersand:
      return (
        group === 'latin' &&
        last === CharClass.latin &&
        letterRun(s, i - 1, -1) <= 2 &&
        letterRun(s, i + 1, 1) <= 2 &&
        next === CharClass.latin
      );
    case CharClass.inch:
      return last === CharClass.digit;
    default:
      return false;
  }
}

/**
 * Splits `text` into words. Words break at spaces and punctuation and where Arabic letters
 * meet Latin letters or digits (`٢لتر` is a number then a unit). Marks and joiners stay inside
 * a word; `1.5` `1,500` `٢٫٥` stay one number; `55"` keeps its inch sign.
 */
export function tokenize(text: string, options: { symbols?: boolean } = {}): RawToken[] {
  const tokens: RawToken[] = [];
  let start = -1;
  let group: Group = 'latin';
  let last: CharClass = CharClass.space;
  const close = (end: number): void => {
    if (start >= 0) tokens.push({ text: text.slice(start, end), start, end, symbol: false });
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const cls = charClassAt(text, i);
    const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    if (start >= 0 && (continues(group, cls) || joins(text, i, cls, group, last))) {
      if (cls !== CharClass.mark) last = cls;
      if (cls === CharClass.inch) close(i + width);
    } else {
      close(i);
      const g = isWordClass(cls) ? groupOf(cls) : null;
      if (g !== null) {
        start = i;
        group = g;
        last = cls;
      } else if (options.symbols && cls !== CharClass.space && cls !== CharClass.mark) {
        tokens.push({ text: text.slice(i, i + width), start: i, end: i + width, symbol: true });
      }
    }
    i += width - 1;
  }
  close(text.length);
  return tokens;
}
