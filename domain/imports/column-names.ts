import type { FieldTarget } from './field-target.ts';

/**
 * Column headers merchants use, in English and Arabic, and the field each means. Headers are
 * compared after `normalizeHeader`, so `Product Name`, `product_name` and `g:title` all match.
 */
const ALIASES: readonly (readonly [FieldTarget, readonly string[]])[] = [
  [
    { kind: 'id' },
    [
      'id',
      'sku',
      'product id',
      'item id',
      'code',
      'product code',
      'رمز',
      'الرمز',
      'رمز المنتج',
      'رقم المنتج',
      'معرف',
      'المعرف',
      'معرف المنتج',
      'كود',
      'الكود',
      'كود المنتج',
    ],
  ],
  [
    { kind: 'name', lang: null },
    [
      'name',
      'title',
      'product name',
      'product title',
      'product',
      'اسم',
      'الاسم',
      'اسم المنتج',
      'المنتج',
      'العنوان',
    ],
  ],
  [
    { kind: 'description', lang: null },
    ['description', 'desc', 'details', 'body', 'body html', 'الوصف', 'وصف', 'وصف المنتج', 'التفاصيل'],
  ],
  [
    { kind: 'brand' },
    [
      'brand',
      'vendor',
      'manufacturer',
      'make',
      'الماركه',
      'ماركه',
      'العلامه التجاريه',
      'العلامه',
      'الشركه المصنعه',
      'براند',
    ],
  ],
  [
    { kind: 'price' },
    ['price', 'regular price', 'list price', 'السعر', 'سعر', 'السعر الاصلي', 'السعر الاساسي', 'سعر البيع'],
  ],
  [
    { kind: 'sale_price' },
    [
      'sale price',
      'special price',
      'discount price',
      'offer price',
      'compare price',
      'سعر الخصم',
      'السعر بعد الخصم',
      'سعر التخفيض',
      'السعر المخفض',
      'سعر العرض',
    ],
  ],
  [{ kind: 'currency' }, ['currency', 'العمله']],
  [
    { kind: 'stock' },
    [
      'stock',
      'quantity',
      'qty',
      'inventory',
      'stock quantity',
      'availability',
      'in stock',
      'available',
      'الكميه',
      'المخزون',
      'التوفر',
      'متوفر',
      'الحاله',
    ],
  ],
  [{ kind: 'url' }, ['url', 'link', 'product url', 'product link', 'الرابط', 'رابط', 'رابط المنتج']],
  [
    { kind: 'image' },
    [
      'image',
      'image url',
      'image link',
      'images',
      'picture',
      'photo',
      'main image',
      'الصوره',
      'صوره',
      'رابط الصوره',
      'الصور',
    ],
  ],
  [
    { kind: 'categories', lang: null },
    [
      'category',
      'categories',
      'product type',
      'collection',
      'collections',
      'القسم',
      'الاقسام',
      'قسم',
      'التصنيف',
      'التصنيفات',
      'الفئه',
      'الفئات',
    ],
  ],
  [{ kind: 'rating' }, ['rating', 'التقييم']],
  [{ kind: 'popularity' }, ['popularity', 'sales', 'الشعبيه', 'المبيعات']],
  [{ kind: 'attribute', name: 'Color' }, ['color', 'colour', 'اللون']],
  [{ kind: 'attribute', name: 'Size' }, ['size', 'المقاس', 'الحجم', 'المقاس الحجم']],
  [{ kind: 'attribute', name: 'Material' }, ['material', 'الخامه', 'الماده']],
  [{ kind: 'attribute', name: 'Gender' }, ['gender', 'الجنس']],
  [{ kind: 'attribute', name: 'Weight' }, ['weight', 'الوزن']],
  [{ kind: 'attribute', name: 'Model' }, ['model', 'mpn', 'الموديل', 'الطراز']],
  [
    { kind: 'ignore' },
    [
      'google product category',
      'gtin',
      'condition',
      'item group id',
      'additional image link',
      'shipping',
      'tax',
    ],
  ],
];

/** Words that name a language inside a header (`name_ar`, `الاسم بالعربي`, `Title (English)`). */
const LANGUAGE_WORDS: Readonly<Record<string, string>> = {
  ar: 'ar',
  arabic: 'ar',
  عربي: 'ar',
  العربي: 'ar',
  بالعربي: 'ar',
  العربيه: 'ar',
  بالعربيه: 'ar',
  en: 'en',
  english: 'en',
  انجليزي: 'en',
  الانجليزي: 'en',
  بالانجليزي: 'en',
  الانجليزيه: 'en',
  بالانجليزيه: 'en',
  انكليزي: 'en',
  fr: 'fr',
  french: 'fr',
  فرنسي: 'fr',
  بالفرنسي: 'fr',
  tr: 'tr',
  turkish: 'tr',
  ur: 'ur',
  urdu: 'ur',
  fa: 'fa',
  persian: 'fa',
};

/** Lowercase, Arabic letter forms folded, marks and punctuation as spaces, `g:` and `product_` prefixes kept apart. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^\s*g:/, '')
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[_\-.:()[\]/\\|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, FieldTarget>();
for (const [target, names] of ALIASES) for (const n of names) BY_NAME.set(normalizeHeader(n), target);

/** The field a header names by itself (no mapping given for it), or null. */
export function matchHeader(header: string): FieldTarget | null {
  const h = normalizeHeader(header);
  if (h === '') return null;
  const exact = BY_NAME.get(h);
  if (exact) return exact;
  // A language word before or after the field name: `name ar`, `ar name`, `الاسم بالعربي`.
  const words = h.split(' ');
  for (const [i, w] of words.entries()) {
    const lang = LANGUAGE_WORDS[w];
    if (!lang || words.length < 2) continue;
    const rest = [...words.slice(0, i), ...words.slice(i + 1)].join(' ');
    const base = BY_NAME.get(rest);
    if (base && (base.kind === 'name' || base.kind === 'description' || base.kind === 'categories'))
      return { ...base, lang };
  }
  return null;
}
