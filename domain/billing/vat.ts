import { mulDivRound } from './money.ts';

/**
 * VAT charged on the service, by the store's billing country (ISO 3166-1 alpha-2), in basis
 * points (1500 = 15%). The one table of tax rates; docs/billing.md names its sources.
 * A country not listed is charged no VAT.
 */
export const VAT_BASIS_POINTS: Readonly<Record<string, number>> = {
  SA: 1500, // Saudi Arabia, 15% since July 2020 (ZATCA)
  AE: 500, // United Arab Emirates, 5% (Federal Tax Authority)
  BH: 1000, // Bahrain, 10% since January 2022 (National Bureau for Revenue)
  OM: 500, // Oman, 5% since April 2021 (Tax Authority)
  EG: 1400, // Egypt, 14% (Egyptian Tax Authority, VAT Law 67 of 2016)
  KW: 0, // Kuwait: no VAT
  QA: 0, // Qatar: no VAT
};

/** The country a store is billed in when it has not said: the home of its billing currency. */
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = {
  SAR: 'SA',
  AED: 'AE',
  BHD: 'BH',
  OMR: 'OM',
  EGP: 'EG',
  KWD: 'KW',
  QAR: 'QA',
};

export const countryOfCurrency = (currency: string): string | null => COUNTRY_OF_CURRENCY[currency] ?? null;

/** The VAT rate of a country, in basis points (0 for a country not listed, or none). */
export const vatBasisPoints = (country: string | null): number =>
  country === null ? 0 : (VAT_BASIS_POINTS[country] ?? 0);

/**
 * VAT on an invoice's net amount (after credit), in the currency's minor unit: one rounding,
 * on the invoice total, half up (`mulDivRound`). Three-decimal currencies round to the fils
 * or baisa, since amounts are already in those units.
 */
export const vatMinor = (netMinor: number, country: string | null): number =>
  netMinor <= 0 ? 0 : mulDivRound(netMinor, vatBasisPoints(country), 10_000);
