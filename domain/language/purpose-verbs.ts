import { groupKindWords } from './dialect-lexicon.ts';
import { normalizeWord } from './normalize.ts';

/**
 * Verbs shoppers use to say what a product is for (`ابي شي اقطع فيه الخشب`, `بغيت شي باش نصبغ
 * الحيط`), by their root as the dialects conjugate it, and the lexicon groups of the products
 * made for that: cut → saw, knife, scissors; paint → paint and its roller; write → pen, pencil,
 * marker; drink → thermos, cup, glasses; feed a baby → bottle; sleep → mattress, pillow; sit →
 * sofa, chair; play → toys; the Maghreb's `صبن` (wash with soap, said of laundry) → the washing
 * machine; the Gulf's `كشت` (go camping) → the tent; inflate (a tyre) → the air pump; blend → the
 * blender; swim (Egypt's `عوم`) → the swimsuit; pray → the prayer mat; burn incense → the burner;
 * staple papers (`اكبس`, `ادبس`) → the stapler.
 * Only verbs whose product is plain: not wash, clean or heat, said of too many kinds.
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
  [['نام', 'نعس'], ['mattress', 'pillow', 'bed']],
  [['قعد', 'جلس', 'كلس'], ['sofa', 'chair']],
  [['لعب'], ['toys', 'doll', 'building-blocks', 'ball']],
  [['صبن'], ['washing-machine', 'detergent-powder']],
  [['كشت', 'خيم'], ['tent', 'camping']],
  [['نفخ'], ['air-compressor']],
  [['خلط'], ['blender']],
  [['سبح', 'عوم'], ['swimsuit']],
  [['صلي'], ['prayer-mat']],
  [['بخر'], ['incense-burner', 'incense']],
  [['كبس', 'دبس'], ['stapler']],
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
/** A verb in the third person (it does: `يسخن`, `تسخن`, `بيسخن`). */
const THIRD_PERSON = /^(?:ي|ت|بي|بت)/u;

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

/**
 * The pronoun a shopper puts after a verb of purpose to say the product is the tool (`اقيس بيه`,
 * measure with it; `اقطع فيه`, cut with it; `نلصق بيها`, stick with it), or what one does on it or
 * from it (`انام عليها`, sleep on it; `اشرب منه`, drink from it), normalized.
 */
export const INSTRUMENT_PRONOUNS: ReadonlySet<string> = new Set(
  [
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
    'منه',
    'منها',
    'منو',
    'عليه',
    'عليها',
    'عليو',
  ].map(normalizeWord),
);

/** Whether a normalized word is a verb of what a product is for (never a name in the other script). */
export const isPurposeVerb = (word: string): boolean => GROUPS_OF.has(word);

/**
 * Verbs of purpose whose object is more often the thing wanted than what a tool works on (`ابي
 * اطبخ مندي`: the rice and spices; `ابي اشرب قهوة`: the coffee).
 */
const OBJECT_WANTED = ['طبخ', 'شرب', 'قلي', 'شوي', 'لعب', 'سمع', 'نام', 'نعس', 'قعد', 'جلس', 'كلس'];
const TOOL_VERBS_WANTED: ReadonlySet<string> = new Set(
  PURPOSES.flatMap(([stems]) => stems.filter((stem) => !OBJECT_WANTED.includes(stem))).flatMap((stem) =>
    ['ا', 'ن'].map((prefix) => normalizeWord(prefix + stem)),
  ),
);

/** "I want", "I need" before a verb (`عايز اطبع`, `ابي اصبغ`, `بغيت نقطع`), normalized. */
// biome-ignore format: a word table reads best packed
const WANT_WORDS: ReadonlySet<string> = new Set(
  ['ابي', 'ابغى', 'ابغي', 'ابغا', 'نبي', 'نبغى', 'بدي', 'بدنا', 'عايز', 'عايزة', 'عاوز', 'عاوزة', 'بغيت', 'بغينا', 'اريد',
   'نريد', 'حابب', 'حابة', 'محتاج', 'محتاجة', 'ودي', 'احتاج', 'نحتاج'].map(normalizeWord),
);

