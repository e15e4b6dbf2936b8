import { normalizeProduct, type Product, ProductIn } from '../catalog/product.ts';
import type { FieldTarget } from './field-target.ts';
import { categoryId, splitCategories } from './values/category-path.ts';
import { parsePrice } from './values/parse-price.ts';
import { parseStock } from './values/parse-stock.ts';

/**
 * The version of what a row becomes (this file, `normalizeProduct` and the value parsers).
 * Imports remember what each row gave under it (processes/imports/row-memo.ts): bump it with
 * any change that makes some row give another product, so that no import trusts what an
 * older version made of a row. `row-to-product.test.ts` holds the digest of sample rows per
 * version and fails when they give other products under the same number.
 */
export const ROW_MAPPING_VERSION = 1;

export interface Column {
  /** Position of the cell in each row. */
  readonly index: number;
  readonly header: string;
  readonly target: FieldTarget;
}

export interface RowOptions {
  /** Language of untagged text. */
  readonly locale: string;
  /** The store's currency: prices without one are in it. */
  readonly currency: string;
  readonly knownCurrencies: ReadonlySet<string>;
}

export interface RowError {
  readonly code: string;
  readonly message: string;
}

export type RowResult =
  | { readonly ok: true; readonly product: Product }
  | { readonly ok: false; readonly id: string | null; readonly errors: RowError[] };

const firstUrl = (cell: string): string => cell.split(/[\s,|;]+/).find((s) => s !== '') ?? '';

function mergeCategories(
  sets: readonly { lang: string; paths: string[][] }[],
): { id: string; path: Record<string, string>[] }[] {
  const first = sets[0];
  if (!first) return [];
  return first.paths.map((levels, i) => ({
    id: categoryId(levels),
    path: levels.map((name, depth) => {
      const level: Record<string, string> = {};
      for (const set of sets) {
        const other = set.paths[i]?.[depth];
        if (other !== undefined && set.paths[i]?.length === levels.length) level[set.lang] ??= other;
      }
      level[first.lang] = name;
      return level;
    }),
  }));
}

/**
 * One source row as a product: texts by language, prices as merchants write them (any digits,
 * either decimal mark, a currency beside them), stock words or quantities, category paths, and
 * attributes. Every problem of the row is reported with its column; a row with any is skipped.
 */
export function rowToProduct(
  cells: readonly (string | undefined)[],
  columns: readonly Column[],
  options: RowOptions,
): RowResult {
  const errors: RowError[] = [];
  const fail = (column: Column, message: string, code = 'invalid_value') =>
    errors.push({ code, message: `${column.header}: ${message}` });
  const raw: Record<string, unknown> = {};
  const name: Record<string, string> = {};
  const description: Record<string, string> = {};
  const attributes: Record<string, string> = {};
  const categorySets: { lang: string; paths: string[][] }[] = [];
  let priceCell: { column: Column; text: string } | null = null;
  let saleCell: { column: Column; text: string } | null = null;
  let currency: string | null = null;
  for (const column of columns) {
    const cell = (cells[column.index] ?? '').trim();
    if (cell === '') continue;
    const t = column.target;
    switch (t.kind) {
      case 'ignore':
        break;
      case 'id':
        raw.id = cell;
        break;
      case 'name':
        name[t.lang ?? options.locale] ??= cell;
        break;
      case 'description':
        description[t.lang ?? options.locale] ??= cell;
        break;
      case 'categories': {
        const lang = t.lang ?? options.locale;
        if (!categorySets.some((s) => s.lang === lang))
          categorySets.push({ lang, paths: splitCategories(cell) });
        break;
      }
      case 'brand':
        raw.brand = cell;
        break;
      case 'price':
        priceCell = { column, text: cell };
        break;
      case 'sale_price':
        saleCell = { column, text: cell };
        break;
      case 'currency': {
        const code = cell.toUpperCase();
        if (options.knownCurrencies.has(code)) currency = code;
        else fail(column, `"${cell}" is not a currency code this service knows`, 'invalid_currency');
        break;
      }
      case 'stock': {
        const stock = parseStock(cell);
        if (stock.ok) raw.in_stock = stock.inStock;
        else fail(column, stock.message, 'invalid_stock');
        break;
      }
      case 'url':
        raw.url = cell;
        break;
      case 'image':
        raw.image_url = firstUrl(cell);
        break;
      case 'attribute':
        attributes[t.name] = cell;
        break;
      case 'popularity':
      case 'rating': {
        const n = Number(cell.replace(',', '.'));
        if (Number.isFinite(n)) raw[t.kind] = n;
        else fail(column, `"${cell}" is not a number`);
        break;
      }
      default: {
        const never: never = t;
        return never;
      }
    }
  }
  const id = typeof raw.id === 'string' ? raw.id : null;
  if (id === null) errors.push({ code: 'missing_id', message: 'the row has no product id' });
  if (Object.keys(name).length === 0)
    errors.push({ code: 'missing_name', message: 'the row has no product name' });
  const price = priceCell as { column: Column; text: string } | null;
  if (price === null) errors.push({ code: 'missing_price', message: 'the row has no price' });
  else {
    const parsed = parsePrice(price.text, currency ?? options.currency, options.knownCurrencies);
    if (parsed.ok) {
      raw.price = parsed.value;
      currency ??= parsed.currency;
    } else fail(price.column, `price ${parsed.message}`, 'invalid_price');
  }
  const sale = saleCell as { column: Column; text: string } | null;
  if (sale !== null) {
    const parsed = parsePrice(sale.text, currency ?? options.currency, options.knownCurrencies);
    if (parsed.ok) raw.sale_price = parsed.value;
    else fail(sale.column, `sale price ${parsed.message}`, 'invalid_price');
  }
  if (errors.length > 0) return { ok: false, id, errors };
  raw.currency = currency ?? options.currency;
  raw.name = name;
  if (Object.keys(description).length > 0) raw.description = description;
  if (Object.keys(attributes).length > 0) raw.attributes = attributes;
  if (categorySets.length > 0) raw.categories = mergeCategories(categorySets).slice(0, 20);
  const parsed = ProductIn.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      id,
      errors: parsed.error.issues.map((i) => ({
        code: i.code === 'custom' ? 'invalid' : i.code,
        message: `${i.path.join('.') || 'product'}: ${i.message}`,
      })),
    };
  return { ok: true, product: normalizeProduct(parsed.data) };
}
