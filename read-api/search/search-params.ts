import type { FieldError } from '../../domain/shared/domain-error.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';

type Query = Readonly<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[v.length - 1] : v;

/**
 * GET /v1/search as a SearchRequest body: `filter[brand]=a,b` is a terms filter,
 * `filter[price][gte]=10` a range, `filter[in_stock]=true` a boolean; `facets=a,b`.
 */
export function searchRequestFromQuery(query: Query): Record<string, unknown> {
  const errors: FieldError[] = [];
  const filters: Record<string, unknown> = {};
  const number = (field: string, raw: string | undefined): number | undefined => {
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || !/^-?\d+(\.\d+)?$/.test(raw.trim())) {
      errors.push({ field, code: 'invalid_type', message: 'must be a number' });
      return undefined;
    }
    return n;
  };
  for (const [key, raw] of Object.entries(query)) {
    const m = /^filter\[([^\]]{1,100})\](?:\[(gte|lte)\])?$/.exec(key);
    if (!m) continue;
    const name = m[1] ?? '';
    const bound = m[2];
    const value = one(raw) ?? '';
    if (bound) {
      const range = (filters[name] as { gte?: number; lte?: number } | undefined) ?? {};
      const n = number(`query.filter[${name}][${bound}]`, value);
      if (n !== undefined) range[bound as 'gte' | 'lte'] = n;
      filters[name] = range;
    } else if (value === 'true' || value === 'false') filters[name] = value === 'true';
    else
      filters[name] = value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
  }
  const int = (name: string) => {
    const raw = one(query[name]);
    if (raw === undefined) return undefined;
    return /^\d{1,7}$/.test(raw) ? Number(raw) : raw;
  };
  if (errors.length > 0)
    throw new DomainError('invalid_request', `${errors.length} field(s) are not valid`, errors);
  const facets = one(query.facets);
  return {
    ...(one(query.q) !== undefined ? { q: one(query.q) } : {}),
    ...(one(query.lang) !== undefined ? { lang: one(query.lang) } : {}),
    ...(int('page') !== undefined ? { page: int('page') } : {}),
    ...(int('per_page') !== undefined ? { per_page: int('per_page') } : {}),
    ...(one(query.sort) !== undefined ? { sort: one(query.sort) } : {}),
    ...(facets !== undefined
      ? {
          facets: facets
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        }
      : {}),
    ...(one(query.session) !== undefined ? { session: one(query.session) } : {}),
    ...(one(query.device) !== undefined ? { device: one(query.device) } : {}),
    filters,
  };
}