/** Whether a normalized word says "I want", "I need" (`ابي`, `عايز`, `بغيت`). */
export const isWantWord = (word: string): boolean => WANT_WORDS.has(word);

/**
 * Whether `word` is a tool's verb in the first person after a word of wanting (`عايز اطبع ورق`, I
 * want to print paper: the printer; `ابي اصبغ غرفتي`): what follows is what the tool works on.
 */
export const isWantedToolVerb = (before: string, word: string): boolean =>
  WANT_WORDS.has(before) && TOOL_VERBS_WANTED.has(word);

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

/**
 * What a shopper does with a product, whatever it is done to: the verb's roots as the dialects say
 * them, and the verbal nouns said after `ل` (`لتسخين`, to heat). Heat is `سخن` and `غلي`
 * everywhere and `حمي` in the Levant (where `احمي المي` heats the water; elsewhere it protects).
 * Written by the project.
 */
// biome-ignore format: a word table reads best packed
const ACTIONS: Readonly<Record<string, { readonly stems: readonly string[]; readonly nouns: readonly string[] }>> = {
  heat: { stems: ['سخن', 'غلي', 'حمي', 'دفي', 'دفا'], nouns: ['تسخين', 'غلي', 'تدفئة', 'تدفية'] },
  cool: { stems: ['برد'], nouns: ['تبريد'] },
  wash: { stems: ['غسل', 'صبن'], nouns: ['غسيل', 'غسل'] },
  clean: { stems: ['نظف', 'نضف'], nouns: ['تنظيف', 'تنضيف'] },
  wipe: { stems: ['مسح'], nouns: ['مسح'] },
  remove: { stems: ['شيل', 'زيل', 'حيد', 'نزع', 'مسح'], nouns: ['ازالة', 'نزع'] },
  moisturize: { stems: ['دهن', 'رطب'], nouns: ['ترطيب'] },
  dry: { stems: ['نشف', 'جفف'], nouns: ['تنشيف', 'تجفيف'] },
  shave: { stems: ['حلق'], nouns: ['حلاقة'] },
  scent: { stems: ['ريح', 'عطر', 'بخر'], nouns: ['تعطير', 'تبخير'] },
  make: { stems: ['عمل', 'سوي', 'دير', 'حضر'], nouns: ['عمل', 'تحضير'] },
  protect: { stems: ['حمي'], nouns: ['حماية'] },
  cut: { stems: ['قطع', 'قص', 'فرم'], nouns: ['تقطيع', 'قص', 'فرم'] },
  carry: { stems: ['شيل', 'حمل'], nouns: ['حمل'] },
  brush: { stems: ['فرش'], nouns: [] },
  measure: { stems: ['قيس', 'كشف'], nouns: ['قياس', 'كشف'] },
  keep: { stems: ['حفظ', 'خلي'], nouns: ['حفظ'] },
};

// biome-ignore format: a word table reads best packed
const WATER = ['ماء', 'مي', 'مية', 'ماي', 'الما', 'شاي', 'اتاي', 'قهوة', 'حليب'];
// biome-ignore format: a word table reads best packed
const ROOM = ['دار', 'بيت', 'غرفة', 'اوضة', 'صالون', 'صالة', 'مجلس', 'شقة', 'بيوت', 'غرف', 'مكتب'];
// biome-ignore format: a word table reads best packed
const HANDS = ['يد', 'ايد', 'يدين', 'ايدين', 'يدي', 'ايدي', 'يدينه', 'اديه', 'ادين', 'يدان', 'كف', 'كفوف'];
const FACE = ['وجه', 'وش', 'وجهي', 'بشرة', 'جلد'];
const HAIR = ['شعر', 'راس', 'شعور'];
// biome-ignore format: a word table reads best packed
const CAR = ['سيارة', 'عربية', 'طوموبيل', 'طونوبيل', 'موتر', 'كرهبة', 'سيارات', 'طاكسي', 'تاكسي'];
// biome-ignore format: a word table reads best packed
const CLOTHES = ['هدوم', 'ملابس', 'حوايج', 'ثياب', 'غسيل', 'لبس', 'قمصان', 'هدومي', 'تياب'];
// biome-ignore format: a word table reads best packed
const BABY = ['طفل', 'بيبي', 'دري', 'ولد', 'بزر', 'نونو', 'رضيع', 'ياهل', 'جاهل', 'طفلة', 'بنت'];
// biome-ignore format: a word table reads best packed
const PHONE = ['موبايل', 'جوال', 'تلفون', 'تليفون', 'هاتف', 'شاشة', 'فون', 'تيليفون', 'بورطابل', 'ايفون'];
// biome-ignore format: a word table reads best packed
const FOOD = ['لحم', 'لحمة', 'خضار', 'خضرة', 'خضرا', 'بصل', 'طماطم', 'بندورة', 'فواكه', 'فاكهة', 'دجاج', 'فراخ', 'جاج', 'سلطة'];

