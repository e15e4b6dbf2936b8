// npm run eval:sweep -- [ar|en|fr] [--synthetic] [--frame=TEXT] — every lexicon entry of that language
// (default Arabic), of each group whose words a dev product's name holds, searched alone over the
// dev catalog: the words for which none of the group's products comes back (missed), or one is not
// first. With --synthetic, the dev catalog also holds one product per group, named by the group's
// Modern Standard Arabic word (and its first English and French ones), so that every group is
// swept, the kinds the dev catalog lacks included. Not a labelled set (a group's products are read
// from the names, so it flags false alarms too): it points at readings that go wrong for many words
// at once. With --frame, each word is searched inside a text, `{}` standing for it (`--frame=ابي {}`,
// `--frame=ال{}`: the word asked for, or with its article). Never the held-out set.
import { lexiconGroups } from '../../domain/language/dialect-lexicon.ts';
import { normalizeWord } from '../../domain/language/normalize.ts';
import { DEV_SET } from './dev/index.ts';
import { startSearchService } from './search-service.ts';
import { syntheticProducts } from './synthetic-catalog.ts';

const args = process.argv.slice(2);
const synthetic = args.includes('--synthetic');
const lang = args.find((a) => !a.startsWith('--')) ?? 'ar';
const frame = args.find((a) => a.startsWith('--frame='))?.slice('--frame='.length) ?? '{}';

const catalog = synthetic ? [...DEV_SET.catalog, ...syntheticProducts()] : DEV_SET.catalog;
/** A text as its normalized words, with a space at each end, so that a phrase is found whole. */
const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((w) => normalizeWord(w))
    .join(' ')} `;
const names = catalog.map((p) => ({
  id: p.id,
  ar: words(p.name.ar ?? ''),
  en: words(p.name.en ?? ''),
  fr: words(p.name.fr ?? ''),
}));

const service = await startSearchService(catalog, DEV_SET.store);
let checked = 0;
const missed: string[] = [];
const notFirst: string[] = [];
try {
  for (const group of lexiconGroups()) {
    const own = new Set<string>();
    for (const entry of group.entries) {
      const phrase = words(entry.word);
      if (entry.ambiguous !== undefined || phrase.trim().length < 3) continue;
      for (const name of names) if (name[entry.lang].includes(phrase)) own.add(name.id);
    }
    if (own.size === 0) continue;
    for (const entry of group.entries) {
      if (entry.lang !== lang || entry.ambiguous !== undefined || entry.generic === true) continue;
      checked++;
      const found = await service.search(frame.replace('{}', entry.word), 10);
      const line = `${group.id}\t${entry.word}\t{${[...own].slice(0, 3).join(' ')}}\t=> ${found.slice(0, 3).join(' ')}`;
      if (!found.some((id) => own.has(id))) missed.push(line);
      else if (!own.has(found[0] ?? '')) notFirst.push(line);
    }
  }
} finally {
  await service.close();
}
console.log(['== missed', ...missed, '== not first', ...notFirst].join('\n'));
console.log(
  JSON.stringify({ lang, synthetic, frame, checked, missed: missed.length, not_first: notFirst.length }),
);
