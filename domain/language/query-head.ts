import { looksArabizi } from './arabizi.ts';
import { canonicalColor } from './color-lexicon.ts';
import { isCommonWord, isPersonWord } from './common-words.ts';
import { normalizeWord } from './normalize.ts';
import { isWantWord } from './purpose-verbs.ts';
import { isStopword } from './stopwords.ts';
import { unitDefinition } from './unit-table.ts';

/** Languages whose noun phrases put the head noun last (`running shoes`); the others put it first (`حذاء رياضي`). */
const HEAD_FINAL = new Set(['en', 'de', 'nl', 'tr']);
/** Words that open a qualifier after an English head noun: `perfume for men`, `case with magsafe`. */
const QUALIFIER_OPENERS = new Set([
  'for',
  'with',
  'without',
  'of',
  'in',
  'on',
  'from',
  'by',
  'to',
  // a bound on a price, size or age: `shoes under 200`, `phone less than 1000`
  'under',
  'below',
  'over',
  'above',
  'less',
  'more',
  'than',
  'between',
  'max',
  'maximum',
]);
const HAS_DIGIT = /\p{N}/u;

/**
 * Words naming how a product is packed or grouped rather than what it is: `set`, `pack`, `طقم`,
 * `علبة`, `كرتون`, `بطل` (Iraqi "bottle"), `شريط` (a strip of tablets). Before (Arabic) or after (English) another content word
 * they are not the head: `طقم مفكات` is screwdrivers, `بطل ماي` water, `spark plug set` plugs.
 * Words that are also products of their own (`bag`, `box`, `bottle`, `كيس`, `صندوق`) are not here.
 */
// biome-ignore format: a word table reads best packed
const CONTAINER_WORDS: ReadonlySet<string> = new Set(
  [
    'set', 'sets', 'pack', 'packs', 'kit', 'kits', 'bundle', 'bundles', 'combo', 'lot', 'pair', 'pairs', 'pc', 'pcs',
    'piece', 'pieces', 'multipack', 'carton', 'cartons', 'dozen',
    'طقم', 'اطقم', 'علبة', 'علبه', 'علب', 'كرتون', 'كرتونة', 'كراتين', 'باكيت', 'باكت', 'بكت', 'عبوة', 'عبوات', 'بطل',
    'بطلين', 'قنينة', 'قنينه', 'قزازة', 'قزازه', 'زجاجة', 'حبة', 'حبه', 'حبات', 'زوج', 'ازواج', 'درزن', 'دزينة',
    'شدة', 'شده', 'ربطة', 'ربطه', 'رزمة', 'رزمه', 'رام', 'لفة', 'لفه', 'سطل', 'جالون', 'جالونات', 'قطعة', 'قطع', 'شريط',
  ].map((w) => normalizeWord(w)),
);

/** Whether `words` holds a normalized word, with or without the article. */
const holds = (words: ReadonlySet<string>, word: string): boolean =>
  words.has(word) || (word.startsWith('ال') && words.has(word.slice(2)));

/** Whether a word (normalized, with or without the article) names a packing, not a product. */
const isContainerWord = (word: string): boolean => holds(CONTAINER_WORDS, word);

/**
 * Words naming a device without its kind (`مكينة ديال الحسانة` is a shaver, `جهاز ضغط` a blood
 * pressure monitor) or tools without theirs (`ادوات مكياج` is make-up): the word after them says
 * what the shopper wants.
 */
const DEVICE_WORDS: ReadonlySet<string> = new Set(
  ['جهاز', 'اجهزة', 'ماكينة', 'مكينة', 'ماشينة', 'مكنة', 'آلة', 'ادوات', 'machine', 'device'].map((w) =>
    normalizeWord(w),
  ),
);

/** Whether a word as typed names a device without its kind (`ماكينة`, `جهاز`, `machine`). */
export const isDeviceWord = (word: string): boolean => holds(DEVICE_WORDS, normalizeWord(word));

/** Whether a word as typed names a packing (`كرتون`, `set`), not a product. */
export const isPackingWord = (word: string): boolean => isContainerWord(normalizeWord(word));

/** Not a number, a model or size (`128gb`), a unit or a function word; Arabizi (`7aleeb`) is a word. */
const isContentWord = (word: string): boolean => {
  const w = normalizeWord(word);
  if (w === '' || isStopword(w) || unitDefinition(w) !== undefined) return false;
  return !HAS_DIGIT.test(w) || (/^\p{L}/u.test(w.replace(/^\d/u, '')) && looksArabizi(w));
};

/**
 * The head word of a product query: the word naming the kind of product, which the other words
 * qualify. Arabic (and Arabizi) noun phrases are head-first (`حذاء رياضي`, `شنطة ظهر`), English
 * ones head-last, before any prepositional qualifier (`running shoes`, `perfume for men`).
 * Numbers, units and function words are never heads. -1 when no word qualifies.
 */
