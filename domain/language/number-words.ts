import { normalizeWord } from './normalize.ts';
import { parseNumber } from './parse-number.ts';

/**
 * Numbers written in words, as shoppers type them: Modern Standard Arabic and the dialects
 * (`ألف وخمسمية`, `تلت تلاف`, `خمسة وعشرين ألف`, `ميتين`, `اطناش`), English (`twenty thousand`), and a
 * number in digits times a scale word (`٢٠ ألف`, `1.5 مليون`). `readNumberWords` reads the longest
 * number starting at a word; the analyzer turns it into the same term digits give.
 */

type AtomKind =
  | 'unit'
  | 'teen'
  | 'ten'
  | 'hundred'
  | 'thousand'
  | 'thousands'
  | 'million'
  | 'millions'
  | 'fraction';

interface Atom {
  readonly kind: AtomKind;
  readonly value: number;
  /** The fraction the word also names (`تلت`: three, or a third). */
  readonly fraction?: number;
  /** An English word (English numbers put units after tens and need no `and`). */
  readonly latin?: boolean;
}

// Arabic words are written as typed and normalized below (ة → ه, أ → ا, ى → ي, ئ → ي).
// biome-ignore format: a word table reads best packed
const ARABIC: readonly (readonly [AtomKind, number, readonly string[]])[] = [
  ['unit', 0, ['صفر']],
  ['unit', 1, ['واحد', 'واحدة', 'احد', 'إحدى']],
  ['unit', 2, ['اثنين', 'اثنان', 'اتنين', 'اثنتين', 'اثنتان', 'ثنتين', 'تنتين', 'تنين', 'جوج', 'اثنا', 'اثني']],
  ['unit', 3, ['ثلاثة', 'ثلاث', 'تلاتة', 'تلات', 'تلاثة', 'تلت', 'ثلث']],
  ['unit', 4, ['أربعة', 'أربع', 'اربعه']],
  ['unit', 5, ['خمسة', 'خمس']],
  ['unit', 6, ['ستة', 'ست', 'سته']],
  ['unit', 7, ['سبعة', 'سبع']],
  ['unit', 8, ['ثمانية', 'ثماني', 'ثمان', 'تمانية', 'تمنية', 'تمان', 'ثمنية']],
  ['unit', 9, ['تسعة', 'تسع']],
  ['unit', 10, ['عشرة', 'عشر', 'عشره']],
  ['teen', 11, ['احدعش', 'احداشر', 'حداشر', 'حداش', 'احدعشر', 'حدعش', 'احداش']],
  ['teen', 12, ['اتناشر', 'اثناشر', 'اطناش', 'اطنعش', 'طنعش', 'اثنعش', 'اثنعشر', 'تنعش', 'اتنعش']],
  ['teen', 13, ['تلتاشر', 'تلطاش', 'تلتطاش', 'تلتعش', 'ثلطعش', 'تلطعش', 'ثلاثطعش', 'تلاتطعش', 'ثلاثعشر']],
  ['teen', 14, ['اربعتاشر', 'اربعطاش', 'اربعطعش', 'اربعتعش', 'اربعطعشر']],
  ['teen', 15, ['خمستاشر', 'خمسطاش', 'خمسطعش', 'خمستعش', 'خمسطعشر']],
  ['teen', 16, ['ستاشر', 'سطاش', 'سطعش', 'ستعش', 'سطعشر']],
  ['teen', 17, ['سبعتاشر', 'سبعطاش', 'سبعطعش', 'سبعتعش', 'سبعطعشر']],
  ['teen', 18, ['تمنتاشر', 'تمنطاش', 'ثمنطعش', 'تمنطعش', 'ثمنتعش', 'تمنتعش']],
  ['teen', 19, ['تسعتاشر', 'تسعطاش', 'تسعطعش', 'تسعتعش', 'تسعطعشر']],
  ['ten', 20, ['عشرين', 'عشرون']],
  ['ten', 30, ['ثلاثين', 'ثلاثون', 'تلاتين', 'تلاثين']],
  ['ten', 40, ['أربعين', 'أربعون']],
  ['ten', 50, ['خمسين', 'خمسون']],
  ['ten', 60, ['ستين', 'ستون']],
  ['ten', 70, ['سبعين', 'سبعون']],
  ['ten', 80, ['ثمانين', 'ثمانون', 'تمانين', 'تمنين']],
  ['ten', 90, ['تسعين', 'تسعون']],
  ['hundred', 100, ['مية', 'مئة', 'مائة', 'ميت', 'مائه', 'ميه']],
  ['hundred', 200, ['ميتين', 'مئتين', 'مئتان', 'مائتين', 'مائتان', 'ميتان', 'مئتا', 'مائتا']],
  ['hundred', 300, ['ثلاثمائة', 'ثلاثمئة', 'ثلاثمية', 'تلتمية', 'تلاتمية', 'ثلثمية', 'تلتميت', 'ثلاثماية']],
  ['hundred', 400, ['أربعمائة', 'أربعمئة', 'أربعمية', 'ربعمية', 'اربعماية']],
  ['hundred', 500, ['خمسمائة', 'خمسمئة', 'خمسمية', 'خمسماية', 'خومسمية']],
  ['hundred', 600, ['ستمائة', 'ستمئة', 'ستمية', 'ستماية', 'ستوميه']],
  ['hundred', 700, ['سبعمائة', 'سبعمئة', 'سبعمية', 'سبعماية', 'سبوعمية']],
  ['hundred', 800, ['ثمانمائة', 'ثمانمئة', 'ثمنمية', 'تمنمية', 'تمانمية', 'ثمانماية', 'ثمانيمائة']],
  ['hundred', 900, ['تسعمائة', 'تسعمئة', 'تسعمية', 'تسعماية', 'تسعومية']],
  ['thousand', 1000, ['ألف', 'ألفا']],
  ['thousand', 2000, ['ألفين', 'ألفان']],
  ['thousands', 1000, ['آلاف', 'تلاف', 'الوف', 'تالاف']],
  // Thousands said as one word, as the dialects write them (خمستلاف: خمس تلاف).
  ['thousand', 3000, ['تلتلاف', 'تلاتلاف', 'ثلاثتلاف', 'ثلتلاف', 'تلتالاف', 'ثلاثالاف', 'ثلاثآلاف']],
  ['thousand', 4000, ['اربعتلاف', 'اربعتالاف', 'أربعالاف', 'أربعآلاف']],
  ['thousand', 5000, ['خمستلاف', 'خمستالاف', 'خمسالاف', 'خمسآلاف']],
  ['thousand', 6000, ['ستتلاف', 'ستلاف', 'ستالاف', 'ستآلاف']],
  ['thousand', 7000, ['سبعتلاف', 'سبعتالاف', 'سبعالاف', 'سبعآلاف']],
  ['thousand', 8000, ['تمنتلاف', 'تمانتلاف', 'ثمانتلاف', 'ثمنتلاف', 'ثمانالاف', 'ثمانآلاف']],
  ['thousand', 9000, ['تسعتلاف', 'تسعتالاف', 'تسعالاف', 'تسعآلاف']],
  ['thousand', 10_000, ['عشرتلاف', 'عشرتالاف', 'عشرالاف', 'عشرآلاف']],
  ['million', 1_000_000, ['مليون']],
  ['million', 2_000_000, ['مليونين', 'مليونان']],
  ['millions', 1_000_000, ['ملايين', 'ملاين']],
  ['fraction', 0.5, ['نص', 'نصف']],
  ['fraction', 0.25, ['ربع']],
  ['fraction', 2 / 3, ['ثلثين', 'تلتين', 'ثلثان']],
];

