/** What the widget says, in the page's language (screen-reader names included). */
export interface Strings {
  readonly listLabel: string;
  readonly suggestions: string;
  readonly categories: string;
  readonly products: string;
  readonly recent: string;
  readonly clear: string;
  readonly clearLabel: string;
  readonly was: string;
  readonly outOfStock: string;
  readonly brand: string;
  readonly category: string;
  readonly didYouMean: string;
  count(n: number): string;
  results(n: number): string;
}

const en: Strings = {
  listLabel: 'Search suggestions',
  suggestions: 'Suggestions',
  categories: 'Categories',
  products: 'Products',
  recent: 'Recent searches',
  clear: 'Clear',
  clearLabel: 'Clear recent searches',
  was: 'was',
  outOfStock: 'Out of stock',
  brand: 'Brand',
  category: 'Category',
  didYouMean: 'Did you mean',
  count: (n) =>
    n === 0 ? 'No suggestions' : n === 1 ? '1 suggestion available' : `${n} suggestions available`,
  results: (n) => (n === 1 ? '1 result' : `${n} results`),
};

const ar: Strings = {
  listLabel: 'اقتراحات البحث',
  suggestions: 'اقتراحات',
  categories: 'الأقسام',
  products: 'المنتجات',
  recent: 'عمليات البحث الأخيرة',
  clear: 'مسح',
  clearLabel: 'مسح عمليات البحث الأخيرة',
  was: 'بدلًا من',
  outOfStock: 'غير متوفر',
  brand: 'علامة تجارية',
  category: 'قسم',
  didYouMean: 'هل تقصد',
  count: (n) =>
    n === 0
      ? 'لا توجد اقتراحات'
      : n === 1
        ? 'اقتراح واحد متاح'
        : n === 2
          ? 'اقتراحان متاحان'
          : n <= 10
            ? `${n} اقتراحات متاحة`
            : `${n} اقتراحًا متاحًا`,
  results: (n) => (n === 1 ? 'نتيجة واحدة' : n === 2 ? 'نتيجتان' : n <= 10 ? `${n} نتائج` : `${n} نتيجة`),
};

export const stringsFor = (locale: string): Strings => (locale.startsWith('ar') ? ar : en);
