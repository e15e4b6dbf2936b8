import { SORT_ORDERS, type SortOrder } from '../../search/search-query.ts';
import { PhraseTable } from './phrase-table.ts';
import { phrase } from './query-words.ts';

/** A sort the shopper asked for in words. */
export type ParsedSort = Exclude<SortOrder, 'relevance'>;

// biome-ignore format: a word table reads best packed
const SORT_WORDS: Readonly<Record<ParsedSort, readonly string[]>> = {
  price_asc: [
    'cheapest', 'cheap', 'lowest price', 'low price', 'price low to high', 'low to high', 'price ascending',
    'الأرخص', 'أرخص', 'ارخص', 'الارخص', 'الأقل سعرا', 'الأقل سعر', 'أقل سعر', 'الأقل ثمنا', 'رخيص', 'الرخيص', 'رخيصة',
    'الرخيصة', 'من الأرخص', 'من الأقل إلى الأعلى', 'السعر من الأقل', 'moins cher', 'barato', 'más barato', 'günstigste',
  ],
  price_desc: [
    'most expensive', 'expensive', 'highest price', 'high to low', 'price high to low', 'price descending',
    'الأغلى', 'أغلى', 'الاغلى', 'الأعلى سعرا', 'الأعلى سعر', 'أعلى سعر', 'الأغلى سعرا', 'غالي', 'الغالي', 'غالية', 'الغالية', 'من الأغلى',
    'من الأعلى إلى الأقل', 'plus cher', 'más caro', 'teuerste',
  ],
  newest: [
    'newest', 'latest', 'new', 'new arrivals', 'new arrival', 'recent', 'most recent', 'just arrived',
    'أحدث', 'الأحدث', 'احدث', 'جديد', 'الجديد', 'جديدة', 'الجديدة', 'وصل حديثا', 'وصلنا حديثا', 'أحدث الموديلات',
    'آخر الإصدارات', 'nouveau', 'nouveauté', 'nuevo', 'neu', 'yeni',
  ],
  popular: [
    'best selling', 'best seller', 'best sellers', 'bestseller', 'bestsellers', 'most popular', 'popular',
    'top selling', 'trending', 'الأكثر مبيعا', 'الاكثر مبيعاً', 'أكثر مبيعا', 'الأكثر طلبا', 'الأكثر شهرة', 'الأشهر',
    'الأكثر شعبية', 'الأكثر رواجا', 'الأفضل مبيعا', 'ترند', 'meilleures ventes', 'más vendidos', 'beliebt',
  ],
};

const PARSED_SORTS = SORT_ORDERS.filter((s): s is ParsedSort => s !== 'relevance');

export const SORT_PHRASES = new PhraseTable<ParsedSort>(
  PARSED_SORTS.flatMap((value) => SORT_WORDS[value].map((w) => ({ words: phrase(w), value }))),
);