/** Words that are a count of three, or a third before a unit (`تلت مية` is 300, `تلت كيلو` a third of a kilo). */
const THIRDS: readonly string[] = ['تلت', 'ثلث'];

// biome-ignore format: a word table reads best packed
const ENGLISH: readonly (readonly [AtomKind, number, readonly string[]])[] = [
  ['unit', 1, ['one']], ['unit', 2, ['two']], ['unit', 3, ['three']], ['unit', 4, ['four']], ['unit', 5, ['five']],
  ['unit', 6, ['six']], ['unit', 7, ['seven']], ['unit', 8, ['eight']], ['unit', 9, ['nine']], ['unit', 10, ['ten']],
  ['teen', 11, ['eleven']], ['teen', 12, ['twelve']], ['teen', 13, ['thirteen']], ['teen', 14, ['fourteen']],
  ['teen', 15, ['fifteen']], ['teen', 16, ['sixteen']], ['teen', 17, ['seventeen']], ['teen', 18, ['eighteen']],
  ['teen', 19, ['nineteen']], ['ten', 20, ['twenty']], ['ten', 30, ['thirty']], ['ten', 40, ['forty', 'fourty']],
  ['ten', 50, ['fifty']], ['ten', 60, ['sixty']], ['ten', 70, ['seventy']], ['ten', 80, ['eighty']],
  ['ten', 90, ['ninety']], ['hundred', 100, ['hundred']], ['thousand', 1000, ['thousand']],
  ['million', 1_000_000, ['million']], ['fraction', 0.5, ['half']], ['fraction', 0.25, ['quarter']],
];

