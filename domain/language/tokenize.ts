import {
  CharClass,
  charClassAt,
  charEntryAt,
  charEntryOfUnit,
  entryClass,
  isRewritten,
  isWordClass,
} from './char-class.ts';

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

/**
 * Latin letters of `s` running from `i` in direction `step`, counted in the NFKC form (`Ⅻ` is two
 * letters, `🄗` is `(H)`), as in the form a query is read in.
 */
function letterRun(s: string, i: number, step: 1 | -1): number {
  if (i < 0 || i >= s.length) return 0;
  const window = step === 1 ? s.slice(i, i + 8) : s.slice(Math.max(0, i - 7), i + 1);
  const chars = [...window.normalize('NFKC')];
  if (step === -1) chars.reverse();
  let n = 0;
  for (const ch of chars) {
    if (charClassAt(ch, 0) !== CharClass.latin) break;
    n++;
  }
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
 * Reads the words of a text one at a time, without allocating: after `next()` answers true,
 * `start` and `end` are the UTF-16 offsets of the word (or, with `symbols`, of one punctuation
 * or symbol character, `symbol` true). One scanner may be reused for any number of texts.
 */
export class WordScanner {
  start = 0;
  end = 0;
  symbol = false;
  /** FNV-1a hash of the word's UTF-16 code units (see `hashSpan` in memo.ts). */
  hash = 0;
  private text = '';
  private at = 0;
  private symbols = false;

  reset(text: string, symbols = false): void {
    this.text = text;
    this.at = 0;
    this.symbols = symbols;
  }

  next(): boolean {
    const text = this.text;
    const length = text.length;
    let i = this.at;
    let start = -1;
    let group: Group = 'latin';
    let last: CharClass = CharClass.space;
    let hash = 0;
    while (i < length) {
      const unit = text.charCodeAt(i);
      let e: number;
      let width = 1;
      if (unit < 0xd800 || unit > 0xdfff) e = charEntryOfUnit(unit);
      else {
        e = charEntryAt(text, i);
        if ((text.codePointAt(i) ?? 0) > 0xffff) width = 2;
      }
      const cls = entryClass(e);
      if (isRewritten(e) && (start >= 0 || isWordClass(cls) || cls === CharClass.mark)) {
        return start >= 0 ? this.rewrittenWord(start, i, hash) : this.rewrittenWord(i, i, FNV_OFFSET);
      }
      if (start >= 0) {
        if (continues(group, cls) || joins(text, i, cls, group, last)) {
          if (cls !== CharClass.mark) last = cls;
          hash = Math.imul(hash ^ unit, FNV_PRIME);
          if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(i + 1), FNV_PRIME);
          i += width;
          if (cls === CharClass.inch) return this.found(start, i, i, false, hash);
          continue;
        }
        // The character at i is read again by the next call.
        return this.found(start, i, i, false, hash);
      }
      const g = isWordClass(cls) ? groupOf(cls) : null;
      if (g !== null) {
        start = i;
        group = g;
        last = cls;
        hash = Math.imul(FNV_OFFSET ^ unit, FNV_PRIME);
        if (width === 2) hash = Math.imul(hash ^ text.charCodeAt(i + 1), FNV_PRIME);
      } else if (this.symbols && cls !== CharClass.space && cls !== CharClass.mark) {
        return this.found(i, i + width, i + width, true, 0);
      }
      i += width;
    }
    this.at = length;
    return start >= 0 ? this.found(start, length, length, false, hash) : false;
  }

  /**
   * The rest of a word that holds a character NFKC rewrites, from `i`: such a form may continue,
   * end or split the word in ways its class does not tell (`㋀` is `1月`, `⒏` is `8.`), so the
   * word goes on to the next space or punctuation mark, and the analyzer splits it as its NFKC
   * form splits (see wordForms).
   */
  private rewrittenWord(start: number, from: number, hash: number): true {
    const text = this.text;
    let i = from;
    let h = hash;
    while (i < text.length) {
      const unit = text.charCodeAt(i);
      const cls = charClassAt(text, i);
      if (cls === CharClass.space || cls === CharClass.punct) return this.found(start, i, i, false, h);
      const width = unit >= 0xd800 && unit <= 0xdbff && (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      h = Math.imul(h ^ unit, FNV_PRIME);
      if (width === 2) h = Math.imul(h ^ text.charCodeAt(i + 1), FNV_PRIME);
      i += width;
    }
    return this.found(start, i, i, false, h);
  }

  private found(start: number, end: number, resume: number, symbol: boolean, hash: number): true {
    this.start = start;
    this.end = end;
    this.symbol = symbol;
    this.hash = hash >>> 0;
    this.at = resume;
    return true;
  }
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

const shared = new WordScanner();

/**
 * Splits `text` into words. Words break at spaces and punctuation and where Arabic letters
 * meet Latin letters or digits (`٢لتر` is a number then a unit). Marks and joiners stay inside
 * a word; `1.5` `1,500` `٢٫٥` stay one number; `55"` keeps its inch sign.
 */
export function tokenize(text: string, options: { symbols?: boolean } = {}): RawToken[] {
  const tokens: RawToken[] = [];
  shared.reset(text, options.symbols === true);
  while (shared.next()) {
    const { start, end, symbol } = shared;
    tokens.push({ text: text.slice(start, end), start, end, symbol });
  }
  return tokens;
}
