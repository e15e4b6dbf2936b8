import type { Region } from './dialect-lexicon.ts';

/** Currencies of each Arabic-speaking market (ISO 4217). */
// biome-ignore format: a table reads best packed
const BY_CURRENCY: ReadonlyMap<string, Region> = new Map(
  Object.entries({
    SAR: 'gulf', AED: 'gulf', KWD: 'gulf', QAR: 'gulf', BHD: 'gulf', OMR: 'gulf', YER: 'gulf',
    EGP: 'egypt', SDG: 'egypt',
    JOD: 'levant', LBP: 'levant', SYP: 'levant', ILS: 'levant',
    IQD: 'iraq',
    MAD: 'maghreb', DZD: 'maghreb', TND: 'maghreb', LYD: 'maghreb', MRU: 'maghreb',
  }) as [string, Region][],
);

// biome-ignore format: a table reads best packed
const BY_COUNTRY: ReadonlyMap<string, Region> = new Map(
  Object.entries({
    SA: 'gulf', AE: 'gulf', KW: 'gulf', QA: 'gulf', BH: 'gulf', OM: 'gulf', YE: 'gulf',
    EG: 'egypt', SD: 'egypt',
    JO: 'levant', LB: 'levant', SY: 'levant', PS: 'levant',
    IQ: 'iraq',
    MA: 'maghreb', DZ: 'maghreb', TN: 'maghreb', LY: 'maghreb', MR: 'maghreb',
  }) as [string, Region][],
);

/**
 * The Arabic market a store sells in, from the country of an Arabic locale (`ar-EG` is Egypt) or
 * else from its currency (EGP is Egypt, SAR the Gulf); undefined when neither says.
 */
export function storeRegion(store: {
  readonly locales: readonly string[];
  readonly currency: string;
}): Region | undefined {
  for (const locale of store.locales) {
    const [lang, country] = locale.split(/[-_]/u);
    if (lang?.toLowerCase() !== 'ar' || country === undefined) continue;
    const region = BY_COUNTRY.get(country.toUpperCase());
    if (region !== undefined) return region;
  }
  return BY_CURRENCY.get(store.currency.toUpperCase());
}