/** The second word of a teen in Standard Arabic (`ثلاثة عشر`). */
const TEEN_TEN: ReadonlySet<string> = new Set(['عشر', 'عشره'].map(normalizeWord));
const AND_WORDS: ReadonlySet<string> = new Set(['و', 'and']);

const ATOMS: ReadonlyMap<string, Atom> = (() => {
  const map = new Map<string, Atom>();
  for (const [kind, value, words] of ARABIC)
    for (const w of words) map.set(normalizeWord(w), { kind, value });
  for (const [kind, value, words] of ENGLISH) for (const w of words) map.set(w, { kind, value, latin: true });
  for (const w of THIRDS) map.set(normalizeWord(w), { kind: 'unit', value: 3, fraction: 1 / 3 });
  return map;
})();

/**
 * Words that also mean something else when they stand alone: `مية` (water in Egypt), `نص` (a
 * text), `ربع`, `تلت` (a third), `ست` (a lady), `تمن` (rice in Iraq), `عشر`, `one`, `ten`, ... A
 * lone unit is read as a number only inside a longer number or before a unit.
 */
const weakAlone = (atom: Atom, word: string): boolean =>
  atom.kind === 'unit' ||
  atom.kind === 'fraction' ||
  atom.kind === 'thousands' ||
  atom.kind === 'millions' ||
  (atom.kind === 'hundred' && atom.value === 100) ||
  (atom.latin === true && atom.kind !== 'thousand' && atom.kind !== 'million') ||
  WEAK_WORDS.has(word);
const WEAK_WORDS: ReadonlySet<string> = new Set(['ميت'].map(normalizeWord));

/** One word as atoms: itself, or `و` and the word it is attached to (`وخمسمية`). */
function atomsOf(word: string): { and: boolean; atom: Atom } | null {
  const atom = ATOMS.get(word);
  if (atom !== undefined) return { and: false, atom };
  if (word.length > 2 && word.startsWith('و')) {
    const rest = ATOMS.get(word.slice(1));
    if (rest !== undefined) return { and: true, atom: rest };
  }
  return null;
}

/** Whether a normalized word is a number word (`خمسة`, `ألف`, `نص`, `twenty`), not counting `و` before it. */
export const isNumberWord = (word: string): boolean => ATOMS.has(word);

/** Every number word, normalized. */
export const numberWords = (): Iterable<string> => ATOMS.keys();

/** A cursor over the words: atoms with the `and` before them, a digit number as its own kind. */
interface Item {
  readonly and: boolean;
  readonly atom: Atom | null;
  readonly digits: number | null;
  /** Words this item spans (a separate `و` counts). */
  readonly words: number;
}

/** Whether a normalized word starts with a digit (normalized digits are ASCII). */
const startsWithDigit = (word: string): boolean => {
  const c = word.charCodeAt(0);
  return c >= 0x30 && c <= 0x39;
};

/**
 * The item at `i`. `and` says whether a joined part is expected there: `وأحد` and `واحد` normalize
 * alike, so a word read as `و` and a number comes first where a joined part may stand.
 */
