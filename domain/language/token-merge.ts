import { stripClitics } from './arabic-stem.ts';
import { brandOfWord, brandPhrasesStartingWith } from './brand-table.ts';
import { normalizeWord } from './normalize.ts';
import { fractionOf, isNumberWord, numberWords, readNumberWords } from './number-words.ts';
import { formatNumber, parseNumber } from './parse-number.ts';
import { unitSpellings } from './unit-table.ts';
import { canonicalQuantity, dualUnit, dualUnits, quantityNumber, subunitOf, unitAt } from './units.ts';
import type { WordToken } from './word-tokens.ts';

/**
 * A word position after merging: one word, a number with its unit, a number written in several
 * words (`ألف وخمسمية`, `٢٠ ألف`, `20 000`), or a brand of several words.
 */
export type MergedToken =
  | { readonly kind: 'word'; readonly token: WordToken }
  | { readonly kind: 'quantity'; readonly token: WordToken; readonly term: string; readonly number: string }
  | { readonly kind: 'number'; readonly token: WordToken }
  | {
      readonly kind: 'brand';
      readonly token: WordToken;
      readonly brandId: string;
      /** The normalized words of the brand name as written (`under`, `armour`). */
      readonly words: readonly string[];
    };

const span = (tokens: readonly WordToken[], from: number, length: number, word: string): WordToken => ({
  start: tokens[from]?.start ?? 0,
  end: tokens[from + length - 1]?.end ?? 0,
  word,
  spelled: word,
  script: tokens[from]?.script ?? 'other',
});

/** Whether a normalized word may start a quantity or a number of several words (`نص`, `خمسة`, `ألف`, `لترين`, `كيلو`). */
export const mayStartNumber = (word: string): boolean =>
  NUMBER_STARTS.has(word) || numberUnderArticle(word) !== null;

const ARTICLE = 'ال';

/** The number word under the article (`العشر` → `عشر`, in `ابو العشر كيلو`), or null. */
const numberUnderArticle = (word: string): string | null => {
  const bare = word.startsWith(ARTICLE) ? word.slice(ARTICLE.length) : null;
  return bare !== null && isNumberWord(bare) ? bare : null;
};

/** Number and fraction words, duals and units with a smaller unit (see `mayStartNumber`). */
const NUMBER_STARTS: ReadonlySet<string> = new Set([
  ...numberWords(),
  ...dualUnits(),
  ...unitSpellings().filter((u) => subunitOf(u) !== null),
  // Said alone before a fraction: `طن ونص`, a ton and a half.
  ...['طن', 'حصان'],
]);

const AND = 'و';
/** Units that alone are one of them (`مكيف طن`, a one-ton air conditioner): no product is named by them. */
const ALONE_IS_ONE: ReadonlySet<string> = new Set(['طن']);
/** `واحد` after a unit: one of it. */
const ONE: ReadonlySet<string> = new Set(['واحد', 'واحدة'].map((w) => normalizeWord(w)));
const THOUSANDS_GROUP = /^0{3}$/u;
const SHORT_INTEGER = /^\d{1,3}$/u;

/**
 * What follows a quantity after `و` (`كيلو ونص`, `لتر وربع`, `كيلو وميتين`: 200 g more): how much it
 * adds in the quantity's unit and how many words it spans. A count is in the smaller unit (grams
 * after a kilo, millilitres after a litre, centimetres after a metre).
 */
function andMore(words: readonly string[], i: number, unit: string): { add: number; length: number } | null {
  const fraction = fractionAfter(words, i);
  if (fraction !== null) return fraction;
  const word = words[i];
  if (word === undefined) return null;
  let at = i;
  let rest: string;
  if (word === AND) {
    at++;
    rest = words[at] ?? '';
  } else if (word.length > 2 && word.startsWith(AND)) rest = word.slice(1);
  else return null;
  const sub = subunitOf(unit);
  if (sub === null) return null;
  // Read the count as if `و` were not there: `وميتين` → `ميتين`.
  const count = readNumberWords([rest, ...words.slice(at + 1)], 0, true);
  if (count === null || count.value < 1 || count.value * sub.perSubunit >= sub.perUnit) return null;
  return { add: (count.value * sub.perSubunit) / sub.perUnit, length: at - i + count.length };
}

