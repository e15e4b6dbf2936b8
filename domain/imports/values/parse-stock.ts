import { asciiDigits } from '../../language/parse-number.ts';

const IN_STOCK = new Set([
  'yes',
  'y',
  'true',
  '1',
  'in stock',
  'in_stock',
  'instock',
  'available',
  'preorder',
  'pre-order',
  'backorder',
  'متوفر',
  'متوفرة',
  'متاح',
  'متاحة',
  'نعم',
  'موجود',
  'في المخزون',
]);
const OUT_OF_STOCK = new Set([
  'no',
  'n',
  'false',
  '0',
  'out of stock',
  'out_of_stock',
  'outofstock',
  'sold out',
  'unavailable',
  'discontinued',
  'غير متوفر',
  'غير متوفرة',
  'غير متاح',
  'غير متاحة',
  'لا',
  'نفد',
  'نفذ',
  'نفدت الكمية',
  'نفذت الكمية',
  'نفد من المخزون',
  'غير موجود',
]);

export type StockResult =
  | { readonly ok: true; readonly inStock: boolean }
  | { readonly ok: false; readonly message: string };

/** An availability word (`in stock`, `متوفر`, `غير متوفر`, yes/no, true/false, feed values). */
export function parseAvailability(raw: string): StockResult {
  const t = asciiDigits(raw).trim().toLowerCase().replace(/\s+/g, ' ');
  if (IN_STOCK.has(t)) return { ok: true, inStock: true };
  if (OUT_OF_STOCK.has(t)) return { ok: true, inStock: false };
  return {
    ok: false,
    message: `"${raw}" is not an availability (in stock / out of stock, متوفر / غير متوفر, yes / no)`,
  };
}

/** A quantity in stock (any digit system): in stock when above zero. An availability word is read too. */
export function parseStock(raw: string): StockResult {
  const t = asciiDigits(raw)
    .trim()
    .replace(/[,٬\s]/g, '');
  if (/^-?\d+(\.\d+)?$/.test(t)) return { ok: true, inStock: Number(t) > 0 };
  return parseAvailability(raw);
}
