import { normalizeWord } from './normalize.ts';

/** The base unit of each measure; canonical terms are `<value in base unit><base unit>`. */
export type BaseUnit = 'ml' | 'g' | 'mm' | 'in' | 'gb' | 'mah' | 'w' | 'v' | 'hz' | 'mp' | 'pc' | 'btu';

export interface UnitDefinition {
  readonly base: BaseUnit;
  /** How many base units one of this unit is. */
  readonly factor: number;
  /** The least quantity (in base units) the spelling names this unit at; below it, it is a word. */
  readonly min?: number;
}

/**
 * Unit spellings in both scripts: [base unit, base units per unit, spellings]. Storage is
 * decimal (1 TB = 1000 GB, as on packaging); screen sizes stay in inches; battery capacity in
 * mAh; counts of pieces, packs and bottles in pieces. A spelling may be two words (`مللي امبير`).
 */
// biome-ignore format: a word table reads best packed
const SPELLINGS: readonly (readonly [BaseUnit, number, readonly string[], min?: number])[] = [
  ['ml', 1, ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc', 'مل', 'ملل', 'مللي', 'ملي',
    'ميلي', 'مليلتر', 'ملليلتر', 'ميليلتر', 'مللتر', 'سي سي']],
  ['ml', 10, ['cl', 'سل']],
  ['ml', 1000, ['l', 'lt', 'ltr', 'ltrs', 'liter', 'liters', 'litre', 'litres', 'لتر', 'ليتر', 'لترات', 'ليترات', 'ل']],
  ['g', 0.001, ['mg', 'milligram', 'milligrams', 'ملغ', 'ملغم', 'مجم', 'ملجم', 'ميليغرام', 'ملليجرام']],
  ['g', 1, ['g', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes', 'غ', 'غم', 'غرام', 'غرامات', 'جرام',
    'جرامات', 'جم']],
  ['g', 1000, ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'كغ', 'كغم', 'كجم', 'كيلو', 'كيلوغرام',
    'كيلوجرام', 'كيلو غرام', 'كيلو جرام']],
  ['mm', 1, ['mm', 'millimeter', 'millimeters', 'millimetre', 'ملم', 'مم', 'ملليمتر', 'مليمتر', 'ميليمتر']],
  ['mm', 10, ['cm', 'centimeter', 'centimeters', 'centimetre', 'سم', 'سنتيمتر', 'سنتي', 'سانتي', 'سانتيمتر']],
  ['mm', 1000, ['m', 'meter', 'meters', 'metre', 'metres', 'متر', 'مترات', 'امتار', 'م', 'ميتر', 'ميترو', 'ميطرو']],
  ['in', 1, ['in', 'inch', 'inches', '"', 'انش', 'إنش', 'انشات', 'بوصة', 'بوصات']],
  ['gb', 0.001, ['mb', 'megabyte', 'megabytes', 'ميجا', 'ميغا', 'ميجابايت', 'ميغابايت', 'ميجا بايت', 'ميغا بايت']],
  ['gb', 1, ['gb', 'gig', 'gigs', 'giga', 'gigabyte', 'gigabytes', 'جيجا', 'جيغا', 'غيغا', 'قيقا', 'جيقا', 'جيجابايت',
    'غيغابايت', 'جيجا بايت', 'غيغا بايت', 'قيقا بايت']],
  ['gb', 1000, ['tb', 'tera', 'terabyte', 'terabytes', 'تيرا', 'تيرابايت', 'تيرا بايت']],
  ['mah', 1, ['mah', 'مللي امبير', 'ملي امبير', 'ميلي امبير', 'مل امبير']],
  ['mah', 1000, ['ah', 'امبير ساعة']],
  ['w', 1, ['w', 'watt', 'watts', 'واط', 'وات']],
  ['w', 1000, ['kw', 'كيلوواط', 'كيلو واط', 'كيلو وات']],
  ['v', 1, ['v', 'volt', 'volts', 'فولت']],
  ['hz', 1, ['hz', 'هرتز']],
  ['hz', 1_000_000, ['mhz', 'ميجاهرتز', 'ميغاهرتز']],
  ['hz', 1_000_000_000, ['ghz', 'جيجاهرتز', 'غيغاهرتز']],
  ['mp', 1, ['mp', 'megapixel', 'megapixels', 'ميجابكسل', 'ميغابكسل', 'ميجا بكسل', 'ميغا بكسل', 'ميجابيكسل',
    'ميجا بيكسل']],
  // A count of pieces, packs or bottles after a number: `12 حبة`, `12 عبوة` and `12 pcs` are all `12pc`.
  ['pc', 1, ['pc', 'pcs', 'piece', 'pieces', 'pack', 'packs', 'حبة', 'حبات', 'قطعة', 'قطع', 'عبوة', 'عبوات', 'علبة',
    'علب']],
  // An air conditioner's cooling capacity, as each market says it: BTU, the Gulf's and Iraq's tons
  // (12,000 BTU: `طن ونص` is 18,000), Egypt's horsepower (8,000 BTU: 1.5 is 12,000, 2.25 is 18,000).
  ['btu', 1, ['btu', 'btus', 'بي تي يو', 'وحدة حرارية']],
  ['btu', 12_000, ['طن', 'ton', 'tons']],
  ['btu', 8_000, ['حصان']],
  // `18000 وحدة` is BTU; `20 وحدة` (twenty units) is a count, a word.
  ['btu', 1, ['وحدة', 'وحدات'], 5_000],
];

const UNITS = new Map<string, UnitDefinition>();
for (const [base, factor, spellings, min] of SPELLINGS) {
  for (const spelling of spellings)
    UNITS.set(
      spelling.split(' ').map(normalizeWord).join(' '),
      min === undefined ? { base, factor } : { base, factor, min },
    );
}

/** The unit a normalized spelling names (`لتر`, `l`, `مللي امبير`), if any. */
export const unitDefinition = (spelling: string): UnitDefinition | undefined => UNITS.get(spelling);

/** Every unit spelling, normalized (a spelling of two words holds a space). */
export const unitSpellings = (): string[] => [...UNITS.keys()];
