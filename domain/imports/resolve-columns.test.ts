import { describe, expect, it } from 'vitest';
import { matchHeader } from './column-names.ts';
import { mappingErrors, resolveColumns } from './resolve-columns.ts';

describe('columns by name, in English and Arabic', () => {
  it('matches headers merchants write', () => {
    expect(matchHeader('السعر')).toEqual({ kind: 'price' });
    expect(matchHeader('Sale Price')).toEqual({ kind: 'sale_price' });
    expect(matchHeader('g:image_link')).toEqual({ kind: 'image' });
    expect(matchHeader('Name (English)')).toEqual({ kind: 'name', lang: 'en' });
    expect(matchHeader('name_ar')).toEqual({ kind: 'name', lang: 'ar' });
    expect(matchHeader('الاسم بالعربي')).toEqual({ kind: 'name', lang: 'ar' });
    expect(matchHeader('اللون')).toEqual({ kind: 'attribute', name: 'Color' });
    expect(matchHeader('الكمية')).toEqual({ kind: 'stock' });
    expect(matchHeader('Warehouse shelf')).toBeNull();
  });

  it('the mapping wins over names; a mapped column the file lacks is an error', () => {
    const r = resolveColumns(
      ['Code', 'Title', 'Cost', 'Shelf'],
      { Code: 'id', Cost: 'price', Shelf: 'attributes.Shelf' },
      ['en', 'ar'],
    );
    expect(r.ok && r.value.columns.map((c) => [c.header, c.target.kind])).toEqual([
      ['Code', 'id'],
      ['Title', 'name'],
      ['Cost', 'price'],
      ['Shelf', 'attribute'],
    ]);
    expect(resolveColumns(['id', 'name'], { Missing: 'price' }, ['en']).ok).toBe(false);
    expect(resolveColumns(['name', 'price'], {}, ['en']).ok).toBe(false);
  });

  it('columns in a language the store lacks are left out; mapping values are checked', () => {
    const r = resolveColumns(['id', 'name_fr', 'price'], {}, ['en', 'ar']);
    expect(r.ok && r.value.foreignLanguage).toEqual(['name_fr']);
    expect(
      mappingErrors({ a: 'colour', b: 'name.fr', c: 'attributes.Size' }, ['en', 'ar']).map((e) => [
        e.field,
        e.code,
      ]),
    ).toEqual([
      ['mapping.a', 'invalid_value'],
      ['mapping.b', 'unsupported_locale'],
    ]);
  });
});
