import { matchHeader, normalizeHeader } from './column-names.ts';
import { type FieldTarget, parseFieldTarget, targetLanguage } from './field-target.ts';
import type { Column } from './row-to-product.ts';

export interface ResolvedColumns {
  readonly columns: Column[];
  /** Headers that name no field and were not mapped: left out. */
  readonly unmapped: string[];
  /** Columns left out because they are in a language the store does not have. */
  readonly foreignLanguage: string[];
}

export type ColumnsResult =
  | { readonly ok: true; readonly value: ResolvedColumns }
  | { readonly ok: false; readonly message: string };

/** Mapping values that name no field, by column (checked when the import is asked for). */
export function mappingErrors(mapping: Readonly<Record<string, string>>, storeLocales: readonly string[]) {
  const errors: { field: string; code: string; message: string }[] = [];
  for (const [column, value] of Object.entries(mapping)) {
    const target = parseFieldTarget(value);
    if (!target) {
      errors.push({
        field: `mapping.${column}`,
        code: 'invalid_value',
        message: `"${value}" is not a product field (id, name, name.<lang>, description, price, sale_price, currency, in_stock, url, image_url, categories, brand, attributes.<Name>, ignore)`,
      });
      continue;
    }
    const lang = targetLanguage(target);
    if (lang && !storeLocales.includes(lang))
      errors.push({
        field: `mapping.${column}`,
        code: 'unsupported_locale',
        message: `${lang} is not one of the store languages (${storeLocales.join(', ')})`,
      });
  }
  return errors;
}

const ARABIC = /[\u0600-\u06ff]/;

/** An untagged text column under an Arabic header (`الاسم`) holds Arabic when the store has it. */
function headerInArabic(
  target: FieldTarget | null,
  header: string,
  storeLocales: readonly string[],
): FieldTarget | null {
  if (!target || (target.kind !== 'name' && target.kind !== 'description' && target.kind !== 'categories'))
    return target;
  if (target.lang !== null || !ARABIC.test(header) || !storeLocales.includes('ar')) return target;
  return { ...target, lang: 'ar' };
}

/**
 * The file's header row read with the client's mapping: mapped columns first (by exact or
 * loosely equal header), then headers that name a field by themselves (English or Arabic; an
 * Arabic header of a text column means Arabic text).
 * A mapped column missing from the file is an error: the mapping was made for another file.
 */
export function resolveColumns(
  headers: readonly string[],
  mapping: Readonly<Record<string, string>>,
  storeLocales: readonly string[],
): ColumnsResult {
  const byLoose = new Map<string, number>();
  headers.forEach((h, i) => {
    if (!byLoose.has(normalizeHeader(h))) byLoose.set(normalizeHeader(h), i);
  });
  const mapped = new Map<number, FieldTarget>();
  for (const [column, value] of Object.entries(mapping)) {
    const exact = headers.findIndex((h) => h.trim() === column.trim());
    const index = exact >= 0 ? exact : byLoose.get(normalizeHeader(column));
    if (index === undefined)
      return {
        ok: false,
        message: `the mapping names column "${column}", which the file does not have (its columns: ${headers.join(', ').slice(0, 500)})`,
      };
    const target = parseFieldTarget(value);
    if (target) mapped.set(index, target);
  }
  const columns: Column[] = [];
  const unmapped: string[] = [];
  const foreignLanguage: string[] = [];
  headers.forEach((header, index) => {
    const target = mapped.get(index) ?? headerInArabic(matchHeader(header), header, storeLocales);
    if (!target) {
      if (header.trim() !== '') unmapped.push(header);
      return;
    }
    const lang = targetLanguage(target);
    if (lang && !storeLocales.includes(lang)) {
      foreignLanguage.push(header);
      return;
    }
    columns.push({ index, header, target });
  });
  if (!columns.some((c) => c.target.kind === 'id'))
    return {
      ok: false,
      message: `no column holds the product id (map one to "id"; columns: ${headers.join(', ').slice(0, 500)})`,
    };
  return { ok: true, value: { columns, unmapped, foreignLanguage } };
}