/** `وربع`, `و ربع`, `ونص` at `i`: the fraction it adds and the words it spans. */
function fractionAfter(words: readonly string[], i: number): { add: number; length: number } | null {
  const word = words[i];
  if (word === undefined) return null;
  if (word === AND) {
    const add = fractionOf(words[i + 1] ?? '');
    return add === undefined ? null : { add, length: 2 };
  }
  const add = word.length > 2 && word.startsWith(AND) ? fractionOf(word.slice(1)) : undefined;
  return add === undefined ? null : { add, length: 1 };
}

/** A quantity starting at `i`: a number (digits, words or a fraction) and a unit, a dual unit (`لترين`), or a unit and `و` more. */
function readQuantity(
  tokens: readonly WordToken[],
  words: readonly string[],
  i: number,
): { value: number; unit: string; length: number } | null {
  const token = tokens[i];
  if (token === undefined) return null;
  let value: number | null = null;
  let length = 0;
  const fraction = fractionOf(token.word);
  if (fraction !== undefined && unitAt(words, i + 1) !== null) {
    value = fraction;
    length = 1;
  } else if (token.script === 'number') {
    const long = readLongNumber(tokens, words, i);
    value = long?.value ?? parseNumber(token.word);
    length = long?.length ?? 1;
  } else if (isNumberWord(token.word)) {
    const read = readNumberWords(words, i, true);
    if (read !== null) {
      value = read.value;
      length = read.length;
    }
  } else {
    // The article on a number said before its unit (`ابو العشر كيلو`, the ten-kilo one).
    const bare = numberUnderArticle(token.word);
    const read = bare === null ? null : readNumberWords([bare, ...words.slice(i + 1)], 0, true);
    if (read !== null) {
      value = read.value;
      length = read.length;
    }
  }
  let unit: { unit: string; length: number } | null;
  if (value !== null) {
    unit = unitAt(words, i + length);
    // A fraction between the number and its unit: `2 وربع حصان`, `اتنين ونص طن`.
    const fraction = unit === null ? fractionAfter(words, i + length) : null;
    const after = fraction === null ? null : unitAt(words, i + length + fraction.length);
    if (fraction !== null && after !== null) {
      value += fraction.add;
      length += fraction.length;
      unit = after;
    }
  } else {
    // `لترين` is two litres; a unit alone is one (`كيلو ونص`) only when more follows.
    const dual = dualUnit(token.word);
    unit = dual === undefined ? unitAt(words, i) : { unit: dual, length: 1 };
    if (unit === null) return null;
    value = dual === undefined ? 1 : 2;
    // `لتر واحد`, `كيلو واحد`: one, said after the unit.
    if (dual === undefined && ONE.has(words[i + unit.length] ?? '')) length = 1;
    else if (
      dual === undefined &&
      !ALONE_IS_ONE.has(unit.unit) &&
      andMore(words, i + unit.length, unit.unit) === null
    )
      return null;
  }
  if (unit === null) return null;
  // `10.000 mAh`: a dot before three digits may separate thousands, read with the unit.
  if (token.script === 'number' && length === 1) value = quantityNumber(token.word, unit.unit) ?? value;
  length += unit.length;
  const more = andMore(words, i + length, unit.unit);
  if (more !== null) {
    value += more.add;
    length += more.length;
  }
  return { value, unit: unit.unit, length };
}

/** A number of several words at `i` (`ألف وخمسمية`, `٢٠ ألف`, `20 000`): its value and length. */
function readLongNumber(
  tokens: readonly WordToken[],
  words: readonly string[],
  i: number,
): { value: number; length: number } | null {
  const token = tokens[i];
  if (token === undefined) return null;
  const read = readNumberWords(words, i);
  if (read !== null && read.length > 1) return read;
  // `20 000` and `1 000 000`: groups of three zeros written apart.
  if (token.script === 'number' && SHORT_INTEGER.test(token.word)) {
    let n = 1;
    while (THOUSANDS_GROUP.test(words[i + n] ?? '')) n++;
    if (n > 1) return { value: Number(token.word) * 1000 ** (n - 1), length: n };
  }
  return null;
}

