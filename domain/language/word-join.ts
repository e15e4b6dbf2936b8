import type { Vocabulary } from '../search/analyzer.ts';
import { isCommonWord } from './common-words.ts';
import { crossScriptCandidates } from './cross-script.ts';
import { consonantSkeleton, phoneticKey } from './skeleton.ts';
import type { MergedToken } from './token-merge.ts';
import type { WordToken } from './word-tokens.ts';

/** Words shorter than this are not joined (`ال`, `el`, `de` would join with anything). */
const MIN_PART = 3;
/** A joined name is at least this long (a short join matches too much by sound). */
const MIN_JOINED = 6;

const unknown = (vocabulary: Vocabulary, word: string): boolean =>
  vocabulary.documentFrequency(word) === 0 && !isCommonWord(word) && word.length >= MIN_PART;

const ARABIC_LETTER = /^[\u0621-\u064a]/u;

/**
 * The catalog word `joined` names, as written, spelled alike in its script (`reddragon` is
 * `redragon`: the same sounds), or in the other script; null when none.
 */
function catalogWord(joined: string, script: 'arabic' | 'latin', vocabulary: Vocabulary): string | null {
  if (vocabulary.documentFrequency(joined) > 0) return joined;
  const key = phoneticKey(joined);
  for (const term of vocabulary.termsBySkeleton(consonantSkeleton(joined))) {
    if (ARABIC_LETTER.test(term) === (script === 'arabic') && phoneticKey(term) === key) return term;
  }
  const other = crossScriptCandidates(joined, script === 'arabic' ? 'latin' : 'arabic', vocabulary, 1);
  return other.length > 0 ? joined : null;
}

/** Both words read on their own as catalog words of the other script (`shai rabi3`: شاي, ربيع). */
function readAlone(x: string, y: string, script: 'arabic' | 'latin', vocabulary: Vocabulary): boolean {
  const other = script === 'arabic' ? 'latin' : 'arabic';
  return [x, y].every((w) => crossScriptCandidates(w, other, vocabulary, 1).length > 0);
}

/**
 * Query mode: two neighbouring words the catalog does not know, written in one script, that
 * together are one catalog word, written as one or in the other script, become one word
 * (`ريد دراجون` → `ريددراجون`, which sounds like the catalog's `redragon`; `red dragon` →
 * the catalog's `redragon`, the same sounds). Everyday words (`زين`, `بدي`) are never joined,
 * nor two words that each read on their own as a catalog word of the other script.
 */
export function joinSplitNames(merged: readonly MergedToken[], vocabulary: Vocabulary): MergedToken[] {
  const out: MergedToken[] = [];
  for (let i = 0; i < merged.length; i++) {
    const a = merged[i] as MergedToken;
    const b = merged[i + 1];
    if (a.kind === 'word' && b?.kind === 'word') {
      const x = a.token;
      const y = b.token;
      const script = x.script;
      if (
        (script === 'arabic' || script === 'latin') &&
        y.script === script &&
        unknown(vocabulary, x.word) &&
        unknown(vocabulary, y.word)
      ) {
        const joined = x.word + y.word;
        const word = joined.length >= MIN_JOINED ? catalogWord(joined, script, vocabulary) : null;
        if (word !== null && !readAlone(x.word, y.word, script, vocabulary)) {
          const token: WordToken = {
            start: x.start,
            end: y.end,
            word,
            spelled: word === joined ? x.spelled + y.spelled : word,
            script,
          };
          out.push({ kind: 'word', token });
          i++;
          continue;
        }
      }
    }
    out.push(a);
  }
  return out;
}
