/**
 * Numbers as shoppers type them: any digit system (ASCII, Arabic-Indic, Persian, full-width
 * and every other Unicode decimal digit), `٫` or `.` as decimal point, `٬` or `,` as thousands
 * separator. A comma followed by one or two digits is a decimal comma (`12,99`).
 */

const DECIMAL_DIGIT = /\p{Nd}/u;
const zeroOf = new Map<number, number>();

/** The value 0..9 of a decimal digit of any system, or -1. */
export function digitValue(codePoint: number): number {
  if (codePoint >= 0x30 && codePoint <= 0x39) return codePoint - 0x30;
  if (codePoint >= 0x0660 && codePoint <= 0x0669) return codePoint - 0x0660;
  if (codePoint >= 0x06f0 && codePoint <= 0x06f9) return codePoint - 0x06f0;
  let zero = zeroOf.get(codePoint);
  if (zero === undefined) {
    zero = -1;
    if (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint))) {
      // Unicode lays out every decimal digit system as runs of ten starting at zero.
      let start = codePoint;
      while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
      zero = codePoint - ((codePoint - start) % 10);
    }
    zeroOf.set(codePoint, zero);
  }
  return zero < 0 ? -1 : codePoint - zero;
}

/** `s` with every decimal digit as ASCII and the Arabic separators as `.` and `,`. */
export function asciiDigits(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp === 0x066b) out += '.';
    else if (cp === 0x066c) out += ',';
    else {
      const d = cp < 0x80 ? -1 : digitValue(cp);
      out += d >= 0 ? String(d) : ch;
    }
  }
  return out;
}

const PLAIN = /^\d+(?:\.\d+)?$/u;
const THOUSANDS_COMMA = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/u;
const THOUSANDS_DOT = /^\d{1,3}(?:\.\d{3}){2,}$/u;
const EUROPEAN = /^\d{1,3}(?:\.\d{3})+,\d+$/u;
const DECIMAL_COMMA = /^\d+,\d{1,2}$/u;

/** The number written in `s`, or null when `s` is not a number. */
export function parseNumber(s: string): number | null {
  const t = asciiDigits(s.trim());
  let plain: string;
  if (PLAIN.test(t)) plain = t;
  else if (THOUSANDS_COMMA.test(t)) plain = t.replaceAll(',', '');
  else if (THOUSANDS_DOT.test(t)) plain = t.replaceAll('.', '');
  else if (EUROPEAN.test(t)) plain = t.replaceAll('.', '').replace(',', '.');
  else if (DECIMAL_COMMA.test(t)) plain = t.replace(',', '.');
  else return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** A number as a short canonical string: at most three decimals, no trailing zeros. */
export function formatNumber(n: number): string {
  const rounded = Math.round(n * 1000) / 1000;
  return Number.isInteger(rounded) ? rounded.toFixed(0) : String(rounded);
}