export function headWordIndex(words: readonly string[], lang: string): number {
  if (!HEAD_FINAL.has(lang)) {
    // The people the shopper buys for are no head when a thing follows (`عيالي يحبون الشوكولاتة`).
    const thing = words.findIndex((w) => isContentWord(w) && !isPersonWord(normalizeWord(w)));
    // A thing said right after "I want" is what is wanted, before one said after what the shopper
    // will do with it (`اريد اسوي شاي بالبيت اريد كتلي`: the kettle).
    const wanted = words.findIndex((w, i) => {
      const n = normalizeWord(w);
      return isContentWord(w) && !isPersonWord(n) && !isCommonWord(n) && afterWanting(words, i);
    });
    const first = wanted >= 0 ? wanted : thing >= 0 ? thing : words.findIndex(isContentWord);
    if (first < 0 || !isContainerWord(normalizeWord(words[first] ?? ''))) return first;
    // `علبة تونة`, `طقم مفكات`: the packed thing after the packing word.
    const next = words.findIndex((w, i) => i > first && isContentWord(w));
    return next < 0 ? first : next;
  }
  let head = -1;
  let before = -1;
  for (let i = 0; i < words.length; i++) {
    const w = normalizeWord(words[i] ?? '');
    if (QUALIFIER_OPENERS.has(w) && head >= 0) {
      // `set of knives`: the packed thing follows `of`.
      if (w === 'of' && isContainerWord(normalizeWord(words[head] ?? ''))) continue;
      break;
    }
    if (!isContentWord(w)) continue;
    if (head >= 0 && !isContainerWord(normalizeWord(words[head] ?? ''))) before = head;
    head = i;
  }
  // `spark plug set`, `towel pack`: the word before the packing word.
  if (head >= 0 && isContainerWord(normalizeWord(words[head] ?? '')) && before >= 0) return before;
  return head;
}

/** Whether the word before `at`, function words aside, says "I want" (`ابي`, `عايز`, `بغيت`). */
function afterWanting(words: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const w = normalizeWord(words[i] ?? '');
    if (isWantWord(w)) return true;
    if (w === '' || !isStopword(w)) return false;
  }
  return false;
}

/**
 * The order in which to let a query's words go when it finds too little: the words farthest from
 * the head first, the head last. Among words at the same distance, the later typed goes first.
 */
export function relaxationOrder(words: readonly string[], lang: string): number[] {
  const head = headWordIndex(words, lang);
  const order = words.map((_, i) => i);
  if (head < 0) return order.reverse();
  return order.sort((a, b) => Math.abs(b - head) - Math.abs(a - head) || b - a);
}

/** Where a coordinated name splits into its parts: `Refrigerators & Freezers`, `Tea, Coffee and Sugar`. */
const CONJUNCTIONS = /\s*(?:&|\+|,|\band\b)\s*/u;
const ACRONYM = /^[A-Z0-9]{2,}$/u;

/**
 * The head words of a product or category name, as written: the words naming the kind of
 * thing it is. Arabic names put the kind first (`حامل جوال مغناطيسي`: a holder, `ثلاجة سامسونج`:
 * a fridge). English names put it last, before any qualifier and after the specs, which are
 * skipped (`Magnetic car phone holder`, `Apple iPhone 15 128GB Black`: iphone). With
 * `coordinated`, each coordinated part gives its head (`ثلاجات وفريزرات`, `Tea & Coffee`).
 */
export function nameHeadWords(name: string, lang: string, coordinated = false): string[] {
  if (!HEAD_FINAL.has(lang)) {
    const words = name.split(/[\s،,]+/u).filter((w) => w !== '');
    let first = words.findIndex(isContentWord);
    if (first < 0) return [];
    if (isContainerWord(normalizeWord(words[first] ?? ''))) {
      const next = words.findIndex((w, i) => i > first && isContentWord(w));
      if (next >= 0) first = next;
    }
    const heads = [words[first] ?? ''];
    if (coordinated)
      for (let i = first + 1; i < words.length; i++)
        if (/^و./u.test(words[i] ?? '')) heads.push(words[i] ?? '');
    return heads;
  }
  const heads: string[] = [];
  for (const part of coordinated ? name.split(CONJUNCTIONS) : [name.split(',')[0] ?? '']) {
    const words = part.split(/[\s/()]+/u).filter((w) => w !== '');
    const cut = words.findIndex((w, i) => i > 0 && QUALIFIER_OPENERS.has(normalizeWord(w)));
    const kept = cut < 0 ? words : words.slice(0, cut);
    let packing: string | undefined;
    for (let i = kept.length - 1; i >= 0; i--) {
      const w = kept[i] ?? '';
      if (!isContentWord(w) || ACRONYM.test(w) || canonicalColor(w) !== undefined) continue;
      // `Bath towel set`: the towel, unless the packing word is all the name says.
      if (isContainerWord(normalizeWord(w))) {
        packing ??= w;
        continue;
      }
      packing = undefined;
      heads.push(w);
      break;
    }
    if (packing !== undefined) heads.push(packing);
  }
  return heads;
}

/**
 * Nouns that name a department rather than a kind of product (`ملابس` clothes, `مستلزمات`
 * supplies, `accessories`): their modifier says which kind (`ملابس للأطفال`, `baby products`).
 */
// biome-ignore format: a word table reads best packed
const DEPARTMENT_WORDS: ReadonlySet<string> = new Set(
  [
    'ملابس', 'لبس', 'هدوم', 'حوايج', 'اغراض', 'مستلزمات', 'منتجات', 'ادوات', 'اكسسوارات', 'اشياء', 'حاجات', 'العاب',
    'لوازم', 'clothes', 'clothing', 'wear', 'products', 'supplies', 'accessories', 'items', 'stuff', 'things', 'toys',
    'gear', 'essentials', 'vetements', 'articles', 'produits', 'jouets',
  ].map((w) => normalizeWord(w)),
);

/** Whether a word (normalized, with or without its article or a clitic) names a department, not a kind. */
export function isDepartmentWord(word: string): boolean {
  const w = normalizeWord(word);
  if (DEPARTMENT_WORDS.has(w)) return true;
  for (const prefix of ['ال', 'وال', 'بال', 'لل', 'و'])
    if (w.startsWith(prefix) && DEPARTMENT_WORDS.has(w.slice(prefix.length))) return true;
  return false;
}
