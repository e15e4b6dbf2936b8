/**
 * The per-character folding table behind normalizeText / normalizeWord: one Uint16Array read
 * per UTF-16 code unit. Entries map to a single character, to nothing (DELETE) or to a short
 * string (MULTI, looked up in a small map).
 */

const DELETE = 0xffff;
const MULTI = 0xfffe;

const fold = new Uint16Array(0x10000);
for (let c = 0; c < 0x10000; c++) fold[c] = c;
const multi = new Map<number, string>();

const set = (chars: string, to: string): void => {
  for (const ch of chars) {
    const c = ch.charCodeAt(0);
    if (to === '') fold[c] = DELETE;
    else if (to.length === 1) fold[c] = to.charCodeAt(0);
    else {
      fold[c] = MULTI;
      multi.set(c, to);
    }
  }
};
const range = (from: number, to: number, target: string): void => {
  for (let c = from; c <= to; c++) set(String.fromCharCode(c), target);
};

// Latin: lower case and strip diacritics (é → e). Greek and Cyrillic: lower case only.
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x41, 0x5a],
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
];
for (const [from, to] of LATIN_RANGES) {
  for (let c = from; c <= to; c++) {
    const base = String.fromCharCode(c).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (base.length === 1 && base !== String.fromCharCode(c)) fold[c] = base.charCodeAt(0);
  }
}
for (let c = 0x370; c <= 0x52f; c++) {
  const lower = String.fromCharCode(c).toLowerCase();
  if (lower.length === 1) fold[c] = lower.charCodeAt(0);
}
set('ß', 'ss');
set('æÆ', 'ae');
set('œŒ', 'oe');
set('øØ', 'o');
set('đĐðÐ', 'd');
set('łŁ', 'l');
set('ıİ', 'i');
set('þÞ', 'th');
set('ħĦ', 'h');

// Combining marks and invisible format characters carry no meaning for search.
range(0x0300, 0x036f, '');
range(0x200b, 0x200f, '');
range(0x202a, 0x202e, '');
range(0x2060, 0x2064, '');
set('\u00ad\ufeff\u061c', '');

// Arabic: harakat, Quranic marks, superscript alef and tatweel go.
range(0x064b, 0x065f, '');
range(0x0610, 0x061a, '');
range(0x06d6, 0x06dc, '');
range(0x06df, 0x06e8, '');
range(0x06ea, 0x06ed, '');
set('\u0670\u0640', '');
// Letter forms that shoppers write interchangeably.
set('أإآٱٲٳ', 'ا');
set('ى', 'ي');
set('ة', 'ه');
set('ؤ', 'و');
set('ئ', 'ي');
// Lone hamza is dropped: حذاء and the common spelling حذا meet, شيء and شي too.
set('ء', '');
// Persian, Urdu and Kurdish letters, as their Arabic counterparts.
set('کڪ', 'ك');
set('گګڭ', 'ك');
set('یېۍێۑےۓ', 'ي');
set('ھۀەہۂۃ', 'ه');
set('پ', 'ب');
set('چ', 'ج');
set('ژ', 'ز');
set('ڤ', 'ف');
set('ڨ', 'ق');
// Maghrebi letters: G written ݣ (Moroccan keyboards) or ڠ, V written ڥ, the Maghrebi forms of
// fa (ڢ, its dot below) and qaf (ڧ, one dot above; ٯ undotted).
set('ݣ', 'ك');
set('ڠ', 'غ');
set('ڥڢ', 'ف');
set('ڧٯ', 'ق');
set('ٹ', 'ت');
set('ڈ', 'د');
set('ڑ', 'ر');
set('ں', 'ن');
set('ۆۇۈۋۅۉ', 'و');
set('ڵ', 'ل');
// Digits of the Arabic and Persian systems, and the Arabic separators and punctuation.
for (let d = 0; d < 10; d++) {
  fold[0x0660 + d] = 0x30 + d;
  fold[0x06f0 + d] = 0x30 + d;
}
set('٫', '.');
set('٬', ',');
set('،', ',');
set('؛', ';');
set('؟', '?');
set('٪', '%');
set('۔', '.');
set('“”„″', '"');
set('‘’ʼ', "'");
set('–—', '-');

// Close the table over itself, so that one pass reaches the fixed point: Ǣ folds to æ and æ to
// ae, so Ǣ folds to ae (likewise Ǿ → ø → o, ẞ → ß → ss). Done once when the module loads.
const targetOf = (c: number): string => {
  const m = fold[c] ?? c;
  return m === DELETE ? '' : m === MULTI ? (multi.get(c) ?? '') : String.fromCharCode(m);
};
const foldOnce = (s: string): string => {
  let out = '';
  for (let i = 0; i < s.length; i++) out += targetOf(s.charCodeAt(i));
  return out;
};
for (let c = 0; c < 0x10000; c++) {
  const first = targetOf(c);
  let to = first;
  for (let round = 0, next = foldOnce(to); next !== to; round++, next = foldOnce(to)) {
    if (round === 8) throw new Error(`char-fold: U+${c.toString(16)} never settles`);
    to = next;
  }
  if (to !== first) {
    multi.delete(c);
    set(String.fromCharCode(c), to);
  }
}

const APOSTROPHE = 0x27;
const isArabicLetter = (c: number): boolean => c >= 0x0621 && c <= 0x064a;
const isSpace = (c: number): boolean =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a);

/**
 * Folds every character of `s` through the table. In word mode apostrophes are dropped too.
 * Whitespace runs become one space and the result is trimmed. A letter stretched three or more
 * times in Arabic (جمييييل) is written once.
 */
export function foldChars(s: string, word: boolean): string {
  let changed = false;
  const out: number[] = [];
  let run = 0;
  let last = -1;
  let stretched = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let m = fold[c] ?? c;
    if (isSpace(c)) m = 0x20;
    if (m !== c) changed = true;
    if (m === DELETE || (word && m === APOSTROPHE)) {
      changed = true;
      continue;
    }
    if (m === 0x20 && (last === 0x20 || out.length === 0)) {
      changed = true;
      continue;
    }
    if (m === MULTI) {
      for (const ch of multi.get(c) ?? '') out.push(ch.charCodeAt(0));
      last = -1;
      continue;
    }
    run = m === last ? run + 1 : 1;
    if (run === 3 && isArabicLetter(m)) stretched = true;
    out.push(m);
    last = m;
  }
  if (last === 0x20) {
    out.pop();
    changed = true;
  }
  if (!changed && !stretched) return s;
  let result = '';
  for (let i = 0; i < out.length; i += 4096) result += String.fromCharCode(...out.slice(i, i + 4096));
  return stretched ? result.replace(/([\u0621-\u064a])\1{2,}/gu, '$1') : result;
}
