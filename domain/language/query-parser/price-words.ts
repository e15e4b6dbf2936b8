import { PhraseTable } from './phrase-table.ts';
import { phrase } from './query-words.ts';

/**
 * Words around a price, in Arabic and English (and French, Spanish, German, Turkish when the
 * query is in that language). All are compared after normalization (أقل → اقل).
 */

export type Bound = 'ceiling' | 'floor';

// biome-ignore format: a word table reads best packed
const CEILING = [
  'under', 'below', 'less than', 'lower than', 'cheaper than', 'up to', 'upto', 'max', 'maximum', 'at most',
  'not more than', 'no more than', 'within', '<', '< =', '≤',
  'أقل من', 'باقل من', 'اقل', 'تحت', 'أرخص من', 'لحد', 'الى حد', 'حتى', 'ما يتجاوز', 'لا يتجاوز', 'لا يزيد عن',
  'لا يزيد على', 'أقصى', 'بحد أقصى', 'حد أقصى', 'دون', 'أدنى من', 'ما دون', 'ما تحت',
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
const BY_LANGUAGE: Readonly<Record<string, { ceiling: readonly string[]; floor: readonly string[] }>> = {
  fr: {
    ceiling: ['moins de', 'en dessous de', "jusqu'à", 'max'],
    floor: ['plus de', 'au dessus de', 'à partir de'],
  },
  es: { ceiling: ['menos de', 'hasta', 'máximo', 'por debajo de'], floor: ['más de', 'desde', 'mínimo'] },
  de: { ceiling: ['unter', 'bis', 'höchstens', 'maximal'], floor: ['über', 'ab', 'mindestens'] },
  tr: { ceiling: ['en fazla', 'en çok'], floor: ['en az'] },
};

/** A table of phrases that only need to be recognized. */
function words(phrases: readonly string[]): PhraseTable<true> {
  return new PhraseTable(phrases.map((p) => ({ words: phrase(p), value: true as const })));
}

const BOUNDS_BY_LANGUAGE = new Map<string, PhraseTable<Bound>>();

/** Ceiling and floor phrases for a query language (Arabic and English always). */
export function boundPhrases(lang: string): PhraseTable<Bound> {
  const cached = BOUNDS_BY_LANGUAGE.get(lang);
  if (cached !== undefined) return cached;
  const extra = BY_LANGUAGE[lang];
  const phrases = new PhraseTable<Bound>([
    ...[...CEILING, ...(extra?.ceiling ?? [])].map((p) => ({ words: phrase(p), value: 'ceiling' as const })),
    ...[...FLOOR, ...(extra?.floor ?? [])].map((p) => ({ words: phrase(p), value: 'floor' as const })),
  ]);
  if (extra !== undefined || lang === 'ar' || lang === 'en') BOUNDS_BY_LANGUAGE.set(lang, phrases);
  return phrases;
}

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
