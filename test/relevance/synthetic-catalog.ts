import type { ProductInput } from '../../domain/catalog/product.ts';
import { lexiconGroups } from '../../domain/language/dialect-lexicon.ts';
import { category, row } from './catalog-row.ts';

/**
 * One product per lexicon group with a plain Arabic word (not ambiguous, no generic brand, no
 * phrase), named by it, its Modern Standard Arabic word first, and by the group's first plain
 * English and French words: `npm run eval:sweep -- --synthetic` sweeps every group with them, the
 * kinds the dev catalog lacks included. Ids are `lex-<group>`.
 */
export function syntheticProducts(): ProductInput[] {
  const out: ProductInput[] = [];
  for (const group of lexiconGroups()) {
    const plain = group.entries.filter(
      (e) => e.ambiguous === undefined && e.generic !== true && !e.word.includes(' '),
    );
    const ar = plain.filter((e) => e.lang === 'ar');
    const named = ar.find((e) => e.regions.includes('msa')) ?? ar[0];
    if (named === undefined) continue;
    const en = plain.find((e) => e.lang === 'en')?.word;
    const fr = plain.find((e) => e.lang === 'fr')?.word;
    out.push(
      row(
        `lex-${group.id}`,
        null,
        '10.00',
        category(`lex-${group.id}`, ['Lexicon', 'معجم'], [group.id, named.word]),
        {
          ar: named.word,
          ...(en === undefined ? {} : { en }),
          ...(fr === undefined ? {} : { fr }),
        },
      ),
    );
  }
  return out;
}
