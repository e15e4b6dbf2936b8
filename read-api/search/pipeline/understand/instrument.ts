import {
  INSTRUMENT_PRONOUNS,
  isGenericNoun,
  isPurposeConjunction,
  isThingDoing,
  isUseNoun,
  isWantedToolVerb,
  type UseReading,
  useReadings,
} from '../../../../domain/language/purpose-verbs.ts';
import type { AnalyzedToken, Vocabulary } from '../../../../domain/search/analyzer.ts';
import type { OptionalWords } from '../../../../domain/search/search-query.ts';
import { isKnown } from './catalog-words.ts';
import { type QueryWords, surfaceOf } from './query-words.ts';

/** A preposition written onto the article (`بالمتر`, `للجامعة`, `عالتخت`), normalized. */
const PREPOSITION_ARTICLES = ['بال', 'كال', 'عال'];

/** How far before the pronoun the verb of purpose may stand (`اقيس بيه`, `اقيس فيه`). */
const VERB_REACH = 2;

const isPurposeVerb = (token: AnalyzedToken | undefined): boolean =>
  token?.terms.some((t) => t.kind === 'purpose') ?? false;

/**
 * Where a query names what its product is for: the verb of purpose, and the word after which the
 * words name what it works on. The verb before the tool's pronoun (`اقيس بيه`), a verb after a
 * word of purpose (`باش نسخن`), a verb of what a thing does after a word for it (`حاجة تسخن`), or
 * a verbal noun after `ل` (`لتسخين`).
 */
function purposeHead(
  words: QueryWords,
): { readonly verb: number; readonly after: number; readonly objectBefore?: number } | undefined {
  const tokens = words.tokens;
  let uses: readonly UseReading[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const surface = surfaceOf(tokens[i] as AnalyzedToken);
    if (INSTRUMENT_PRONOUNS.has(surface)) {
      for (let v = i - 1; v >= Math.max(0, i - VERB_REACH); v--)
        if (isPurposeVerb(tokens[v])) return { verb: v, after: i };
      continue;
    }
    if (!isPurposeVerb(tokens[i])) continue;
    const before = i > 0 ? surfaceOf(tokens[i - 1] as AnalyzedToken) : '';
    if (isUseNoun(surface) || isPurposeConjunction(before) || isWantedToolVerb(before, surface))
      return { verb: i, after: i };
    // What a thing does, when the words after it name a use (`حاجة تسخن المية`; not `شي يشيل ريحة`).
    if (isThingDoing(before, surface)) {
      uses ??= useReadings(tokens.map(surfaceOf));
      const use = uses.find((u) => u.at === i);
      // Its object named before it, the verb's pronoun standing for it or the verb ending the
      // query (`الغرفه حر ابي شي يبردها`, `البيت برد ابي شي يدفي`): that word only ranks.
      if (use !== undefined)
        return use.objectBefore === undefined
          ? { verb: i, after: i }
          : { verb: i, after: i, objectBefore: use.objectBefore };
    }
  }
  return undefined;
}

/**
 * A query that asks for a tool by what it is for (`اريد شي اقيس بيه طول الغرفة`, something to
 * measure the room's length with): the words after the pronoun name what the tool works on, not
 * the product (the room, the wood, the glass), and the verb names the product's kinds. The
 * searched words' optional words then hold those object words, not the verb: a product must be
 * of a kind the verb asks for, and the objects only rank. Undefined when the query is not so
 * built, or when the catalog holds none of the verb's kinds; `optional` is what the query had. `objects`: the searched words the tool
 * works on, which later stages must not read as words the query let go.
 */
export function instrumentOptional(
  words: QueryWords,
  searched: QueryWords,
  optional: OptionalWords | undefined,
  vocabulary: Vocabulary,
): { readonly optional: OptionalWords; readonly objects: readonly number[] } | undefined {
  const head = purposeHead(words);
  if (head === undefined) return undefined;
  // The searched words are the query's words less its function words, in order: align them.
  const objects: number[] = [];
  let verb = -1;
  let at = 0;
  searched.tokens.forEach((token, i) => {
    const surface = surfaceOf(token);
    while (at < words.tokens.length && surfaceOf(words.tokens[at] as AnalyzedToken) !== surface) at++;
    if (at >= words.tokens.length) return;
    if (at > head.after || at === head.objectBefore) objects.push(i);
    else if (at === head.verb) verb = i;
    at++;
  });
  if (verb < 0 || objects.length === 0 || !isKnown(searched.tokens[verb] as AnalyzedToken, vocabulary))
    return undefined;
  // A word before the verb that names no kind (`جهاز لتسخين الماء`) is not asked for either.
  const generic = searched.tokens.flatMap((t, i) => (i < verb && isGenericNoun(surfaceOf(t)) ? [i] : []));
  const optionalWords = new Set([...(optional?.words ?? []), ...objects, ...generic]);
  // A product named before the verb (`ماوس لابني بيلعب عليه`, a mouse my son plays on) is what is
  // asked for: the verb then only ranks.
  const named = searched.tokens.some(
    (t, i) => i < verb && !optionalWords.has(i) && isKnown(t, vocabulary) && !isPurposeVerb(t),
  );
  if (named) optionalWords.add(verb);
  else optionalWords.delete(verb);
  if (optionalWords.size === searched.tokens.length) return undefined;
  // A word under a preposition says how or where (`بالمتر`, in metres; `للجامعة`), and may name
  // the tool itself: optional too, but not what the tool works on.
  const worked = objects.filter((i) => {
    const surface = surfaceOf(searched.tokens[i] as AnalyzedToken);
    return !PREPOSITION_ARTICLES.some((p) => surface.startsWith(p));
  });
  return {
    optional: { words: [...optionalWords].sort((a, b) => a - b), minimum: 0 },
    objects: worked,
  };
}