/**
 * Uses: an action on what the product works on (heat the water: the kettle; heat the room: the
 * heater; wash the hair: shampoo) and the lexicon groups made for it, first group first, kind
 * words the groups do not hold (`كريم`, cream), and kind words to put before the groups' when the
 * groups hold broader ones (make-up remover: `ميسيلار` before a face wash's `غسول`). Written by the
 * project.
 */
// biome-ignore format: a word table reads best packed
const USES: readonly (readonly [actions: readonly string[], objects: readonly string[], groups: readonly string[], words?: readonly string[], lead?: readonly string[]])[] = [
  [['heat'], WATER, ['kettle', 'water-heater']],
  [['heat'], ROOM, ['space-heater']],
  [['heat'], ['اكل', 'ماكلة', 'طعام', 'اكلة', 'اكلات', 'غدا', 'عشا', 'طبيخ'], ['microwave', 'oven']],
  [['cool'], ROOM, ['air-conditioner', 'fan']],
  [['cool'], [...WATER, 'مشروب', 'مشروبات', 'عصير', 'مويه'], ['water-bottle', 'thermos', 'refrigerator']],
  // Keep the coffee, the tea, the water hot or cold: the thermos.
  // (`ترمس`, also Egypt's lupin beans, is no kind word of its group: said here, it is the thermos).
  [['keep'], [...WATER, 'مويه', 'مشروب', 'مشروبات'], ['thermos', 'water-bottle'], [], ['ترمس', 'thermos']],
  [['wash'], HAIR, ['shampoo']],
  [['wash', 'clean'], FACE, ['face-wash']],
  [['wash'], ['جسم', 'جسد', 'بدن'], ['shower-gel', 'soap']],
  [['wash', 'clean'], HANDS, ['soap']],
  [['wash', 'clean', 'brush'], ['سنان', 'اسنان', 'ضروس', 'ضرس', 'فم', 'سن'], ['toothbrush', 'toothpaste']],
  [['wash', 'clean'], CLOTHES, ['washing-machine', 'detergent-powder']],
  [['wash', 'clean'], ['صحون', 'مواعين', 'ماعون', 'اطباق', 'اواني', 'كاسات', 'طباسل', 'مواعن'], ['dish-soap', 'dishwasher']],
  [['wash', 'clean', 'wipe'], ['ارض', 'بلاط', 'ارضيات', 'ارضية', 'زليج', 'بلاطات', 'سيراميك'], ['mop', 'floor-cleaner', 'broom']],
  [['clean'], [...CAR, 'سجاد', 'زوالي', 'موكيت', 'زربية', 'كنب', 'كنبة'], ['vacuum-cleaner']],
  [['clean', 'wipe'], ['زجاج', 'قزاز', 'جام', 'مراية', 'شبابيك', 'شباك', 'نوافذ', 'بلار'], ['glass-cleaner', 'screen-cleaner']],
  [['clean'], ['حمام', 'تواليت', 'مرحاض', 'كابينيه'], ['toilet-cleaner']],
  [['wipe'], [...HANDS, ...BABY, 'وجه', 'وش', 'مؤخرة'], ['wet-wipes']],
  [['remove', 'clean', 'wipe', 'wash'], ['مكياج', 'ماكياج', 'ميكب', 'ميكاب', 'ميك', 'مكيج', 'ماكيياج'], ['face-wash'], [], ['ميسيلار', 'micellar', 'ديماكيان', 'demaquillant']],
  [['remove'], ['شعر', 'زغب'], ['hair-removal', 'razor']],
  [['moisturize'], [...HANDS, ...FACE, 'جسم', 'رجل', 'رجلين', 'شفايف', 'شفاه', 'كعب'], ['moisturizer'], ['كريم', 'cream']],
  [['dry'], HAIR, ['hair-dryer'], ['مجفف', 'dryer']],
  [['dry'], [...HANDS, 'جسم', 'جسد', 'بدن', 'وجه', 'وش'], ['towel']],
  [['dry'], CLOTHES, ['clothes-dryer', 'clothes-drying-rack']],
  [['shave'], ['دقن', 'ذقن', 'لحية', 'شنب', 'شوارب', 'سكسوكة', 'وجه', 'راس'], ['razor', 'hair-clipper']],
  [['scent'], CAR, ['car-air-freshener']],
  [['scent'], ROOM, ['air-freshener', 'incense']],
  [['make'], ['عصير', 'عصاير', 'سموذي', 'ميلكشيك', 'شيك'], ['blender', 'juicer']],
  [['make'], ['قهوة', 'كابتشينو', 'اسبريسو', 'نسكافيه', 'كافي'], ['coffee-machine']],
  [['make'], ['شاي', 'اتاي', 'تاي'], ['teapot', 'kettle']],
  [['protect'], ['شاشة', 'سكرينة', 'اسكرينة', 'شاشتي'], ['screen-protector']],
  [['protect'], PHONE, ['phone-case', 'screen-protector']],
  [['cut'], FOOD, ['knife', 'cutting-board']],
  [['cut'], ['خشب', 'حديد', 'معدن', 'الومنيوم', 'بلاستيك', 'خشبة'], ['saw']],
  [['cut'], ['ورق', 'قماش', 'كرتون', 'كاغط', 'اوراق'], ['scissors']],
  [['cut'], HAIR, ['hair-clipper', 'scissors']],
  [['carry'], ['لابتوب', 'كمبيوتر', 'لاب', 'حاسوب', 'بورطابل', 'ماك', 'لابتوبي'], ['laptop-bag']],
  [['carry'], ['كتب', 'دفاتر', 'كراريس', 'كتبي', 'ادوات', 'كراسات'], ['backpack', 'school-bag']],
  [['carry'], BABY, ['baby-carrier', 'stroller']],
  [['measure'], ['ضغط', 'ضغطي', 'الضغط'], ['blood-pressure-monitor']],
  [['measure'], ['سكر', 'سكري'], ['glucose-meter']],
  [['measure'], ['حرارة', 'سخونة', 'سخانة', 'حمى', 'الحرارة'], ['thermometer']],
  [['measure'], ['وزن', 'وزني'], ['scale']],
];