function itemAt(words: readonly string[], i: number, and = false): Item | null {
  const word = words[i];
  if (word === undefined) return null;
  if (and && word.length > 2 && word.startsWith('و')) {
    const rest = ATOMS.get(word.slice(1));
    if (rest !== undefined) return { and: true, atom: rest, digits: null, words: 1 };
  }
  if (AND_WORDS.has(word)) {
    const next = words[i + 1];
    const inner = next === undefined ? null : atomsOf(next);
    if (inner === null || inner.and) return null;
    return { and: true, atom: inner.atom, digits: null, words: 2 };
  }
  const found = atomsOf(word);
  if (found !== null) return { and: found.and, atom: found.atom, digits: null, words: 1 };
  if (!startsWithDigit(word)) return null;
  const digits = parseNumber(word);
  return digits === null ? null : { and: false, atom: null, digits, words: 1 };
}

/**
 * Whether an item is joined as a number needs it: Arabic joins the parts of a number with `و`
 * (`ألف وخمسمية`) and never starts one with it; English may leave `and` out (`one thousand two hundred`).
 */
const joined = (item: Item, and: boolean): boolean =>
  item.and === and || (and && !item.and && item.atom?.latin === true);

interface Parsed {
  readonly value: number;
  /** Words read. */
  readonly length: number;
  /** Atoms read (a number of one atom may be a word with another meaning). */
  readonly atoms: number;
}

/** A number below 100 at `i`: a unit, a teen (`احدعش`, `ثلاثة عشر`), a ten, `خمسة وعشرين`, `twenty five`. */
function below100(words: readonly string[], i: number, and: boolean): Parsed | null {
  const item = itemAt(words, i, and);
  if (item === null || item.atom === null || !joined(item, and)) return null;
  const { atom } = item;
  if (atom.kind === 'teen') return { value: atom.value, length: item.words, atoms: 1 };
  if (atom.kind === 'ten') {
    const next = itemAt(words, i + item.words);
    if (atom.latin && next?.atom?.kind === 'unit' && next.atom.latin && !next.and && next.atom.value < 10)
      return { value: atom.value + next.atom.value, length: item.words + 1, atoms: 2 };
    return { value: atom.value, length: item.words, atoms: 1 };
  }
  if (atom.kind !== 'unit') return null;
  const after = i + item.words;
  if (atom.value > 0 && atom.value < 10 && TEEN_TEN.has(words[after] ?? ''))
    return { value: atom.value + 10, length: item.words + 1, atoms: 2 };
  const ten = itemAt(words, after, true);
  if (ten?.atom?.kind === 'ten' && ten.and && atom.value > 0 && atom.value < 10)
    return { value: atom.value + ten.atom.value, length: item.words + ten.words, atoms: 2 };
  return { value: atom.value, length: item.words, atoms: 1 };
}

/** A number below 1000 at `i`: hundreds (`تلتمية`, `تلت مية`, `three hundred`) and what follows them, or below 100. */
function below1000(words: readonly string[], i: number, and: boolean): Parsed | null {
  const item = itemAt(words, i, and);
  if (item === null || item.atom === null || !joined(item, and)) return null;
  let hundreds: Parsed | null = null;
  if (item.atom.kind === 'hundred') hundreds = { value: item.atom.value, length: item.words, atoms: 1 };
  else if (item.atom.kind === 'unit' && item.atom.value > 0 && item.atom.value < 10) {
    const next = itemAt(words, i + item.words);
    if (next?.atom?.kind === 'hundred' && next.atom.value === 100 && !next.and)
      hundreds = { value: item.atom.value * 100, length: item.words + next.words, atoms: 2 };
  }
  if (hundreds === null) return below100(words, i, and);
  const rest = below100(words, i + hundreds.length, true);
  return rest === null || rest.value === 0
    ? hundreds
    : {
        value: hundreds.value + rest.value,
        length: hundreds.length + rest.length,
        atoms: hundreds.atoms + rest.atoms,
      };
}

