import type { Vocabulary } from '../search/analyzer.ts';
import { isCommonWord } from './common-words.ts';
import { crossScriptCandidates } from './cross-script.ts';
import { consonantSkeleton, phoneticKey } from './skeleton.ts';
import { isStopword } from './stopwords.ts';
import type { MergedToken } from './token-merge.ts';
import type { WordToken } from './word-tokens.ts';

/** Words shorter than this are not joined (`el`, `de` would join with anything). */
const MIN_PART = 3;
/**
 * Arabic letters leave short vowels unwritten: a part of two letters (`ون`, one) is enough there.
 * The article and the everyday words of two letters (`ال`, `في`, `من`) are never parts.
 */
const MIN_ARABIC_PART = 2;
/** A joined name is at least this long (a short join matches too much by sound). */
const MIN_JOINED = 6;

const ARABIC_LETTER = /^[\u0621-\u064a]/u;

const unknown = (vocabulary: Vocabulary, word: string): boolean =>
  vocabulary.documentFrequency(word) === 0 &&
  !isCommonWord(word) &&
  !isStopword(word) &&
  word !== 'ال' &&
  word.length >= (ARABIC_LETTER.test(word) ? MIN_ARABIC_PART : MIN_PART);

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

/**
 * Latin letters as their names are said and written in Arabic (`سي` C, `اس` S, `تي` T), each with
 * the letters it may stand for (`بي` is B or P, Arabic having no P; `اي` is A, E or I). Written by
 * the project.
 */
const LETTER_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ['ايه', 'a'],
      ['اي', 'aei'],
      ['بي', 'bp'],
      ['سي', 'c'],
      ['دي', 'd'],
      ['اف', 'f'],
      ['جي', 'g'],
      ['اتش', 'h'],
      ['اش', 'h'],
      ['جاي', 'j'],
      ['جيه', 'j'],
      ['كي', 'k'],
      ['كيه', 'k'],
      ['ال', 'l'],
      ['ام', 'm'],
      ['ان', 'n'],
      ['او', 'o'],
      ['كيو', 'q'],
      ['ار', 'r'],
      ['اس', 's'],
      ['تي', 't'],
      ['يو', 'u'],
      ['في', 'v'],
      ['دبليو', 'w'],
      ['اكس', 'x'],
      ['واي', 'y'],
      ['زد', 'z'],
      ['زي', 'z'],
    ] as const
  ).map(([name, letters]) => [name, [...letters]]),
);

/** At most this many letter names are read as one code (`تي اس` of `TS3440`). */
const MAX_CODE_LETTERS = 3;

/** Every Latin spelling of a run of letter names (`بي جي` → `bg`, `pg`), each followed by `digits`. */
function spellings(names: readonly string[], digits: string): string[] {
  let out = [''];
  for (const name of names) {
    const letters = LETTER_NAMES.get(name) ?? [];
    out = out.flatMap((prefix) => letters.map((letter) => prefix + letter));
  }
  return out.map((code) => code + digits);
}

const catalogCode = (names: readonly string[], digits: string, vocabulary: Vocabulary): string | null =>
  spellings(names, digits).find((code) => vocabulary.documentFrequency(code) > 0) ?? null;

/**
 * Query mode: a model code whose Latin letters are written as their Arabic names, alone or before
 * its number (`سي 6` → `c6`, `تي اس 3440` → `ts3440`, `اف اي` → `fe`), becomes the code, when the
 * catalog holds it so. One letter alone is never a code (`اي` is also "any", `في` "in").
 */
export function joinSpelledCodes(merged: readonly MergedToken[], vocabulary: Vocabulary): MergedToken[] {
  let out: MergedToken[] | null = null;
  for (let i = 0; i < merged.length; i++) {
    const first = merged[i] as MergedToken;
    const names: string[] = [];
    while (names.length < MAX_CODE_LETTERS) {
      const m = merged[i + names.length];
      if (m?.kind !== 'word' || !LETTER_NAMES.has(m.token.word)) break;
      names.push(m.token.word);
    }
    let code: string | null = null;
    let length = 0;
    if (names.length > 0) {
      const next = merged[i + names.length];
      if (next?.kind === 'word' && next.token.script === 'number') {
        code = catalogCode(names, next.token.word, vocabulary);
        length = names.length + 1;
      }
      if (code === null && names.length > 1) {
        code = catalogCode(names, '', vocabulary);
        length = names.length;
      }
    }
    if (code === null) {
      out?.push(first);
      continue;
    }
    out ??= merged.slice(0, i);
    const last = merged[i + length - 1] as MergedToken;
    out.push({
      kind: 'word',
      token: { start: first.token.start, end: last.token.end, word: code, spelled: code, script: 'latin' },
    });
    i += length - 1;
  }
  return out ?? [...merged];
}
