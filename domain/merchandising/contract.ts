import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { RuleIn } from './rule.ts';

export { RuleIn };

/** Spec: RuleOut (RuleIn plus id, created_at, updated_at). */
export const RuleOut = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['pin', 'boost', 'bury', 'hide', 'redirect', 'banner']),
  conditions: z.object({
    match: z.enum(['exact', 'contains', 'any']),
    terms: z.array(z.string()),
    locales: z.array(z.string()),
    categories: z.array(z.string()),
  }),
  actions: z.object({
    product_ids: z.array(z.string()),
    positions: z.array(z.number().int()),
    filter: z.record(z.string(), z.array(z.string())).nullable(),
    factor: z.number().nullable(),
    url: z.string().nullable(),
    banner: z
      .object({
        html: z.string().nullable().optional(),
        image_url: z.string().nullable().optional(),
        link_url: z.string().nullable().optional(),
        position: z.enum(['top', 'inline', 'bottom']),
      })
      .nullable(),
  }),
  priority: z.number().int(),
  enabled: z.boolean(),
  starts_at: IsoDateTime.nullable(),
  ends_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
