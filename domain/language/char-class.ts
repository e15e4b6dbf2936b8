/**
 * How the tokenizer and the normalizer see one UTF-16 code unit. Classes are computed once per
 * character (on first sight) and kept in a table, so the hot loops do one array read per char.
 */

export const CharClass = {
  space: 1,
  punct: 2,
  latin: 3,
  arabic: 4,
  digit: 5,
  /** Combining marks and invisible joiners: they stay inside the word they follow. */
  mark: 6,
  /** `.` `,` `٫` `٬`: part of a number when between two digits. */
  numberSeparator: 7,
  /** `'` `’`: inside a Latin word (`men's`, Arabizi `3'`). */
  apostrophe: 8,
  /** `&` inside short Latin names (`h&m`, `d&g`). */
  ampersand: 9,
  /** `"` `”` `″` right after a number: the inch sign. */
  inch: 10,
  /** Letters of other scripts (Cyrillic, CJK, ...). */
  other: 11,
} as const;
export type CharClass = (typeof CharClass)[keyof typeof CharClass];

/** Bit set on characters whose folding never depends on NFKC (see char-fold.ts). */
const SAFE = 0x10;
/** Bit set on characters that NFKC rewrites (see `isRewritten`). */
const REWRITTEN = 0x20;
const CLASS_MASK = 0x0f;

const table = new Uint8Array(0x10000);
const astral = new Map<number, number>();

const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
const MARK = /\p{M}/u;
const SPACE = /\s/u;
const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;

const FIXED = new Map<number, CharClass>([
  [0x2e, CharClass.numberSeparator],
  [0x2c, CharClass.numberSeparator],
  [0x066b, CharClass.numberSeparator],
  [0x066c, CharClass.numberSeparator],
  [0x27, CharClass.apostrophe],
  [0x2019, CharClass.apostrophe],
  [0x2018, CharClass.apostrophe],
  [0x02bc, CharClass.apostrophe],
  [0x26, CharClass.ampersand],
  [0x22, CharClass.inch],
  [0x201d, CharClass.inch],
  [0x2033, CharClass.inch],
  [0x0640, CharClass.mark], // tatweel stretches a word; it never splits one
  [0x200c, CharClass.mark],
  [0x200d, CharClass.mark],
  [0x200e, CharClass.mark],
  [0x200f, CharClass.mark],
  [0x061c, CharClass.mark],
  [0x00ad, CharClass.mark],
  [0x2060, CharClass.mark],
  [0xfeff, CharClass.mark],
  [0x060c, CharClass.punct],
  [0x061b, CharClass.punct],
  [0x061f, CharClass.punct],
  [0x066a, CharClass.punct],
  [0x066d, CharClass.punct],
  [0x06d4, CharClass.punct],
]);

function classOfText(ch: string): CharClass {
  if (SPACE.test(ch)) return CharClass.space;
  if (MARK.test(ch)) return CharClass.mark;
  if (NUMBER.test(ch)) return CharClass.digit;
  if (LETTER.test(ch)) {
    if (ARABIC.test(ch)) return CharClass.arabic;
    return LATIN.test(ch) ? CharClass.latin : CharClass.other;
  }
  // Arabic ligature symbols (﷽) expand to words under NFKC.
  return ARABIC.test(ch) ? CharClass.arabic : CharClass.punct;
}

/**
 * A character that NFKC rewrites takes the class of the first letter or digit it becomes
 * (`①` is a digit, `㎏` Latin), so a text and its NFKC form split into the same words.
 */
function compute(codePoint: number): number {
  const ch = String.fromCodePoint(codePoint);
  const fixed = FIXED.get(codePoint);
  const nfkc = ch.normalize('NFKC');
  let cls: CharClass;
  if (fixed !== undefined) cls = fixed;
  else if (nfkc === ch) cls = classOfText(ch);
  else {
    const classes = [...nfkc].map(classOfFormChar);
    const firstWord = classes.find(isWordClass);
    // A form that starts with a mark (`ำ` is `ํา`) continues the word before it, as the mark does.
    if (classes[0] === CharClass.mark) cls = CharClass.mark;
    else if (firstWord !== undefined) cls = firstWord;
    // One character (`﹠` is `&`): its class.
    else cls = classes.length === 1 ? (classes[0] as CharClass) : classOfText(ch);
  }
  if (nfkc !== ch) return cls | REWRITTEN;
  return isSafe(codePoint, cls) ? cls | SAFE : cls;
}