/** Words that say "so that" before a verb (`باش نسخن`, `عشان اغسل`, `حتى انشف`), normalized. */
const PURPOSE_CONJUNCTIONS: ReadonlySet<string> = new Set(
  ['باش', 'عشان', 'علشان', 'حتى', 'لحتى', 'كي', 'لكي', 'مشان', 'منشان', 'لاجل', 'حتا', 'تا'].map(
    normalizeWord,
  ),
);

const ACTIONS_OF_VERB: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [action, { stems }] of Object.entries(ACTIONS))
    for (const stem of stems)
      for (const prefix of ['', ...PREFIXES])
        for (const suffix of ['', ...OBJECT_SUFFIXES]) {
          const verb = normalizeWord(prefix + stem + suffix);
          const actions = out.get(verb) ?? [];
          if (!actions.includes(action)) actions.push(action);
          out.set(verb, actions);
        }
  return out;
})();

const ACTIONS_OF_NOUN: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const [action, { nouns }] of Object.entries(ACTIONS))
    for (const noun of nouns) {
      const word = normalizeWord(`ل${noun}`);
      out.set(word, [...(out.get(word) ?? []), action]);
    }
  return out;
})();

/**
 * Words for "a thing" that a verb of what it does may follow (`حاجة تسخن المية`, a thing that heats
 * the water; `شي ينضف المكياج`; `جهاز يبرد الغرفة`), normalized.
 */
