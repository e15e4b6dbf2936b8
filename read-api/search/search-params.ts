import { z } from 'zod';
import { SearchRequestIn } from '../../domain/search/contract.ts';

type Query = Readonly<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[v.length - 1] : v;

/**
 * GET /v1/search as a SearchRequest body: `filter[brand]=a,b` is a terms filter,
 * `filter[price][gte]=10` a range, `filter[in_stock]=true` a boolean; `facets=a,b`. A bound
 * that is not a number is an issue at its parameter's path.
 */
export function searchRequestFromQuery(query: Query, ctx: z.RefinementCtx): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const m = /^filter\[([^\]]{1,100})\](?:\[(gte|lte)\])?$/.exec(key);
    if (!m) continue;
    const name = m[1] ?? '';
    const bound = m[2] as 'gte' | 'lte' | undefined;
    const value = one(raw) ?? '';
    if (bound) {
      const range = (filters[name] as { gte?: number; lte?: number } | undefined) ?? {};
      if (value !== '') {
        if (/^-?\d+(\.\d+)?$/.test(value.trim())) range[bound] = Number(value);
        else ctx.addIssue({ code: 'custom', message: 'must be a number', path: [key] });
      }
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
  const facets = one(query.facets);
  const out: Record<string, unknown> = { filters };
  for (const name of ['q', 'lang', 'sort', 'session', 'device'] as const) {
    const value = one(query[name]);
    if (value !== undefined) out[name] = value;
  }
  for (const name of ['page', 'per_page'] as const) {
    const value = int(name);
    if (value !== undefined) out[name] = value;
  }
  if (facets !== undefined)
    out.facets = facets
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  return out;
}

/**
 * The query string of GET /v1/search: read into a SearchRequest and validated by the very
 * schema POST /v1/search validates its body with, so both refuse the same searches the same
 * way (422 with the parameter's path).
 */
export const SearchParamsIn = z
  .object({
    q: z.string().optional(),
    lang: z.string().optional(),
    page: z.string().optional(),
    per_page: z.string().optional(),
    sort: z.string().optional(),
    facets: z.string().optional(),
    session: z.string().optional(),
    device: z.string().optional(),
    key: z.string().optional(),
  })
  .catchall(z.union([z.string(), z.array(z.string())]))
  .transform(searchRequestFromQuery)
  .pipe(SearchRequestIn);
