import type { AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import { languageOfScript } from './document-analysis.ts';
import type { DocumentTexts } from './document-table.ts';

const SNIPPET_WORDS = 24;
const SNIPPET_LEAD = 6;
const ELLIPSIS = '…';

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Highlights of one hit: the name (query language when present, else the first), the brand and
 * a description snippet around the first match, each computed when first read. Matching words
 * are those whose analyzed forms include a term the query matched; they are wrapped in <em>,
 * everything else is HTML-escaped.
 */
export function highlightDocument(
  texts: DocumentTexts,
  lang: string,
  analyzer: Analyzer,
  matched: ReadonlySet<string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  // Each field is computed when first read: a caller asking for a window of hits and showing
  // one page of them pays for that page only.
  const lazy = (field: string, compute: () => string): void => {
    let value: string | undefined;
    Object.defineProperty(out, field, {
      enumerable: true,
      configurable: true,
      get: () => (value ??= compute()),
    });
  };
  const name = pickLanguage(texts.name, lang);
  if (name !== undefined) {
    lazy('name', () => highlightText(name.text, analyzer.analyze(name.text, indexMode(name.lang)), matched));
  }
  const brand = texts.brand;
  if (brand !== null && brand !== '') {
    const brandLang = languageOfScript(brand, lang);
    lazy('brand', () => highlightText(brand, analyzer.analyze(brand, indexMode(brandLang)), matched));
  }
  const description = pickLanguage(texts.description, lang);
  if (description !== undefined && description.text !== '') {
    lazy('description', () =>
      snippet(description.text, analyzer.analyze(description.text, indexMode(description.lang)), matched),
    );
  }
  return out;
}

const indexMode = (lang: string) => ({ mode: 'index' as const, lang });

function pickLanguage(
  texts: Readonly<Record<string, string>>,
  lang: string,
): { text: string; lang: string } | undefined {
  const own = texts[lang];
  if (own !== undefined) return { text: own, lang };
  const [first] = Object.entries(texts);
  return first === undefined ? undefined : { text: first[1], lang: first[0] };
}

const isMatch = (token: AnalyzedToken, matched: ReadonlySet<string>): boolean =>
  token.terms.some((t) => matched.has(t.term));

/** `text` from `from` to `to` with matched tokens wrapped; offsets are trusted only when they fit the text. */
export function highlightText(
  text: string,
  tokens: readonly AnalyzedToken[],
  matched: ReadonlySet<string>,
  from = 0,
  to = text.length,
): string {
  let out = '';
  let cursor = from;
  for (const token of tokens) {
    if (token.start < cursor || token.end > to || token.end <= token.start) continue;
    if (text.slice(token.start, token.end) !== token.original || !isMatch(token, matched)) continue;
    out += `${escapeHtml(text.slice(cursor, token.start))}<em>${escapeHtml(token.original)}</em>`;
    cursor = token.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function snippet(text: string, tokens: readonly AnalyzedToken[], matched: ReadonlySet<string>): string {
  if (tokens.length <= SNIPPET_WORDS) return highlightText(text, tokens, matched);
  const firstMatch = tokens.findIndex((t) => isMatch(t, matched));
  const startWord = Math.max(0, Math.min(firstMatch - SNIPPET_LEAD, tokens.length - SNIPPET_WORDS));
  const endWord = Math.min(tokens.length, startWord + SNIPPET_WORDS);
  const from = startWord === 0 ? 0 : (tokens[startWord]?.start ?? 0);
  const to = endWord === tokens.length ? text.length : (tokens[endWord - 1]?.end ?? text.length);
  const body = highlightText(text, tokens, matched, from, to);
  return `${startWord > 0 ? ELLIPSIS : ''}${body}${endWord < tokens.length ? ELLIPSIS : ''}`;
}
