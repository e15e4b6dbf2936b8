import type { Region } from './dialect-lexicon.ts';
import { normalizeWord } from './normalize.ts';

/**
 * Everyday words only one region's shoppers use (request verbs, question and filler words):
 * `عايز` (Egypt), `بدي` (Levant), `ابغى` (Gulf), `اكو` (Iraq), `بغيت` (Maghreb). Words several
 * regions share (`اريد`, `شلون`, `فين`, `زين`) are left out. Written by the project.
 */
// biome-ignore format: a word table reads best packed
const CUES: Readonly<Record<Region, readonly string[]>> = {
  msa: [],
  egypt: ['عايز', 'عايزه', 'عاوز', 'عاوزه', 'عايزين', 'بتاع', 'بتاعه', 'بتاعي', 'بتاعتي', 'دلوقتي', 'كده', 'ازاي',
    'مفيش', 'اوي', 'ايه'],
  levant: ['بدي', 'بدنا', 'بدك', 'شو', 'هيك', 'هلق', 'منيح', 'منيحه', 'مشان', 'عنجد', 'كتيير'],
  gulf: ['ابغى', 'ابغي', 'ابغا', 'ابي', 'ابيه', 'ابيها', 'نبي', 'نبغى', 'وش', 'ودي', 'الحين', 'وايد', 'حقي', 'حقت'],
  iraq: ['اكو', 'ماكو', 'هسه', 'كلش', 'هوايه', 'شكو'],
  maghreb: ['بغيت', 'بغينا', 'ديال', 'ديالي', 'ديالها', 'واش', 'بزاف', 'دابا', 'كاين', 'كاينه', 'زوين', 'زوينه',
    'مزيان', 'مزيانه', 'شحال', 'برشا', 'توا', 'متاع', 'نتاع', 'باهي'],
};

const REGION_OF: ReadonlyMap<string, Region> = new Map(
  (Object.entries(CUES) as [Region, readonly string[]][]).flatMap(([region, words]) =>
    words.map((w) => [normalizeWord(w), region] as const),
  ),
);

/**
 * The region a query's own words say its shopper is from, when its dialect cues all name one
 * region (`عايز عيش بلدي`: Egypt); undefined without cues or with cues of several regions.
 * Takes normalized words.
 */
export function queryDialect(words: readonly string[]): Region | undefined {
  let found: Region | undefined;
  for (const word of words) {
    const region = REGION_OF.get(word) ?? (word.startsWith('و') ? REGION_OF.get(word.slice(1)) : undefined);
    if (region === undefined) continue;
    if (found !== undefined && found !== region) return undefined;
    found = region;
  }
  return found;
}
