import { z } from 'zod';

const ProductId = z.string().min(1).max(128);
const Session = z.string().min(1).max(64);
const SearchId = z.string().min(1).max(64);
const DeviceIn = z.enum(['desktop', 'mobile', 'tablet', 'unknown']);

/** POST /v1/click. */
export const ClickIn = z
  .object({
    search_id: SearchId,
    product_id: ProductId,
    position: z.number().int().min(1).max(10_000),
    session: Session.nullable().optional(),
  })
  .strict();
export type Click = z.infer<typeof ClickIn>;

/** One event of POST /v1/event: `product_id` or `product_ids` (up to 100), session required. */
export const ShopperEventIn = z
  .object({
    type: z.enum(['add_to_cart', 'order', 'view']),
    session: Session,
    product_id: ProductId.optional(),
    product_ids: z.array(ProductId).min(1).max(100).optional(),
    search_id: SearchId.nullable().optional(),
    revenue: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,4})?$/, 'a decimal string >= 0, such as "129.90"')
      .nullable()
      .optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'a three-letter currency code')
      .nullable()
      .optional(),
    device: DeviceIn.optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.product_id === undefined && e.product_ids === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['product_ids'],
        message: 'product_id or product_ids is required',
      });
    if (e.product_id !== undefined && e.product_ids !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['product_id'],
        message: 'send product_id or product_ids, not both',
      });
    if (e.type === 'order') {
      if (e.revenue == null)
        ctx.addIssue({ code: 'custom', path: ['revenue'], message: 'an order needs its revenue' });
      if (e.currency == null)
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'an order needs its currency' });
    } else if (e.revenue != null) {
      ctx.addIssue({ code: 'custom', path: ['revenue'], message: 'only an order carries revenue' });
    }
  });
export type ShopperEvent = z.infer<typeof ShopperEventIn>;

/**
 * POST /v1/event body: one event, `{events: [...]}` or a bare array of 1..100. Items are
 * checked one by one in the handler (`ShopperEventIn`), so good ones are kept beside bad ones.
 */
export const EventBatchIn = z.union([
  z.object({ events: z.array(z.unknown()).min(1).max(100) }).strict(),
  z.array(z.unknown()).min(1).max(100),
  z.object({ type: z.unknown() }).passthrough(),
]);

export const ClickAcceptedOut = z.object({ accepted: z.boolean() });

export const ItemErrorOut = z.object({
  index: z.number().int(),
  field: z.string(),
  code: z.string(),
  message: z.string(),
});

/** 202 answer of POST /v1/event: how many were accepted, and why the others were not. */
export const EventsAcceptedOut = z.object({
  accepted: z.number().int(),
  rejected: z.number().int(),
  errors: z.array(ItemErrorOut),
});
