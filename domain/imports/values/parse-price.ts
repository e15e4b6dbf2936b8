import { digitValue } from '../../language/parse-number.ts';

/** Currencies with three minor digits: in them `1.250` is one unit and 250 fils. */
export const THREE_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'KWD',
  'BHD',
  'OMR',
  'JOD',
  'TND',
  'LYD',
  'IQD',
]);

/** Currency signs written beside prices, and the code each stands for. */
const CURRENCY_SIGNS: readonly (readonly [string, string])[] = [
  ['ر.س', 'SAR'],
  ['رس', 'SAR'],
  ['ريال', 'SAR'],
  ['د.إ', 'AED'],
  ['درهم', 'AED'],
  ['د.ك', 'KWD'],
  ['دينار', 'KWD'],
  ['ر.ق', 'QAR'],
  ['د.ب', 'BHD'],
  ['ر.ع', 'OMR'],
  ['ج.م', 'EGP'],
  ['جنيه', 'EGP'],
  ['د.ا', 'JOD'],
  ['د.م', 'MAD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
];

export type PriceResult =
  | { readonly ok: true; readonly value: string; readonly currency: string | null }
  | { readonly ok: false; readonly message: string };

const fail = (message: string): PriceResult => ({ ok: false, message });

/** Digits of every system as ASCII; `٫` and `٬` kept apart from `.` and `,` (they are never ambiguous). */
function toAscii(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    const d = cp < 0x80 ? -1 : digitValue(cp);
    out += d >= 0 ? String(d) : ch;
  }
  return out;
}

/** Takes a currency code or sign off the text; answers the rest and the code found. */
function splitCurrency(text: string, known: ReadonlySet<string>): { rest: string; currency: string | null } {
  const code = /(?:^|\s|\d)([A-Z]{3})(?:$|\s)|^([A-Z]{3})(?=\s|\d)/.exec(text);
  const found = code?.[1] ?? code?.[2];
  if (found && known.has(found)) return { rest: text.replace(found, ' '), currency: found };
  for (const [sign, iso] of CURRENCY_SIGNS) {
    if (text.includes(sign)) return { rest: text.replace(sign, ' '), currency: iso };
  }
  return { rest: text, currency: null };
}

/**
 * A price as merchants write it in spreadsheets and feeds, as a decimal string. Rules
 * (docs/imports.md): digits of any system; `٫` is always the decimal mark and `٬` always
 * groups thousands; with both `.` and `,` the last one is the decimal mark; a mark that
 * appears twice groups thousands; a single mark followed by 1, 2 or 4+ digits is the decimal
 * mark; a single mark followed by exactly 3 digits groups thousands (`1,250` and `1.250` are
 * 1250), except a `.` in a three-decimal currency (KWD, BHD, OMR, JOD, TND, LYD, IQD), where
 * `1.250` is 1.25. Spaces, apostrophes and a currency code or sign beside the number are
 * allowed; the code found is answered.
 */
export function parsePrice(raw: string, currency: string, knownCurrencies: ReadonlySet<string>): PriceResult {
  // Most cells are plain ASCII like `59.15`: the general rules below would read them the same way.
  const plain = PLAIN_PRICE.exec(raw);
  if (plain) return finish(plain[1] ?? '', plain[2] ?? '', null);
  const text = toAscii(raw.normalize('NFKC')).trim();
  if (text === '') return fail('is empty');
  const { rest, currency: found } = splitCurrency(text, knownCurrencies);
  const minorDigits3 = THREE_DECIMAL_CURRENCIES.has(found ?? currency);
  let t = rest.replace(/[\s\u00a0\u202f'’]/g, '');
  if (t.startsWith('-')) return fail('must not be negative');
  if (!/^[\d.,٫٬]+$/.test(t) || !/\d/.test(t)) return fail(`"${raw}" is not a price`);
  t = t.replaceAll('٬', '');
  let intPart: string;
  let fraction = '';
  if (t.includes('٫')) {
    const [a = '', b = '', ...more] = t.split('٫');
    if (more.length > 0 || /[.,]/.test(b)) return fail(`"${raw}" is not a price`);
    intPart = a.replace(/[.,]/g, '');
    fraction = b;
  } else {
    const dots = t.split('.').length - 1;
    const commas = t.split(',').length - 1;
    let decimalMark: '.' | ',' | null = null;
    if (dots > 0 && commas > 0) decimalMark = t.lastIndexOf('.') > t.lastIndexOf(',') ? '.' : ',';
    else if (dots === 1 || commas === 1) {
      const mark = dots === 1 ? '.' : ',';
      const after = t.length - t.indexOf(mark) - 1;
      decimalMark = after !== 3 || (mark === '.' && minorDigits3) ? mark : null;
    }
    const group = decimalMark === '.' ? ',' : decimalMark === ',' ? '.' : null;
    if (decimalMark && t.split(decimalMark).length > 2) return fail(`"${raw}" is not a price`);
    const [a = '', b = ''] = decimalMark ? t.split(decimalMark) : [t];
    const groups = group ? a.split(group) : a.split(/[.,]/);
    if (groups.length > 1 && groups.slice(1).some((g) => g.length !== 3))
      return fail(`"${raw}": digit groups must be of three`);
    intPart = groups.join('');
    fraction = b;
  }
  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(fraction)) return fail(`"${raw}" is not a price`);
  if (intPart === '' && fraction === '') return fail(`"${raw}" is not a price`);
  return finish(intPart, fraction, found);
}

/** Up to 15 ASCII digits, then a dot and one or two: no other rule applies to it. */
const PLAIN_PRICE = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** The decimal string of an integer part and a fraction, both of digits only. */
function finish(intPart: string, rawFraction: string, currency: string | null): PriceResult {
  const fraction = rawFraction.replace(/0+$/, '');
  if (fraction.length > 4) return fail('has more than 4 decimals');
  const whole = intPart.replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > 15) return fail('is too large');
  const value = fraction ? `${whole}.${fraction.padEnd(2, '0')}` : whole;
  return { ok: true, value, currency };
}
