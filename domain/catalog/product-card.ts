import { z } from 'zod';
import type { Product } from './product.ts';

/** Spec: ProductCard (display fields in answers). */
export const ProductCardOut = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  price: z.string(),
  sale_price: z.string().nullable(),
  currency: z.string(),
  in_stock: z.boolean(),
  brand: z.string().nullable(),
  category: z.record(z.string(), z.string()).nullable(),
});
export type ProductCard = z.infer<typeof ProductCardOut>;

export function toProductCard(p: Product): ProductCard {
  const leaf = p.categories[0]?.path.at(-1);
  return {
    id: p.id,
    name: { ...p.name },
    url: p.url,
    image_url: p.image_url,
    price: p.price,
    sale_price: p.sale_price,
    currency: p.currency,
    in_stock: p.in_stock,
    brand: p.brand,
    category: leaf ? { ...leaf } : null,
  };
}
