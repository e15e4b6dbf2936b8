import { isFoldSafe } from './char-class.ts';
import { normalizeText, normalizeWord } from './normalize.ts';
import { tokenize } from './tokenize.ts';

export type WordScript = 'arabic' | 'latin' | 'number' | 'other';

/** A word of the analyzed text, normalized, with its place in the text as given. */
export interface WordToken {
  /** Offsets of the original characters (a merged token spans all of its words). */
  readonly start: number;
  readonly end: number;
  /** The normalized word. */
  readonly word: string;
  /** Normalized but with apostrophes kept, for Arabizi (`3'` is غ). */
  readonly spelled: string;
  readonly script: WordScript;
}

const NUMBER = /^\d+(?:[.,]\d+)*$/u;

export function scriptOf(word: string): WordScript {
  const c = word.charCodeAt(0);
  if (c >= 0x0621 && c <= 0x064a) return 'arabic';
  if (NUMBER.test(word)) return 'number';
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) ? 'latin' : 'other';
}

/**
 * The normalized words of `text`. A word holding compatibility characters is split again after
 * normalization (a ligature such as ﷽ becomes several words), so a text and its NFKC form give
 * the same words.
 */
export function wordTokens(text: string): WordToken[] {
  const out: WordToken[] = [];
  for (const raw of tokenize(text)) {
    const word = normalizeWord(raw.text);
    if (word === '') continue;
    if (isFoldSafe(raw.text) || tokenize(word).length === 1) {
      out.push({
        start: raw.start,
        end: raw.end,
        word,
        spelled: normalizeText(raw.text),
        script: scriptOf(word),
      });
      continue;
    }
    for (const part of tokenize(word)) {
      const w = normalizeWord(part.text);
      if (w !== '') out.push({ start: raw.start, end: raw.end, word: w, spelled: w, script: scriptOf(w) });
    }
  }
  return out;
}
