import { isFoldSafe } from './char-class.ts';
import { foldChars } from './char-fold.ts';

/** NFKC only when some character needs it; then fold until the result is stable. */
function normalize(s: string, word: boolean): string {
  let out = foldChars(isFoldSafe(s) ? s : s.normalize('NFKC'), word);
  if (isFoldSafe(out)) return out;
  // Other scripts: removing a joiner can let NFKC compose two characters; settle on a fixed point.
  for (let i = 0; i < 4; i++) {
    const next = foldChars(out.normalize('NFKC'), word);
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * The text as search sees it: NFKC (presentation forms, lam-alef ligatures, full-width
 * letters), Latin lower case without diacritics, Arabic letter forms unified (أ إ آ ٱ → ا,
 * ى → ي, ة → ه, ؤ → و, ئ → ي, lone ء dropped), harakat and tatweel removed, Persian and Urdu
 * letters mapped to Arabic ones, Arabic-Indic and Persian digits as ASCII, Arabic punctuation
 * as ASCII punctuation, whitespace collapsed. Idempotent.
 */
export const normalizeText = (s: string): string => normalize(s, false);

/** One word, normalized as normalizeText does, with apostrophes removed (`men's` → `mens`). */
export const normalizeWord = (w: string): string => normalize(w, true);