/** A count before a scale word: words below 1000 or a number in digits. */
function multiplicand(words: readonly string[], i: number, and: boolean): Parsed | null {
  const item = itemAt(words, i, and);
  if (item === null || !joined(item, and)) return null;
  if (item.digits !== null) return item.and ? null : { value: item.digits, length: 1, atoms: 0 };
  return below1000(words, i, and);
}

/**
 * A group of one scale at `i` (`ألف`, `ألفين`, `تلت تلاف`, `خمسة وعشرين ألف`, `٢٠ ألف`), or a group
 * below 1000 when `scale` is 1.
 */
function group(words: readonly string[], i: number, scale: number, and: boolean): Parsed | null {
  if (scale === 1) return below1000(words, i, and);
  const single = scale === 1000 ? 'thousand' : 'million';
  const plural = scale === 1000 ? 'thousands' : 'millions';
  const item = itemAt(words, i, and);
  if (item === null || !joined(item, and)) return null;
  if (item.atom?.kind === single && !item.atom.latin)
    return { value: item.atom.value, length: item.words, atoms: 1 };
  const count = multiplicand(words, i, and);
  if (count === null || count.value === 0) return null;
  const word = itemAt(words, i + count.length);
  if (word === null || word.and || word.atom === null) return null;
  const atom = word.atom;
  const fromDigits = item.digits !== null;
  const ok =
    (atom.kind === plural && ((count.value >= 3 && count.value <= 10) || fromDigits)) ||
    (atom.kind === single &&
      atom.value === scale &&
      (fromDigits || count.value >= 11 || atom.latin === true));
  if (!ok) return null;
  return { value: count.value * scale, length: count.length + word.words, atoms: count.atoms + 1 };
}

export interface NumberWords {
  readonly value: number;
  /** How many words the number spans. */
  readonly length: number;
}

/**
 * The number written in words from `words[i]` (normalized words), the longest reading: its value
 * and how many words it spans. `ألف وخمسمية` is 1500, `خمسة وعشرين ألف` 25000, `الف ونص` 1500,
 * `٢٠ ألف` 20000, `twenty five` 25. Null when no number starts there, when the words are only a
 * number in digits, or when the only reading is one word with another meaning (`مية` is also
 * water, `نص` a text, `تمن`... see `weakAlone`) unless `lenient` (the caller knows a number is meant:
 * a unit follows, or the whole text is a number).
 */
export function readNumberWords(words: readonly string[], i: number, lenient = false): NumberWords | null {
  const word = words[i];
  // Most words are not numbers: one map lookup says so.
  if (word === undefined || (!startsWithDigit(word) && !ATOMS.has(word))) return null;
  let value = 0;
  let length = 0;
  let atoms = 0;
  let lastScale = 0;
  const first = itemAt(words, i);
  if (first === null || first.and) return null;
  for (const scale of [1_000_000, 1000, 1]) {
    const part = group(words, i + length, scale, length > 0);
    if (part === null) continue;
    value += part.value;
    length += part.length;
    atoms += part.atoms;
    lastScale = scale;
  }
  if (length === 0 || atoms === 0) return null;
  // `ألف ونص` is a thousand and a half, `مليون وربع` a million and a quarter.
  const fraction = itemAt(words, i + length, true);
  if (fraction?.and && fraction.atom?.kind === 'fraction' && lastScale > 1) {
    value += fraction.atom.value * lastScale;
    length += fraction.words;
    atoms++;
  }
  if (!lenient && atoms === 1 && length === 1 && first.atom !== null && weakAlone(first.atom, words[i] ?? ''))
    return null;
  return { value: Math.round(value * 1000) / 1000, length };
}

/** The number a whole text writes in words (`ألف وخمسمية`, `تلت تلاف`, `صفر`), or null. */
export function numberFromWords(words: readonly string[]): number | null {
  const found = readNumberWords(words, 0, true);
  return found !== null && found.length === words.length ? found.value : null;
}

/** The fraction a normalized word names (`نص` 0.5, `ربع` 0.25, `تلت` 1/3), if any. */
export function fractionOf(word: string): number | undefined {
  const atom = ATOMS.get(word);
  return atom?.kind === 'fraction' ? atom.value : atom?.fraction;
}