/**
 * Words a number is said before: age and time (`ست سنين` six years, `تلت شهور` three months), and
 * the things a product is counted in that are no unit of their own: people, seats, burners, pairs,
 * speeds (`لست افراد` for six, `اربع عيون` four burners, `خمس ازواج` five pairs), as a store
 * writes them with digits (`6 أشخاص`, `4 عيون`, `5 أزواج`).
 */
// biome-ignore format: a word table reads best packed
const COUNTED_NOUNS: ReadonlySet<string> = new Set(
  [
    'سنين', 'سنوات', 'سنة', 'شهور', 'شهر', 'أشهر', 'ايام', 'أيام', 'يوم', 'أسابيع', 'اسبوع',
    'اشخاص', 'أشخاص', 'شخص', 'افراد', 'أفراد', 'فرد', 'نفرات', 'نفر', 'كراسي', 'كرسي', 'مقاعد', 'مقعد',
    'عيون', 'عين', 'شعلات', 'شعلة', 'ازواج', 'أزواج', 'زوج', 'جوز', 'سرعات', 'سرعة', 'ادراج', 'أدراج', 'درج',
    'رفوف', 'رف', 'ابواب', 'أبواب', 'باب', 'طبقات', 'طبقة', 'ريش', 'ريشة', 'لمبات', 'لمبة',
  ].map(normalizeWord),
);

/**
 * Words a number is said after: a size (`مقاس تلاتة` size three, `نمرة اربعين` shoe size forty) or
 * a count (`عدد اتنين`, two of them).
 */
const SIZE_WORDS: ReadonlySet<string> = new Set(
  [
    'مقاس',
    'المقاس',
    'حجم',
    'الحجم',
    'نمرة',
    'النمرة',
    'قياس',
    'سايز',
    'عدد',
    'size',
    'taille',
    'pointure',
  ].map(normalizeWord),
);

/**
 * A number in words that would not stand for a number alone (`ست` is also a lady, `تلت` a third,
 * `واحد` one of something), before a word of age or time, or after a word of size or a brand: the
 * number (`ست سنين` → 6, as a store writes `6 سنوات`; `مقاس واحد` → 1, as it writes `مقاس 1`;
 * `بلايستيشن خمسة` → 5, as it writes `PlayStation 5`).
 */
function countedNumber(
  tokens: readonly WordToken[],
  words: readonly string[],
  i: number,
): { value: number; length: number } | null {
  if (tokens[i]?.script === 'number' || !isNumberWord(words[i] ?? '')) return null;
  const read = readNumberWords(words, i, true);
  if (read === null) return null;
  const before = words[i - 1] ?? '';
  // After a brand or product line, its model (`بلايستيشن خمسة`, `ايباد عشرة`).
  return COUNTED_NOUNS.has(words[i + read.length] ?? '') ||
    SIZE_WORDS.has(before) ||
    brandOfWord(before) !== undefined
    ? read
    : null;
}

/** Ordinals, masculine and feminine, in MSA and the dialects' spellings (`ثانية`, `تانية`, `تالت`). */
const ORDINALS: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, ['اول', 'أول', 'اولى', 'أولى']],
      [2, ['ثاني', 'ثانية', 'تاني', 'تانية']],
      [3, ['ثالث', 'ثالثة', 'تالت', 'تالتة', 'تالث']],
      [4, ['رابع', 'رابعة']],
      [5, ['خامس', 'خامسة']],
      [6, ['سادس', 'سادسة']],
      [7, ['سابع', 'سابعة']],
      [8, ['ثامن', 'ثامنة', 'تامن', 'تامنة']],
      [9, ['تاسع', 'تاسعة']],
      [10, ['عاشر', 'عاشرة']],
    ] as const
  ).flatMap(([n, words]) => words.map((w) => [normalizeWord(w), n] as const)),
);

/** Words a stage or a size is counted with (`مرحلة ثانية`, `المقاس التالت`, `نمرة تالتة`). */
const COUNTERS: ReadonlySet<string> = new Set(['مرحلة', 'مقاس', 'نمرة'].map(normalizeWord));