/** The class of a character of an NFKC form (which NFKC leaves as it is). */
const classOfFormChar = (ch: string): CharClass => FIXED.get(ch.codePointAt(0) ?? 0) ?? classOfText(ch);

/**
 * Characters the folder may map without NFKC first: ASCII, Latin letters, Arabic letters and
 * digits, and marks it deletes anyway. Composition of these never changes the folded result.
 */
function isSafe(cp: number, cls: CharClass): boolean {
  if (cp < 0x80) return true;
  if (cls === CharClass.latin) return cp < 0x0250 || (cp >= 0x1e00 && cp < 0x1f00);
  if (cls === CharClass.arabic) return cp >= 0x0621 && cp <= 0x064a;
  if (cls === CharClass.digit) return (cp >= 0x0660 && cp <= 0x0669) || (cp >= 0x06f0 && cp <= 0x06f9);
  if (cls === CharClass.mark) {
    // U+0338 composes with ASCII (≠ ≮ ≯), so it is not safe.
    return (cp >= 0x0300 && cp <= 0x036f && cp !== 0x0338) || (cp >= 0x064b && cp <= 0x065f) || cp === 0x0670;
  }
  return cp === 0x066b || cp === 0x066c || cp === 0x0640;
}

function entry(codePoint: number): number {
  if (codePoint < 0x10000) {
    let v = table[codePoint] ?? 0;
    if (v === 0) {
      v = codePoint >= 0xd800 && codePoint <= 0xdfff ? CharClass.punct : compute(codePoint);
      table[codePoint] = v;
    }
    return v;
  }
  let v = astral.get(codePoint);
  if (v === undefined) {
    v = compute(codePoint);
    astral.set(codePoint, v);
  }
  return v;
}

/** The class of the code point starting at `index` of `s` (surrogate pairs read whole). */
export function charClassAt(s: string, index: number): CharClass {
  const cp = s.codePointAt(index) ?? 0;
  return (entry(cp) & CLASS_MASK) as CharClass;
}

/** The class of a UTF-16 code unit that is not a surrogate (one table read once seen). */
export const charClassOfUnit = (unit: number): CharClass =>
  ((table[unit] || entry(unit)) & CLASS_MASK) as CharClass;

/**
 * The whole table entry of a UTF-16 code unit that is not a surrogate, or of the code point at
 * `index`: its class (`entryClass`) and whether NFKC rewrites it (`isRewritten`).
 */
export const charEntryOfUnit = (unit: number): number => table[unit] || entry(unit);
export const charEntryAt = (s: string, index: number): number => entry(s.codePointAt(index) ?? 0);
export const entryClass = (e: number): CharClass => (e & CLASS_MASK) as CharClass;
/**
 * Whether NFKC rewrites the character: its form may be several characters of several kinds
 * (`㋀` is `1月`, `㈮` is `(金)`, `⒏` is `8.`), so its class alone does not say where words end.
 */
export const isRewritten = (e: number): boolean => (e & REWRITTEN) !== 0;

/** The class of a code point. */
export const charClassOf = (codePoint: number): CharClass => (entry(codePoint) & CLASS_MASK) as CharClass;

/** True when folding `s` may skip NFKC (every character is safe). */
export function isFoldSafe(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (((table[c] || entry(c)) & SAFE) === 0) return false;
  }
  return true;
}

/** True for word characters (letters of any script, digits). */
export const isWordClass = (cls: CharClass): boolean =>
  cls === CharClass.latin || cls === CharClass.arabic || cls === CharClass.digit || cls === CharClass.other;