// biome-ignore format: a word table reads best packed
const THING_WORDS: ReadonlySet<string> = new Set(
  ['شي', 'اشي', 'شيء', 'حاجة', 'حاجات', 'شيات', 'جهاز', 'اجهزة', 'منتج', 'منتوج', 'اداة', 'الة', 'ماكينة', 'مكينة', 'وسيلة', 'حويجة', 'ماكنة'].map(normalizeWord),
);

/**
 * Whether a normalized word is a verb of what a thing does read after a word for "a thing"
 * (`حاجة تسخن`, `شي ينضف`, `جهاز يبرد`): `before` is the word before it.
 */
export const isThingDoing = (before: string, word: string): boolean =>
  THING_WORDS.has(before) && THIRD_PERSON.test(word) && ACTIONS_OF_VERB.has(word);

/** Whether a normalized word is a verb of a use (`اغلي`, I boil; `نغسل`, we wash), in any person. */
export const isUseVerb = (word: string): boolean => ACTIONS_OF_VERB.has(word);

/** Whether a normalized word is a verbal noun of purpose after `ل` (`لتسخين`, to heat). */
export const isUseNoun = (word: string): boolean => ACTIONS_OF_NOUN.has(word);

/**
 * Words that name no kind before a verb of purpose (`جهاز لتسخين الماء`, a device to heat water;
 * `منتج لازالة المكياج`), normalized.
 */
// biome-ignore format: a word table reads best packed
const GENERIC_NOUNS: ReadonlySet<string> = new Set(
  ['جهاز', 'اجهزة', 'منتج', 'منتوج', 'اداة', 'الة', 'ماكينة', 'مكينة', 'وسيلة', 'حاجات', 'شيئا'].map(normalizeWord),
);

/** Whether a normalized word names no kind before a verb of purpose (`جهاز`, `منتج`). */
export const isGenericNoun = (word: string): boolean => GENERIC_NOUNS.has(word);

/** Whether a normalized word says "so that" before a verb (`باش`, `عشان`). */
export const isPurposeConjunction = (word: string): boolean => PURPOSE_CONJUNCTIONS.has(word);

/** Each object word of a use, normalized, and the uses that hold it (in table order). */
const USES_OF_OBJECT: ReadonlyMap<string, readonly number[]> = (() => {
  const out = new Map<string, number[]>();
  USES.forEach(([, objects], i) => {
    for (const object of objects) {
      const word = normalizeWord(object);
      const uses = out.get(word) ?? [];
      if (!uses.includes(i)) uses.push(i);
      out.set(word, uses);
    }
  });
  return out;
})();

/** An object word's article, preposition and possessive taken off (`بالماي`, `شعري`, `يديني`). */
const OBJECT_PREFIXES = ['', 'ال', 'لل', 'بال', 'وال', 'فال', 'عال', 'كال', 'ل', 'ب', 'و', 'دال', 'د'];
const OBJECT_ENDINGS = ['', 'ي', 'ني', 'ه', 'ها', 'نا', 'ك', 'كم', 'هم', 'و'];

function usesOfObject(word: string): readonly number[] {
  for (const prefix of OBJECT_PREFIXES) {
    if (!word.startsWith(prefix) || word.length - prefix.length < 2) continue;
    for (const ending of OBJECT_ENDINGS) {
      if (!word.endsWith(ending) || word.length - prefix.length - ending.length < 2) continue;
      const uses = USES_OF_OBJECT.get(word.slice(prefix.length, word.length - ending.length));
      if (uses !== undefined) return uses;
    }
  }
  return [];
}

