import type { AnalysisContext, AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import { languageOfScript } from './document-analysis.ts';
import type { DocumentTexts } from './document-table.ts';

const SNIPPET_WORDS = 24;
const SNIPPET_LEAD = 6;
const ELLIPSIS = '…';

const MARKUP = /[&<>"']/u;
const MARKUP_ALL = /[&<>"']/gu;
const escapeChar = (c: string): string => `&#${c.charCodeAt(0)};`;

export const escapeHtml = (text: string): string =>
  MARKUP.test(text) ? text.replace(MARKUP_ALL, escapeChar) : text;

/** What one hit's highlights are computed from, and what was computed so far. */
class HitHighlights {
  private name: string | undefined;
  private brand: string | undefined;
  private description: string | undefined;

  constructor(
    private readonly texts: DocumentTexts,
    private readonly lang: string,
    private readonly analyzer: Analyzer,
    private readonly matched: ReadonlySet<string>,
  ) {}

  nameField(): string {
    if (this.name === undefined) {
      const name = pickLanguage(this.texts.name, this.lang);
      this.name =
        name === undefined ? '' : highlightText(name.text, this.tokens(name.text, name.lang), this.matched);
    }
    return this.name;
  }

  brandField(): string {
    if (this.brand === undefined) {
      const brand = this.texts.brand ?? '';
      this.brand = highlightText(brand, this.tokens(brand, languageOfScript(brand, this.lang)), this.matched);
    }
    return this.brand;
  }

  descriptionField(): string {
    if (this.description === undefined) {
      const description = pickLanguage(this.texts.description, this.lang);
      this.description =
        description === undefined
          ? ''
          : snippet(description.text, this.tokens(description.text, description.lang), this.matched);
    }
    return this.description;
  }

  private tokens(text: string, lang: string): readonly AnalyzedToken[] {
    return analyzedText(this.analyzer, text, lang);
  }
}

/** How many tokens of analyzed texts each analyzer keeps for highlighting (about 70 bytes each). */
export const ANALYZED_TOKENS_KEPT = 150_000;

interface Analyzed {
  readonly lang: string;
  readonly tokens: readonly AnalyzedToken[];
}

/**
 * Recently highlighted texts in two generations of at most half the token budget each: when the
 * current one is full it becomes the previous one (whose texts are let go), and a text read from
 * the previous one moves to the current one. Nothing is deleted one by one nor iterated over,
 * so keeping a text costs one lookup, as reading it does.
 */
class AnalyzedTexts {
  private current = new Map<string, Analyzed>();
  private previous = new Map<string, Analyzed>();
  private held = 0;

  constructor(private readonly analyzer: Analyzer) {}

  tokens(text: string, lang: string): readonly AnalyzedToken[] {
    const entry = this.current.get(text);
    if (entry !== undefined && entry.lang === lang) return entry.tokens;
    const old = this.previous.get(text);
    if (old !== undefined && old.lang === lang) {
      this.keep(text, old);
      return old.tokens;
    }
    const context: AnalysisContext = { mode: 'index', lang };
    const tokens = this.analyzer.analyze(text, context);
    if (tokens.length <= ANALYZED_TOKENS_KEPT / 100) this.keep(text, { lang, tokens });
    return tokens;
  }

  private keep(text: string, entry: Analyzed): void {
    const replaced = this.current.get(text);
    if (replaced !== undefined) this.held -= replaced.tokens.length;
    else if (this.held + entry.tokens.length > ANALYZED_TOKENS_KEPT / 2) {
      this.previous = this.current;
      this.current = new Map();
      this.held = 0;
    }
    this.current.set(text, entry);
    this.held += entry.tokens.length;
  }
}

const analyzedTexts = new WeakMap<Analyzer, AnalyzedTexts>();

/**
 * A text's index tokens, as the analyzer gives them, kept for the texts highlighted most
 * recently: the products that come up again and again (the hot part of a catalog) are analyzed
 * once, not on every page that shows them. Keyed by the text itself, so an edited product's new
 * text is analyzed anew; each analyzer has its own.
 */
export function analyzedText(analyzer: Analyzer, text: string, lang: string): readonly AnalyzedToken[] {
  let texts = analyzedTexts.get(analyzer);
  if (texts === undefined) {
    texts = new AnalyzedTexts(analyzer);
    analyzedTexts.set(analyzer, texts);
  }
  return texts.tokens(text, lang);
}

/**
 * A hit's highlights: own, enumerable accessors (spreading the object reads them, spreading a
 * hit copies the object unread), computed when first read. The getters are shared by every
 * instance, so making one costs little.
 */
class Highlights {
  #source: HitHighlights;

  constructor(source: HitHighlights, mask: number) {
    this.#source = source;
    if (mask & 1) Object.defineProperty(this, 'name', NAME);
    if (mask & 2) Object.defineProperty(this, 'brand', BRAND);
    if (mask & 4) Object.defineProperty(this, 'description', DESCRIPTION);
  }

  static name(of: Highlights): string {
    return of.#source.nameField();
  }

  static brand(of: Highlights): string {
    return of.#source.brandField();
  }

  static description(of: Highlights): string {
    return of.#source.descriptionField();
  }
}

const accessor = (get: (this: Highlights) => string): PropertyDescriptor => ({
  enumerable: true,
  configurable: true,
  get,
});
const NAME = accessor(function (this: Highlights) {
  return Highlights.name(this);
});
const BRAND = accessor(function (this: Highlights) {
  return Highlights.brand(this);
});
const DESCRIPTION = accessor(function (this: Highlights) {
  return Highlights.description(this);
});

/**
 * Highlights of one hit: the name (query language when present, else the first), the brand and
 * a description snippet around the first match, each computed when first read (a caller asking
 * for a window of hits and showing one page of them pays for that page only). Matching words
 * are those whose analyzed forms include a term the query matched; they are wrapped in <em>,
 * everything else is HTML-escaped.
 */
export function highlightDocument(
  texts: DocumentTexts,
  lang: string,
  analyzer: Analyzer,
  matched: ReadonlySet<string>,
): Record<string, string> {
  let mask = 0;
  if (hasAny(texts.name)) mask |= 1;
  if (texts.brand !== null && texts.brand !== '') mask |= 2;
  const description = texts.description[lang] ?? firstValue(texts.description);
  if (description !== undefined && description !== '') mask |= 4;
  if (mask === 0) return {};
  return new Highlights(new HitHighlights(texts, lang, analyzer, matched), mask) as unknown as Record<
    string,
    string
  >;
}

function firstValue(texts: Readonly<Record<string, string>>): string | undefined {
  for (const lang in texts) return texts[lang];
  return undefined;
}

function hasAny(texts: Readonly<Record<string, string>>): boolean {
  for (const _ in texts) return true;
  return false;
}

function pickLanguage(
  texts: Readonly<Record<string, string>>,
  lang: string,
): { text: string; lang: string } | undefined {
  const own = texts[lang];
  if (own !== undefined) return { text: own, lang };
  for (const first in texts) return { text: texts[first] ?? '', lang: first };
  return undefined;
}

function isMatch(token: AnalyzedToken, matched: ReadonlySet<string>): boolean {
  const terms = token.terms;
  for (let i = 0; i < terms.length; i++) if (matched.has(terms[i]?.term ?? '')) return true;
  return false;
}

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
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as AnalyzedToken;
    const { start, end, original } = token;
    if (start < cursor || end > to || end <= start) continue;
    if (!isMatch(token, matched)) continue;
    if (end - start !== original.length || !text.startsWith(original, start)) continue;
    out += `${escapeHtml(text.slice(cursor, start))}<em>${escapeHtml(original)}</em>`;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function snippet(text: string, tokens: readonly AnalyzedToken[], matched: ReadonlySet<string>): string {
  if (tokens.length <= SNIPPET_WORDS) return highlightText(text, tokens, matched);
  let firstMatch = -1;
  for (let i = 0; i < tokens.length && firstMatch < 0; i++) {
    if (isMatch(tokens[i] as AnalyzedToken, matched)) firstMatch = i;
  }
  const startWord = Math.max(0, Math.min(firstMatch - SNIPPET_LEAD, tokens.length - SNIPPET_WORDS));
  const endWord = Math.min(tokens.length, startWord + SNIPPET_WORDS);
  const from = startWord === 0 ? 0 : (tokens[startWord]?.start ?? 0);
  const to = endWord === tokens.length ? text.length : (tokens[endWord - 1]?.end ?? text.length);
  const body = highlightText(text, tokens, matched, from, to);
  return `${startWord > 0 ? ELLIPSIS : ''}${body}${endWord < tokens.length ? ELLIPSIS : ''}`;
}
