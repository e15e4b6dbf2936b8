import type { AnalyzedToken, Vocabulary } from '../../../../domain/search/analyzer.ts';
import type { OptionalWords } from '../../../../domain/search/search-query.ts';
import { isKnown } from './catalog-words.ts';
import { type QueryWords, surfaceOf } from './query-words.ts';

/**
 * The pronoun a shopper puts after a verb of purpose to say the product is the tool (`اقيس بيه`,
 * measure with it; `اقطع فيه`, cut with it; `نلصق بيها`, stick with it), normalized. Written by
 * the project.
 */
const INSTRUMENT_PRONOUNS: ReadonlySet<string> = new Set([
  'بيه',
  'فيه',
  'بيها',
  'فيها',
  'به',
  'بها',
  'بيهم',
  'فيهم',
  'بو',
  'بيو',
]);

/** A preposition written onto the article (`بالمتر`, `للجامعة`, `عالتخت`), normalized. */
const PREPOSITION_ARTICLES = ['بال', 'لل', 'كال', 'عال'];

/** How far before the pronoun the verb of purpose may stand (`اقيس بيه`, `اقيس فيه`). */
const VERB_REACH = 2;

const isPurposeVerb = (token: AnalyzedToken | undefined): boolean =>
  token?.terms.some((t) => t.kind === 'purpose') ?? false;

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
  const pronoun = words.tokens.findIndex(
    (t, i) =>
      INSTRUMENT_PRONOUNS.has(surfaceOf(t)) &&
      words.tokens.slice(Math.max(0, i - VERB_REACH), i).some((v) => isPurposeVerb(v)),
  );
  if (pronoun < 0) return undefined;
  // The searched words are the query's words less its function words, in order: align them.
  const objects: number[] = [];
  let verb = -1;
  let at = 0;
  searched.tokens.forEach((token, i) => {
    const surface = surfaceOf(token);
    while (at < words.tokens.length && surfaceOf(words.tokens[at] as AnalyzedToken) !== surface) at++;
    if (at >= words.tokens.length) return;
    if (at > pronoun) objects.push(i);
    else if (at >= pronoun - VERB_REACH && isPurposeVerb(words.tokens[at])) verb = i;
    at++;
  });
  if (verb < 0 || objects.length === 0 || !isKnown(searched.tokens[verb] as AnalyzedToken, vocabulary))
    return undefined;
  const optionalWords = new Set([...(optional?.words ?? []), ...objects]);
  optionalWords.delete(verb);
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
