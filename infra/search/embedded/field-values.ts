import { IntList } from './int-list.ts';

/** Filter and facet values are compared in this form: NFKC, lower case, single spaces. */
export const normalizeValue = (value: string): string =>
  value.normalize('NFKC').toLowerCase().trim().replace(/\s+/gu, ' ');

/** Field names are matched case-insensitively (`Color` and `color` are one facet). */
export const normalizeFieldName = (name: string): string => name.trim().toLowerCase();

export const BRAND_FIELD = 'brand';

/**
 * Distinct (field, value) pairs of the store's brands and attributes, as dense value ids, with
 * the documents holding each value (ascending, removed documents kept until compaction).
 */
export class FieldValues {
  private readonly fields = new Map<string, number>();
  private readonly ids = new Map<string, number>();
  /** Value ids by field and value as written (skips normalizing values seen before). */
  private readonly written = new Map<string, number>();
  private readonly fieldOfValue: number[] = [];
  private readonly displays: string[] = [];
  private readonly docs: IntList[] = [];

  get size(): number {
    return this.displays.length;
  }

  fieldId(name: string): number {
    return this.fields.get(normalizeFieldName(name)) ?? -1;
  }

  /** Registers `doc` as holding `value` in `field`; returns the value id. */
  add(field: string, value: string, doc: number): number {
    const writtenKey = `${field}\u0000${value}`;
    const known = this.written.get(writtenKey);
    if (known !== undefined) {
      this.docs[known]?.push(doc);
      return known;
    }
    const fieldName = normalizeFieldName(field);
    let fieldId = this.fields.get(fieldName);
    if (fieldId === undefined) {
      fieldId = this.fields.size;
      this.fields.set(fieldName, fieldId);
    }
    const key = `${fieldId}\u0000${normalizeValue(value)}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.displays.length;
      this.ids.set(key, id);
      this.fieldOfValue.push(fieldId);
      this.displays.push(value.trim());
      this.docs.push(new IntList(2));
    }
    if (this.written.size < 100_000) this.written.set(writtenKey, id);
    this.docs[id]?.push(doc);
    return id;
  }

  valueId(field: string, value: string): number {
    const fieldId = this.fieldId(field);
    if (fieldId < 0) return -1;
    return this.ids.get(`${fieldId}\u0000${normalizeValue(value)}`) ?? -1;
  }

  fieldOf(valueId: number): number {
    return this.fieldOfValue[valueId] ?? -1;
  }

  display(valueId: number): string {
    return this.displays[valueId] ?? '';
  }

  documents(valueId: number): IntList {
    return this.docs[valueId] ?? new IntList(0);
  }

  /** Value ids of one field. */
  valuesOf(fieldId: number): number[] {
    const out: number[] = [];
    for (let v = 0; v < this.fieldOfValue.length; v++) if (this.fieldOfValue[v] === fieldId) out.push(v);
    return out;
  }

  remapDocuments(remap: Int32Array): void {
    for (const list of this.docs) list.remapDocuments(remap);
  }

  trim(): void {
    for (const list of this.docs) list.trim();
  }
}
