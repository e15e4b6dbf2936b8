import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { storable } from '../shared/storable-text.ts';

/** Spec: POST /v1/products/batch. Items of `upsert` are checked one by one (see docs/catalog.md). */
export const BatchIn = z
  .object({
    upsert: z
      .array(z.unknown().describe('a Product; an invalid product is reported in `errors` and skipped'))
      .max(1000)
      .default([]),
    delete: storable(z.array(z.string().min(1).max(128)).max(1000))
      .default([])
      .describe('ids of products to remove'),
    sync_id: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_\-:.]+$/, 'letters, digits and _ - : .')
      .optional(),
    sync_complete: z.boolean().default(false).describe('true on the last batch of a full sync'),
    replace_all: z
      .boolean()
      .default(false)
      .describe('with sync_complete: remove products the sync did not send'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.sync_complete || b.replace_all) && !b.sync_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['sync_id'],
        message: 'sync_complete and replace_all need a sync_id',
      });
    }
  });

export const ItemErrorOut = z.object({
  index: z.number().int(),
  id: z.string().nullable(),
  field: z.string().describe('dotted path, e.g. upsert.17.price'),
  code: z.string(),
  message: z.string(),
});

export const BatchOut = z.object({
  added: z.number().int().describe('new products stored'),
  updated: z.number().int().describe('products whose content changed'),
  unchanged: z
    .number()
    .int()
    .describe('products sent with identical content: nothing stored, nothing billed'),
  deleted: z.number().int().describe('products removed by `delete`'),
  removed_by_sync: z
    .number()
    .int()
    .describe('products removed because a completed replace_all sync did not send them'),
  errors: z.array(ItemErrorOut),
  sync: z.object({ id: z.string(), status: z.enum(['open', 'completed']) }).nullable(),
});

const LangMap = z.record(z.string(), z.string());

export const ProductOut = z.object({
  id: z.string(),
  name: LangMap,
  brand: z.string().nullable(),
  price: z.string(),
  sale_price: z.string().nullable(),
  currency: z.string(),
  in_stock: z.boolean(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  description: LangMap,
  categories: z.array(z.object({ id: z.string(), path: z.array(LangMap) })),
  attributes: LangMap,
  popularity: z.number(),
  rating: z.number().nullable(),
  margin: z.number().nullable(),
  languages: z.array(z.string()),
  revision: z.number().int(),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type ProductOutT = z.infer<typeof ProductOut>;
