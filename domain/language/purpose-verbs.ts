import { groupKindWords } from './dialect-lexicon.ts';
import { normalizeWord } from './normalize.ts';

/**
 * Verbs shoppers use to say what a product is for (`ابي شي اقطع فيه الخشب`, `بغيت شي باش نصبغ
 * الحيط`), by their root as the dialects conjugate it, and the lexicon groups of the products
 * made for that: cut → saw, knife, scissors; paint → paint and its roller; write → pen, pencil,
 * marker; drink → thermos, cup, glasses; feed a baby → bottle. Only verbs whose product is plain:
 * not wash, clean or heat, said of too many kinds.
 * Written by the project.
 */
// biome-ignore format: a word table reads best packed
const PURPOSES: readonly (readonly [stems: readonly string[], groups: readonly string[]])[] = [
  [['كتب'], ['pen', 'pencil', 'markers']],
  [['مسح'], ['wipers', 'mop', 'wet-wipes']],
  [['صبغ', 'دهن'], ['paint', 'paint-roller', 'paint-brush']],
  [['لصق', 'لزق'], ['glue', 'tape']],
  [['قطع', 'نشر'], ['saw', 'knife', 'scissors']],
  [['قص'], ['scissors', 'hair-clipper']],
  [['فك', 'شد', 'ربط'], ['screwdriver', 'screws', 'wrench']],
  [['خرم', 'ثقب', 'حفر'], ['drill', 'drill-bits']],
  [['كنس'], ['vacuum-cleaner', 'broom']],
  [['شحن'], ['charger', 'power-bank']],
  [['سقي'], ['garden-hose']],
  [['كوي'], ['iron']],
  [['نشف'], ['hair-dryer', 'towel']],
  [['حلق'], ['razor', 'hair-clipper']],
  [['طبخ'], ['pot', 'pressure-cooker']],
  [['قلي'], ['frying-pan', 'air-fryer']],
  [['شوي'], ['barbecue-grill', 'electric-grill']],
  [['سمع'], ['headphones', 'speaker']],
  [['طبع'], ['printer']],
  [['قيس'], ['tape-measure', 'thermometer', 'scale']],
  [['دفي', 'دفا'], ['blanket', 'space-heater']],
  [['شيل'], ['backpack', 'laptop-bag', 'bag']],
  [['وصل'], ['power-strip', 'cable']],
  [['سكن'], ['painkiller']],
  [['مسك'], ['phone-holder', 'car-phone-holder']],
  [['شرب'], ['thermos', 'cup', 'water-bottle', 'tea-glasses']],
  [['رضع'], ['baby-bottle']],
  [['مشط', 'سرح'], ['brush']],
];

/**
 * The object pronoun a verb of purpose is asked with (`يدفيني` it warms me, `اشيله` I carry it):
 * the verb read without it too.
 */
const OBJECT_SUFFIXES = ['ني', 'ه', 'ها', 'هم'];

/**
 * The present tense of a root as asked with: I (ا, and ن in the Maghreb), we (ن), he or it (ي), you
 * or she (ت), and the Egyptian and Levantine continuous (بي, بن, بت).
 */
const PREFIXES = ['ا', 'ن', 'ي', 'ت', 'بي', 'بن', 'بت'];

const GROUPS_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [stems, groups] of PURPOSES)
    for (const stem of stems)
      for (const prefix of PREFIXES)
        for (const suffix of ['', ...OBJECT_SUFFIXES]) {
          const verb = normalizeWord(prefix + stem + suffix);
          out.set(verb, [...new Set([...(out.get(verb) ?? []), ...groups])]);
        }
  return out;
})();

/** Whether a normalized word is a verb of what a product is for (never a name in the other script). */
export const isPurposeVerb = (word: string): boolean => GROUPS_OF.has(word);

/**
 * The kind words of the products a verb of purpose asks for (`اقطع` → منشار, سكين, مقص ...), the
 * groups taken in turn, those `known` (the catalog holds them), at most `max`.
 */
export function purposeWords(word: string, known: (w: string) => boolean, max: number): string[] {
  const groups = GROUPS_OF.get(word);
  if (groups === undefined) return [];
  const lists = groups.map(groupKindWords);
  const out: string[] = [];
  const next = lists.map(() => 0);
  for (let progress = true; progress && out.length < max; ) {
    progress = false;
    lists.forEach((words, k) => {
      let i = next[k] ?? 0;
      while (i < words.length && out.length < max) {
        const w = words[i++] as string;
        if (out.includes(w) || !known(w)) continue;
        out.push(w);
        progress = true;
        break;
      }
      next[k] = i;
    });
  }
  return out;
}
