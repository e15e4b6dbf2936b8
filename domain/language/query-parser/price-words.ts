import { PhraseTable } from './phrase-table.ts';
import { phrase } from './query-words.ts';

/**
 * Words around a price, in Arabic and English (and French, Spanish, German, Turkish when the
 * query is in that language). All are compared after normalization (أقل → اقل).
 */

export type Bound = 'ceiling' | 'floor';

// biome-ignore format: a word table reads best packed
const CEILING = [
  'under', 'below', 'less than', 'lower than', 'cheaper than', 'at most', 'not more than', 'no more than', '<',
  '< =', '≤',
  'أقل من', 'باقل من', 'اقل', 'تحت', 'أرخص من', 'ما يتجاوز', 'لا يتجاوز', 'لا يزيد عن', 'لا يزيد على', 'أدنى من',
  'ما دون', 'ما تحت',
  // Dialect ceilings, said of a masculine or feminine product (`ما تزيد عن` a fryer), and a budget.
  'ما يزيد عن', 'ما يزيد على', 'ما تزيد عن', 'ما تزيد على', 'لا تزيد عن', 'لا تزيد على', 'ما يتعدى', 'لا يتعدى',
  'ما تتعدى', 'لا تتعدى', 'ما تتجاوز', 'لا تتجاوز', 'مش اكتر من', 'مش أكثر من', 'مو اكثر من', 'مو أكثر من',
  'ماشي كثر من', 'ما يفوتش', 'ما تفوتش', 'تحت ال', 'اقل من ال', 'حدود', 'بحدود', 'في حدود', 'ميزانيتي',
  'ميزانيتي حدود',
];
/**
 * Ceilings that say as often "up to" an age, a size or a count (`حتى 3 سنوات`, `up to 14 inch`,
 * `لحد 14 كيلو`): a price only with a currency or a price word (`up to 200 sar`, `بسعر لحد 200`).
 */
// biome-ignore format: a word table reads best packed
const WEAK_CEILING = [
  'up to', 'upto', 'max', 'maximum', 'within', 'until', 'till',
  'لحد', 'الى حد', 'حتى', 'أقصى', 'بحد أقصى', 'حد أقصى', 'دون', 'لغاية', 'لين',
];
// biome-ignore format: a word table reads best packed
const FLOOR = [
  'over', 'above', 'more than', 'greater than', 'higher than', 'at least', 'min', 'minimum', 'starting at',
  'starting from', 'not less than', '>', '> =', '≥',
  'أكثر من', 'فوق', 'أعلى من', 'أغلى من', 'أكبر من', 'ما فوق', 'لا يقل عن', 'ابتداء من', 'ابتداءا من', 'بدءا من',
  'يبدأ من', 'على الأقل', 'بحد أدنى', 'حد أدنى',
];
/** Floors that also start a range (`from 100 to 300`): alone they need a currency to be a price. */
export const WEAK_FLOOR = words(['from', 'من', 'de', 'desde', 'von', 'ab', 'à partir de']);
/** Weak ceilings of other languages (see WEAK_CEILING). */
const WEAK_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  fr: ["jusqu'à", 'jusqu a', 'max'],
  es: ['hasta', 'máximo'],
  de: ['bis', 'maximal'],
};
const BY_LANGUAGE: Readonly<Record<string, { ceiling: readonly string[]; floor: readonly string[] }>> = {
  fr: {
    ceiling: ['moins de', 'en dessous de'],
    floor: ['plus de', 'au dessus de', 'à partir de'],
  },
  es: { ceiling: ['menos de', 'por debajo de'], floor: ['más de', 'desde', 'mínimo'] },
  de: { ceiling: ['unter', 'höchstens'], floor: ['über', 'ab', 'mindestens'] },
  tr: { ceiling: ['en fazla', 'en çok'], floor: ['en az'] },
};

/** A table of phrases that only need to be recognized. */
function words(phrases: readonly string[]): PhraseTable<true> {
  return new PhraseTable(phrases.map((p) => ({ words: phrase(p), value: true as const })));
}

const BOUNDS_BY_LANGUAGE = new Map<string, PhraseTable<BoundWord>>();

/** A bound phrase: which bound it sets, and whether it needs a currency to be about money (`WEAK_CEILING`). */
export interface BoundWord {
  readonly bound: Bound;
  readonly weak: boolean;
}