/** How many words after the verb may name what it works on (`اغسل بيه شعر البيبي`). */
const OBJECT_REACH = 3;

/** A verb of purpose read in its sentence: its position and the kind words it asks for, best first. */
export interface UseReading {
  readonly at: number;
  readonly words: readonly string[];
  /** Where the object stands when it was named before the verb, its pronoun on the verb. */
  readonly objectBefore?: number;
}

/**
 * The verbs of purpose of a query read with what they work on: a verb followed by the tool's
 * pronoun (`اسخن بيها المية`, heat the water with it), after a word of purpose (`باش نسخن الدار`,
 * so that I heat the house), or a verbal noun after `ل` (`لتسخين الماء`, to heat water). The words
 * after it choose the use (`المية`: the kettle; `الدار`: the heater); a verb whose use they do not
 * name asks for the kinds of `PURPOSES` (a bare stem before the pronoun too, `دفي فيه`). `words` are
 * normalized query words, '' where a position holds no word.
 */
export function useReadings(words: readonly string[]): UseReading[] {
  const out: UseReading[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at] as string;
    let actions = ACTIONS_OF_NOUN.get(word);
    let objectsFrom = at + 1;
    let bare = false;
    let pronoun = false;
    if (actions === undefined) {
      const verbal = ACTIONS_OF_VERB.get(word);
      pronoun = INSTRUMENT_PRONOUNS.has(words[at + 1] ?? '');
      if (pronoun) objectsFrom = at + 2;
      else if (
        !PURPOSE_CONJUNCTIONS.has(words[at - 1] ?? '') &&
        // A thing that does it, in the third person (`حاجة تسخن المية`, `شي ينضف المكياج`).
        !isThingDoing(words[at - 1] ?? '', word)
      )
        continue;
      actions = verbal;
      bare = pronoun;
    }
    const after = useKinds(actions ?? [], words.slice(objectsFrom, objectsFrom + OBJECT_REACH));
    if (after !== undefined) out.push({ at, words: after.kinds });
    else if (
      !pronoun &&
      (OBJECT_SUFFIXES.some((suffix) => word.endsWith(suffix)) || words.slice(at + 1).every((w) => w === ''))
    ) {
      // A verb whose pronoun stands for what was named before it (`الغرفه حر ابي شي يبردها`, the
      // room is hot, I want a thing to cool it), or that ends the query (`البيت برد ابي شي يدفي`):
      // the object named before it, the nearest first.
      const before = useKinds(actions ?? [], words.slice(0, at).reverse());
      if (before !== undefined) out.push({ at, words: before.kinds, objectBefore: at - 1 - before.index });
    } else if (bare && !GROUPS_OF.has(word)) {
      // A bare stem before the tool's pronoun (`دفي فيه`): the verb's own kinds.
      const groups = GROUPS_OF.get(normalizeWord(`ا${word}`));
      if (groups !== undefined) out.push({ at, words: groups.flatMap(groupKindWords) });
    }
  }
  return out;
}

/** The kind words of the first of `objects` a use of `actions` works on, and that object's index. */
function useKinds(
  actions: readonly string[],
  objects: readonly string[],
): { readonly kinds: string[]; readonly index: number } | undefined {
  if (actions.length === 0) return undefined;
  for (const [index, object] of objects.entries()) {
    for (const i of usesOfObject(object)) {
      const [uses, , groups, words, lead] = USES[i] as (typeof USES)[number];
      if (!uses.some((a) => actions.includes(a))) continue;
      const named = [...interleave(groups.map(groupKindWords)), ...(words ?? []).map(normalizeWord)];
      return { kinds: [...new Set([...(lead ?? []).map(normalizeWord), ...named])], index };
    }
  }
  return undefined;
}

/** The lists' words taken in turn, first word of each list first. */
function interleave(lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++)
    for (const list of lists) {
      const word = list[i];
      if (word !== undefined && !out.includes(word)) out.push(word);
    }
  return out;
}
