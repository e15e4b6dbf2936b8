import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../search/analyzer.ts';
import { buildVocabulary, createAnalyzer } from './index.ts';

/**
 * The contract with the engine: a query word matches a document word when one of the query
 * word's terms is one of the document word's terms. These pairs must meet.
 */
const analyzer = createAnalyzer();
const catalog = [
  'هاتف سامسونج جالكسي',
  'شنطة جلد نسائية',
  'حقيبة ظهر',
  'iPhone 15 Pro',
  'مياه معدنية 2L',
  'ذاكرة 128GB',
  'نظارة شمسية',
  'حذاء رياضي',
  'ثلاجة LG',
  'Canon camera',
];

/** Whether `queryText` finds `documentText`, in a catalog that holds the document. */
function meets(
  documentText: string,
  queryText: string,
  vocab: Vocabulary = buildVocabulary([...catalog, documentText]),
): boolean {
  const indexed = new Set(
    analyzer.analyze(documentText, { mode: 'index', lang: 'ar' }).flatMap((t) => t.terms.map((x) => x.term)),
  );
  const query = analyzer.analyze(queryText, { mode: 'query', lang: 'ar', vocabulary: vocab });
  return query.length > 0 && query.every((t) => t.terms.some((x) => indexed.has(x.term)));
}

describe('index and query forms meet', () => {
  it.each([
    ['هاتف سامسونج', 'موبايل سامسونغ'],
    ['هاتف', 'جوال'],
    ['الهواتف', 'هاتف'],
    ['هواتف', 'هاتف'],
    ['حقيبة', 'حقائب'],
    ['حقيبة', 'شنطة'],
    ['iPhone 15', 'ايفون ١٥'],
    ['آيفون', 'iphone'],
    ['مياه 2L', 'مياه ٢ لتر'],
    ['مياه 2 لتر', 'مياه 2000 مل'],
    ['128GB', '128 جيجا'],
    ['1.5 لتر', '1500ml'],
    ['نظارة', 'نضارة'],
    ['حذاء', 'جزمة'],
    ['حذاء', 'كندرة'],
    ['ثلاجة', 'تلاجة'],
    ['كنبة', 'أريكة'],
    ['بنطلون', 'سروال'],
    ['السيارات', 'سيارة'],
    ['شنطة', 'shanta'],
    ['ثلاجة LG', 'تلاجة ال جي'],
    ['Phones', 'phone'],
  ])('%s ← %s', (doc, query) => {
    expect(meets(doc, query)).toBe(true);
  });

  it('lets exact surface matches outrank stem matches', () => {
    const [token] = analyzer.analyze('هواتف', { mode: 'query', lang: 'ar' });
    const weightOf = (term: string) => token?.terms.find((t) => t.term === term)?.weight ?? 0;
    expect(weightOf('هواتف')).toBeGreaterThan(weightOf('هاتف'));
  });

  it('keeps unrelated words apart', () => {
    expect(meets('شاحن', 'شنطة')).toBe(false);
    expect(meets('حقيبة', 'حذاء')).toBe(false);
  });
});
