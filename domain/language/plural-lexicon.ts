import { z } from 'zod';
import data from './data/broken-plurals.json' with { type: 'json' };
import { normalizeWord } from './normalize.ts';

const PluralLexiconSchema = z.object({
  pairs: z.array(z.tuple([z.string().min(1), z.string().min(1)])).min(80),
});

const SINGULAR: ReadonlyMap<string, string> = new Map(
  PluralLexiconSchema.parse(data)
    .pairs.map(([plural, singular]) => [normalizeWord(plural), normalizeWord(singular)] as const)
    .filter(([plural, singular]) => plural !== singular),
);

/** The singular of a broken plural (`هواتف` → `هاتف`), both normalized; undefined when unknown. */
export const singularOf = (word: string): string | undefined => SINGULAR.get(word);

/** Number of plural → singular pairs in the lexicon. */
export const pluralLexiconSize = (): number => SINGULAR.size;