/** Ceiling and floor phrases for a query language (Arabic and English always). */
export function boundPhrases(lang: string): PhraseTable<BoundWord> {
  const cached = BOUNDS_BY_LANGUAGE.get(lang);
  if (cached !== undefined) return cached;
  const extra = BY_LANGUAGE[lang];
  const entry = (bound: Bound, weak: boolean) => (p: string) => ({
    words: phrase(p),
    value: { bound, weak },
  });
  const phrases = new PhraseTable<BoundWord>([
    ...[...CEILING, ...(extra?.ceiling ?? [])].map(entry('ceiling', false)),
    ...[...WEAK_CEILING, ...(WEAK_BY_LANGUAGE[lang] ?? [])].map(entry('ceiling', true)),
    ...[...FLOOR, ...(extra?.floor ?? [])].map(entry('floor', false)),
  ]);
  if (extra !== undefined || lang === 'ar' || lang === 'en') BOUNDS_BY_LANGUAGE.set(lang, phrases);
  return phrases;
}

/**
 * Words after a number that make it an age, a size or a count, not an amount of money
 * (`حتى 3 سنوات`, `up to 12 months`, `مقاس 42`).
 */
// biome-ignore format: a word table reads best packed
export const NOT_MONEY_AFTER = new Set(
  [
    'سنة', 'سنه', 'سنين', 'سنوات', 'سنتين', 'عام', 'اعوام', 'أعوام', 'شهر', 'شهور', 'أشهر', 'اشهر', 'شهرين', 'يوم',
    'ايام', 'أيام', 'اسبوع', 'أسبوع', 'اسابيع', 'مقاس', 'قياس', 'نمرة', 'نمره', 'قطعة', 'قطع', 'حبة', 'حبه', 'حبات',
    'شخص', 'اشخاص', 'أشخاص', 'فرد', 'افراد', 'طبقات', 'طبقة', 'درج', 'أدراج', 'باب', 'ابواب', 'كرسي', 'كراسي',
    'مقعد', 'مقاعد',
    'year', 'years', 'yr', 'yrs', 'y', 'yo', 'month', 'months', 'mo', 'week', 'weeks', 'day', 'days', 'size',
    'pcs', 'pieces', 'piece', 'pack', 'people', 'persons', 'person', 'seats', 'seater', 'layers', 'doors',
    'ans', 'an', 'mois', 'taille', 'pièces', 'personnes', 'places',
  ].map((w) => phrase(w)[0] ?? ''),
);

/** After the amount: `200 ريال وأقل`, `100 and up`. */
// biome-ignore format: a word table reads best packed
export const TRAILING_BOUNDS = new PhraseTable<Bound>([
  ...['or less', 'or under', 'or below', 'and under', 'and below', 'max', 'أو أقل', 'واقل', 'وتحت', 'وانت نازل', 'او تحت']
    .map((p) => ({ words: phrase(p), value: 'ceiling' as const })),
  ...['or more', 'and up', 'and above', 'and over', '+', 'أو أكثر', 'واكثر', 'وفوق', 'وانت طالع', 'او فوق']
    .map((p) => ({ words: phrase(p), value: 'floor' as const })),
]);

/** Joins allowed in a range with no opening word (`100-300`, `100 to 300`). */
export const BARE_RANGE_JOINS = words(['-', '–', 'to', 'الى', 'إلى']);

export const RANGE_STARTS = words(['between', 'بين', 'entre', 'zwischen', 'arasında']);
export const RANGE_JOINS = words([
  'and',
  'و',
  '&',
  '-',
  '–',
  'to',
  'الى',
  'إلى',
  'ل',
  'لـ',
  'حتى',
  'until',
  'till',
  'a',
  'à',
  'bis',
  'y',
  'et',
  'und',
  'ile',
]);

/** Words that may come before a price and go with it (`بسعر أقل من 200`, `priced under 50`). */
export const LEAD_INS = words([
  'بسعر',
  'سعر',
  'سعره',
  'سعرها',
  'بميزانية',
  'ميزانية',
  'price',
  'priced',
  'prices',
  'for',
  'at',
  'budget',
  'ب',
  'بـ',
]);
