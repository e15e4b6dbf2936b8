import { isFoldSafe } from './char-class.ts';
import type { Memo } from './memo.ts';
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

/** One normalized word of a raw word (a raw word holding compatibility characters may give several). */
export interface WordForm {
  readonly word: string;
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
 * The normalized words of one raw word of the tokenizer. A word holding compatibility
 * characters is split again after normalization (a ligature such as ﷽ becomes several words),
 * so a text and its NFKC form give the same words.
 */
export function wordForms(raw: string): WordForm[] {
  const word = normalizeWord(raw);
  if (word === '') return [];
  if (isFoldSafe(raw)) return [{ word, spelled: normalizeText(raw), script: scriptOf(word) }];
  // Its NFKC form may hold punctuation (`⒋` is `4.`, `㈮` is `(金)`) or several words: keep the
  // words a query typed in that form would have (a query is read in its NFKC form).
  const nfkc = raw.normalize('NFKC');
  const parts = tokenize(nfkc);
  if (parts.length === 1 && parts[0]?.text === nfkc) {
    return [{ word, spelled: normalizeText(raw), script: scriptOf(word) }];
  }
  const out: WordForm[] = [];
  for (const part of parts) {
    const w = normalizeWord(part.text);
    if (w !== '') out.push({ word: w, spelled: normalizeText(part.text), script: scriptOf(w) });
  }
  return out;
}

/**
 * The normalized words of `text` (see `wordForms`). With `memo`, the forms of each raw word are
 * computed once and then read from it (they depend on the raw word only).
 */
export function wordTokens(text: string, memo?: Memo<readonly WordForm[]>): WordToken[] {
  const out: WordToken[] = [];
  for (const raw of tokenize(text)) {
    let forms = memo?.get(raw.text);
    if (forms === undefined) {
      forms = wordForms(raw.text);
      memo?.set(raw.text, forms);
    }
    for (let i = 0; i < forms.length; i++) {
      const form = forms[i] as WordForm;
      out.push({
        start: raw.start,
        end: raw.end,
        word: form.word,
        spelled: form.spelled,
        script: form.script,
      });
    }
  }
  return out;
}
