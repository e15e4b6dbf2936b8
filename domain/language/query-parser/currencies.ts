import { type Phrase, PhraseTable } from './phrase-table.ts';
import { phrase } from './query-words.ts';

/**
 * Currency words and symbols. A generic word (ريال, درهم, dinar, $) stands for every currency
 * of that name: ريال is the Saudi, Qatari, Omani or Yemeni riyal, whichever the store sells in.
 */
const FAMILIES: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ['SAR', 'QAR', 'OMR', 'YER'],
    ['ريال', 'ريالات', 'ريالا', 'riyal', 'riyals', 'rial', 'rials'],
  ],
  [['SAR'], ['sar', 'sr', 'ر.س', 'ر س', 'ر.س.', 'رس', 'ريال سعودي']],
  [['QAR'], ['qar', 'qr', 'ر.ق', 'ر ق', 'ريال قطري']],
  [['OMR'], ['omr', 'ر.ع', 'ر ع', 'ريال عماني']],
  [['YER'], ['yer', 'ريال يمني']],
  [
    ['AED', 'MAD'],
    ['درهم', 'دراهم', 'dirham', 'dirhams', 'dhs', 'dh'],
  ],
  [['AED'], ['aed', 'د.إ', 'د إ', 'درهم إماراتي']],
  [['MAD'], ['mad', 'درهم مغربي']],
  [
    ['KWD', 'BHD', 'JOD', 'IQD', 'TND', 'DZD', 'LYD'],
    ['دينار', 'دنانير', 'dinar', 'dinars'],
  ],
  [['KWD'], ['kwd', 'kd', 'د.ك', 'د ك', 'دينار كويتي']],
  [['BHD'], ['bhd', 'bd', 'د.ب', 'د ب', 'دينار بحريني']],
  [['JOD'], ['jod', 'jd', 'دينار أردني']],
  [['IQD'], ['iqd', 'دينار عراقي']],
  [['TND'], ['tnd', 'dt']],
  [['DZD'], ['dzd', 'da']],
  [['LYD'], ['lyd']],
  [
    ['EGP', 'GBP', 'SDG'],
    ['جنيه', 'جنيها', 'جنيهات', 'جنية', 'pound', 'pounds'],
  ],
  [['EGP'], ['egp', 'le', 'l.e', 'l.e.', 'ج.م', 'ج م', 'جنيه مصري']],
  [['GBP'], ['gbp', '£']],
  [
    ['LBP', 'SYP', 'TRY'],
    ['ليرة', 'ليرات', 'lira', 'liras'],
  ],
  [['LBP'], ['lbp', 'ل.ل']],
  [['SYP'], ['syp', 'ل.س']],
  [['TRY'], ['try', 'tl', '₺']],
  [
    ['USD', 'CAD', 'AUD'],
    ['$', 'dollar', 'dollars', 'دولار', 'دولارات', 'دولارا'],
  ],
  [['USD'], ['usd', 'us$']],
  [['EUR'], ['€', 'eur', 'euro', 'euros', 'يورو']],
  [
    ['INR', 'PKR'],
    ['rupee', 'rupees', 'روبية'],
  ],
];

const SPELLINGS: readonly Phrase<readonly string[]>[] = FAMILIES.flatMap(([codes, spellings]) =>
  spellings.map((s) => ({ words: phrase(s), value: codes })),
);

/** Currency spellings, each with the currency codes it may stand for. */
export const CURRENCY_PHRASES = new PhraseTable(SPELLINGS);

/** Currency codes written right after digits in one word (`200sar`, `50usd`). */
export const ATTACHED_CURRENCIES: ReadonlyMap<string, readonly string[]> = new Map(
  SPELLINGS.filter((p) => p.words.length === 1 && /^[a-z]+$/u.test(p.words[0] ?? '')).map((p) => [
    p.words[0] ?? '',
    p.value,
  ]),
);
