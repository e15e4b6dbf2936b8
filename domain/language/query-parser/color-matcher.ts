import { type ColorName, canonicalColor, colorNames } from '../color-lexicon.ts';
import { PhraseTable } from './phrase-table.ts';
import { phrase, type QueryWord } from './query-words.ts';

export interface ColorMatch {
  readonly from: number;
  readonly to: number;
  /** Canonical color name (`red`). */
  readonly color: string;
}

const CUES = ['لون', 'اللون', 'باللون', 'بلون', 'color', 'colour', 'colored', 'coloured', 'in'].map(
  (w) => phrase(w)[0] ?? '',
);
const MODIFIERS_AFTER = new Set(
  ['فاتح', 'غامق', 'داكن', 'فاقع', 'light', 'dark'].map((w) => phrase(w)[0] ?? ''),
);
const MODIFIERS_BEFORE = new Set(['light', 'dark', 'pale', 'bright']);

const NAMES = new PhraseTable<ColorName>(colorNames().map((name) => ({ words: name.words, value: name })));

/**
 * Finds colors in a query: any Arabic form (أحمر, حمراء, حمر, بالأحمر) or Latin name, with a
 * color word before it (`باللون`, `color`) and a shade after or before it (`فاتح`, `dark`)
 * taken along. A color that is also a food or product word (orange, olive, cream, بيض) counts
 * only with a color word before it or a shade beside it (`olive oil` is oil, `dark olive` and
 * `color olive` are colors). When the store gives its colors, only those count.
 */
export function colorMatcher(storeColors: readonly string[] | undefined): ColorMatcher {
  // A store passes the same list query after query: its matcher is built once.
  if (storeColors === undefined) return ANY_COLOR;
  let matcher = MATCHERS.get(storeColors);
  if (matcher === undefined) {
    matcher = buildMatcher(storeColors);
    MATCHERS.set(storeColors, matcher);
  }
  return matcher;
}

type ColorMatcher = (words: readonly QueryWord[], i: number) => ColorMatch | null;
const MATCHERS = new WeakMap<readonly string[], ColorMatcher>();

function buildMatcher(storeColors: readonly string[] | undefined): ColorMatcher {
  const allowed =
    storeColors === undefined
      ? null
      : new Set(storeColors.map(canonicalColor).filter((c): c is string => c !== undefined));
  return (words, i) => {
    const cue = CUES.includes(words[i]?.word ?? '') ? 1 : 0;
    const before = cue === 0 && MODIFIERS_BEFORE.has(words[i]?.word ?? '') ? 1 : 0;
    const at = i + cue + before;
    const found = NAMES.at(words, at, true);
    if (found === null) return null;
    const name = found.value;
    if (allowed !== null && !allowed.has(name.id)) return null;
    let to = at + found.length;
    const shade = before > 0 || MODIFIERS_AFTER.has(words[to]?.word ?? '');
    // A color that is also a food or product word (`olive oil`, `cream cheese`) needs a color word or a shade.
    if (name.ambiguous && cue === 0 && !shade) return null;
    if (MODIFIERS_AFTER.has(words[to]?.word ?? '')) to++;
    return { from: i, to, color: name.id };
  };
}

const ANY_COLOR = buildMatcher(undefined);
