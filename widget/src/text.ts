/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, Arabic presentation forms). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const STRONG = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeffA-Za-z\u00c0-\u02af\u0370-\u04ff]/;

export const isRtlLocale = (locale: string): boolean => /^(ar|fa|he|ur)\b/.test(locale);

/** The direction of a text by its first strong letter; the locale's when it has none (digits, spaces). */
export function directionOf(text: string, locale: string): 'rtl' | 'ltr' {
  const first = STRONG.exec(text)?.[0];
  if (first) return RTL.test(first) ? 'rtl' : 'ltr';
  return isRtlLocale(locale) ? 'rtl' : 'ltr';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? _);

/**
 * Fills `into` with a suggestion's text, the part the service marked (`<em>`) in a `<mark>`.
 * Everything is a text node: nothing the service sends is ever parsed as HTML.
 */
export function appendHighlighted(into: HTMLElement, highlighted: string | null, text: string): void {
  if (!highlighted) {
    into.textContent = text;
    return;
  }
  const re = /<em>([\s\S]*?)<\/em>/g;
  let at = 0;
  for (let m = re.exec(highlighted); m; m = re.exec(highlighted)) {
    if (m.index > at) into.append(decode(highlighted.slice(at, m.index)));
    const mark = document.createElement('mark');
    mark.textContent = decode(m[1] ?? '');
    into.append(mark);
    at = m.index + m[0].length;
  }
  if (at < highlighted.length) into.append(decode(highlighted.slice(at)));
}

/** Text of an HTML fragment, read in an inert document (no script runs, nothing loads). */
export const textOfHtml = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
