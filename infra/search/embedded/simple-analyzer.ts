import type { AnalysisContext, AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]+$/u;
const NON_WORD = /[^\p{L}\p{N}\p{M}]+/u;

let bmpWordChars: Uint8Array | undefined;

/** 1 for letters, digits and combining marks of the Basic Multilingual Plane (built once). */
function wordChars(): Uint8Array {
  if (bmpWordChars === undefined) {
    bmpWordChars = new Uint8Array(0x10000);
    for (let c = 0; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      if (WORD_CHAR.test(String.fromCharCode(c))) bmpWordChars[c] = 1;
    }
  }
  return bmpWordChars;
}

const token = (position: number, original: string, start: number, term: string): AnalyzedToken => ({
  position,
  original,
  start,
  end: start + original.length,
  terms: [{ term, weight: 1, kind: 'surface' }],
});

/**
 * A language-neutral analyzer: NFKC, lower case, words are runs of letters and digits
 * (combining marks stay with their letter). Each token has its surface form only.
 * Offsets point into the text as given, so highlights wrap the original characters.
 */
export class SimpleAnalyzer implements Analyzer {
  analyze(text: string, _context: AnalysisContext): AnalyzedToken[] {
    const normalized = text.normalize('NFKC').toLowerCase();
    // When normalization kept every offset, scan the normalized text directly.
    return normalized.length === text.length ? this.scan(text, normalized) : this.perWord(text);
  }

  private scan(text: string, normalized: string): AnalyzedToken[] {
    const table = wordChars();
    const tokens: AnalyzedToken[] = [];
    const n = normalized.length;
    let i = 0;
    while (i < n) {
      const start = i;
      while (i < n && isWordAt(normalized, i, table)) i += charLength(normalized, i);
      if (i > start)
        tokens.push(token(tokens.length, text.slice(start, i), start, normalized.slice(start, i)));
      else i += charLength(normalized, i);
    }
    return tokens;
  }

  private perWord(text: string): AnalyzedToken[] {
    const tokens: AnalyzedToken[] = [];
    for (const match of text.matchAll(WORD)) {
      const original = match[0];
      const normalized = original.normalize('NFKC').toLowerCase();
      // NFKC can expand a character into punctuation (a fraction, a ligature): split again.
      const parts = NON_WORD.test(normalized)
        ? normalized.split(NON_WORD).filter((p) => p !== '')
        : [normalized];
      for (const term of parts) tokens.push(token(tokens.length, original, match.index, term));
    }
    return tokens;
  }
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;

function charLength(text: string, i: number): number {
  return isHighSurrogate(text.charCodeAt(i)) && i + 1 < text.length ? 2 : 1;
}

function isWordAt(text: string, i: number, table: Uint8Array): boolean {
  const c = text.charCodeAt(i);
  if (!isHighSurrogate(c)) return table[c] === 1;
  return WORD_CHAR.test(text.slice(i, i + 2));
}