/** An ordinal after a word a stage or size is counted with: its number (`مرحلة تانية` → 2). */
function countedOrdinal(tokens: readonly WordToken[], i: number): number | null {
  const word = tokens[i]?.word ?? '';
  const ordinal = ORDINALS.get(word) ?? ORDINALS.get(stripClitics(word));
  const before = tokens[i - 1]?.word;
  return ordinal !== undefined && before !== undefined && COUNTERS.has(stripClitics(before)) ? ordinal : null;
}

const WINTER_GRADE = /^(?:0|5|10|15|20|25)w$/u;
const HOT_GRADE = /^(?:8|16|20|30|40|50|60)$/u;

/**
 * An engine oil's viscosity grade written apart (`5W-40`, `10w 40`), as one word `5w40`: the
 * tokenizer splits it at the hyphen, and the `5w` would read as five watts.
 */
function viscosityGrade(tokens: readonly WordToken[], i: number): string | null {
  const winter = tokens[i];
  const hot = tokens[i + 1];
  if (winter === undefined || hot === undefined || hot.start - winter.end > 1) return null;
  if (!WINTER_GRADE.test(winter.word) || !HOT_GRADE.test(hot.word)) return null;
  // `20w 30 سم`: a number with its own unit is not the grade's second half.
  const after = tokens[i + 2];
  return after !== undefined && unitAt([after.word], 0) !== null ? null : `${winter.word}${hot.word}`;
}

/**
 * Merges a number and the unit written after it (`2 لتر`, `٢ ليتر`, `2000 مل`, `5000 مللي أمبير`,
 * a fraction or number in words: `نص لتر`, `خمسة كيلو`, and what follows with `و`: `كيلو ونص`,
 * `2 كيلو وربع`, `كيلو وميتين`) into one position carrying the canonical quantity; a number of
 * several words (`ألف وخمسمية`, `عشرين ألف`, `٢٠ ألف`, `20 000`) into one position carrying the
 * number as digits; and a brand name of several words (`ال جي`, `louis vuitton`) into one position
 * carrying the brand.
 */
export function mergeTokens(tokens: readonly WordToken[]): MergedToken[] {
  const out: MergedToken[] = [];
  let words: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token === undefined) continue;
    const grade = viscosityGrade(tokens, i);
    if (grade !== null) {
      out.push({ kind: 'word', token: span(tokens, i, 2, grade) });
      i += 1;
      continue;
    }
    const number = token.script === 'number';
    if (!number && i > 0) {
      const ordinal = countedOrdinal(tokens, i);
      if (ordinal !== null) {
        out.push({ kind: 'number', token: span(tokens, i, 1, String(ordinal)) });
        continue;
      }
    }
    const phrases = number ? [] : brandPhrasesStartingWith(token.word);
    const numeric = number || mayStartNumber(token.word);
    if (!numeric && phrases.length === 0) {
      out.push({ kind: 'word', token });
      continue;
    }
    words ??= tokens.map((t) => t.word);
    if (numeric) {
      const quantity = readQuantity(tokens, words, i);
      const term = quantity === null ? null : canonicalQuantity(quantity.value, quantity.unit);
      if (quantity !== null && term !== null) {
        const value = formatNumber(quantity.value);
        out.push({
          kind: 'quantity',
          token: span(tokens, i, quantity.length, `${value}${quantity.unit.replace(' ', '')}`),
          term,
          number: value,
        });
        i += quantity.length - 1;
        continue;
      }
      const long = readLongNumber(tokens, words, i) ?? countedNumber(tokens, words, i);
      if (long !== null) {
        out.push({ kind: 'number', token: span(tokens, i, long.length, formatNumber(long.value)) });
        i += long.length - 1;
        continue;
      }
    }
    const phrase = phrases.find((p) => p.words.every((w, k) => words?.[i + k] === w));
    if (phrase !== undefined) {
      out.push({
        kind: 'brand',
        token: span(tokens, i, phrase.words.length, phrase.words.join('')),
        brandId: phrase.brand.id,
        words: phrase.words,
      });
      i += phrase.words.length - 1;
      continue;
    }
    out.push({ kind: 'word', token });
  }
  return out;
}
