import { z } from 'zod';
import { storable } from '../shared/storable-text.ts';
import { LocaleSchema } from '../tenancy/store-settings.ts';

const HttpUrl = z
  .string()
  .max(2048)
  .refine((u) => {
    try {
      const { protocol } = new URL(u);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

export const RULE_TYPES = ['pin', 'boost', 'bury', 'hide', 'redirect', 'banner'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const RuleConditionsIn = z
  .object({
    match: z.enum(['exact', 'contains', 'any']).default('exact'),
    terms: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    locales: z.array(LocaleSchema).max(20).default([]),
    categories: z.array(z.string().min(1).max(128)).max(50).default([]),
  })
  .strict();

export const BannerIn = z
  .object({
    html: z.string().max(10_000).nullable().optional(),
    image_url: HttpUrl.nullable().optional(),
    link_url: HttpUrl.nullable().optional(),
    position: z.enum(['top', 'inline', 'bottom']).default('top'),
  })
  .strict()
  .refine((b) => Boolean(b.html) || Boolean(b.image_url), 'a banner needs html or image_url');

export const RuleActionsIn = z
  .object({
    product_ids: z.array(z.string().min(1).max(128)).max(100).default([]),
    positions: z.array(z.number().int().min(1).max(1000)).max(100).default([]),
    filter: z
      .record(z.string().min(1).max(100), z.array(z.string().min(1).max(200)).min(1).max(50))
      .nullable()
      .default(null),
    factor: z.number().gt(0).max(100).nullable().default(null),
    url: HttpUrl.nullable().default(null),
    banner: BannerIn.nullable().default(null),
  })
  .strict();

/** Spec: RuleIn, with the checks each rule type needs. */
export const RuleIn = storable(
  z
    .object({
      name: z.string().trim().min(1).max(200),
      type: z.enum(RULE_TYPES),
      conditions: RuleConditionsIn,
      actions: RuleActionsIn,
      priority: z.number().int().min(-1000).max(1000).default(0),
      enabled: z.boolean().default(true),
      starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
      ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
    })
    .strict()
    .superRefine((r, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (r.starts_at && r.ends_at && Date.parse(r.starts_at) >= Date.parse(r.ends_at)) {
        issue(['ends_at'], 'ends_at must be after starts_at');
      }
      if (r.conditions.match !== 'any' && r.conditions.terms.length === 0) {
        issue(['conditions', 'terms'], 'exact and contains rules need at least one term');
      }
      const a = r.actions;
      const targets = a.product_ids.length > 0 || (a.filter !== null && Object.keys(a.filter).length > 0);
      switch (r.type) {
        case 'pin':
          if (a.product_ids.length === 0) issue(['actions', 'product_ids'], 'a pin rule needs product_ids');
          if (a.positions.length > 0 && a.positions.length !== a.product_ids.length) {
            issue(['actions', 'positions'], 'give one position per product id (or none: 1, 2, 3 …)');
          }
          if (new Set(a.product_ids).size !== a.product_ids.length)
            issue(['actions', 'product_ids'], 'product ids must not repeat');
          break;
        case 'boost':
        case 'bury':
        case 'hide':
          if (!targets) issue(['actions', 'product_ids'], `a ${r.type} rule needs product_ids or a filter`);
          break;
        case 'redirect':
          if (!a.url) issue(['actions', 'url'], 'a redirect rule needs a url');
          break;
        case 'banner':
          if (!a.banner) issue(['actions', 'banner'], 'a banner rule needs a banner');
          break;
      }
    }),
);
export type RuleInput = z.infer<typeof RuleIn>;

/** A stored rule. */
export interface Rule extends RuleInput {
  readonly id: string;
  readonly created_at: string;
  readonly updated_at: string;
}
