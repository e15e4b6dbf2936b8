import { z } from 'zod';
import { ProductCardOut } from '../catalog/product-card.ts';

export const RecommendType = z.enum(['similar', 'also_viewed', 'trending', 'recently_viewed']);
export type RecommendType = z.infer<typeof RecommendType>;

export const RecommendSource = z.enum(['attributes', 'vectors', 'co_views', 'popularity', 'session']);
export type RecommendSource = z.infer<typeof RecommendSource>;

/** GET /v1/recommend query. */
export const RecommendQueryIn = z
  .object({
    type: RecommendType,
    product_id: z.string().min(1).max(128).nullable().optional(),
    category_id: z.string().min(1).max(128).nullable().optional(),
    session: z.string().min(1).max(64).nullable().optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
    key: z.string().max(200).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.type === 'similar' || q.type === 'also_viewed') && !q.product_id)
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: `${q.type} needs a product_id` });
    if (q.type === 'recently_viewed' && !q.session)
      ctx.addIssue({ code: 'custom', path: ['session'], message: 'recently_viewed needs the session' });
  });
export type RecommendQuery = z.infer<typeof RecommendQueryIn>;

/** Spec: RecommendResponse. */
export const RecommendResponseOut = z.object({
  type: RecommendType,
  ids: z.array(z.string()),
  products: z.array(ProductCardOut),
  source: RecommendSource,
});
