/**
 * Money is kept in integer minor units of its currency (ISO 4217 exponents): never floats.
 * The Gulf currencies KWD, BHD and OMR (and JOD, TND, LYD, IQD) have three decimals.
 */
const THREE_DECIMALS = new Set(['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);
const NO_DECIMALS = new Set(['JPY', 'KRW', 'CLP', 'VND', 'XOF', 'XAF', 'UGX', 'ISK']);

/** How many decimals the currency's minor unit has. */
export const minorDigits = (currency: string): number =>
  THREE_DECIMALS.has(currency) ? 3 : NO_DECIMALS.has(currency) ? 0 : 2;

/** `12345` KWD is "12.345 KWD"; for display and documents only. */
export function formatMinor(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  if (digits === 0) return `${sign}${abs} ${currency}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')} ${currency}`;
}

/**
 * `amount × numerator / denominator`, rounded half up, in integers only (proration and
 * overage). Every input is a safe integer, the denominator positive.
 */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  const product = BigInt(amount) * BigInt(numerator);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs * 2n + d) / (2n * d);
  return Number(negative ? -rounded : rounded);
}
