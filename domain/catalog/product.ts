import { z } from 'zod';
import { storable } from '../shared/storable-text.ts';
import { CurrencySchema } from '../tenancy/store-settings.ts';

/** A decimal amount as a string: digits, an optional point and up to 4 decimals, never negative. */
export const DecimalString = z
  .string()
  .max(20)
  .regex(/^\d{1,15}(\.\d{1,4})?$/, 'must be a non-negative decimal string such as "199.95"');

const LangKey = z.string().regex(/^[a-z]{2}$/, 'language keys are two-letter lowercase codes');
const text = (max: number) => z.string().max(max);
export const LangText = (max: number) => z.record(LangKey, text(max));

export const CategoryIn = z
  .object({
    id: z.string().min(1).max(128),
    path: z.array(LangText(200)).max(10).default([]),
  })
  .strict();

/**
 * The Product of a catalog upsert (spec: Product) plus the display fields of a ProductCard
 * and the business signals used by ranking. Unknown fields are refused (typos would be lost).
 */
export const ProductIn = storable(
  z
    .object({
      id: z
        .string()
        .min(1)
        .max(128)
        .regex(/^[^\s/?#]+$/, 'must not contain spaces, /, ? or #'),
      name: LangText(500).refine((m) => Object.keys(m).length > 0, 'needs a name in at least one language'),
      brand: z.string().max(200).nullable().optional(),
      price: DecimalString,
      sale_price: DecimalString.nullable().optional(),
      currency: CurrencySchema,
      in_stock: z.boolean().optional(),
      url: z.string().max(2048).nullable().optional(),
      image_url: z.string().max(2048).nullable().optional(),
      description: LangText(10_000).optional(),
      categories: z.array(CategoryIn).max(20).optional(),
      attributes: z.record(z.string().min(1).max(100), z.string().max(500)).optional(),
      popularity: z.number().min(0).max(1e12).optional(),
      rating: z.number().min(0).max(5).optional(),
      margin: z.number().min(-1).max(1).optional(),
      created_at: z.iso.datetime({ offset: true }).optional(),
    })
    .strict()
    .refine((p) => p.attributes === undefined || Object.keys(p.attributes).length <= 100, {
      message: 'at most 100 attributes',
      path: ['attributes'],
    }),
);
export type ProductInput = z.infer<typeof ProductIn>;

/** The stored product: every optional field filled in, so its content hash is stable. */
export interface Product {
  readonly id: string;
  readonly name: Readonly<Record<string, string>>;
  readonly brand: string | null;
  readonly price: string;
  readonly sale_price: string | null;
  readonly currency: string;
  readonly in_stock: boolean;
  readonly url: string | null;
  readonly image_url: string | null;
  readonly description: Readonly<Record<string, string>>;
  readonly categories: readonly {
    readonly id: string;
    readonly path: readonly Readonly<Record<string, string>>[];
  }[];
  readonly attributes: Readonly<Record<string, string>>;
  readonly popularity: number;
  readonly rating: number | null;
  readonly margin: number | null;
  /** When the merchant says it was created; otherwise when it was first received. */
  readonly created_at: string | null;
}

const trimMap = (m: Readonly<Record<string, string>> | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(m ?? {})
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );

export function normalizeProduct(p: ProductInput): Product {
  return {
    id: p.id,
    name: trimMap(p.name),
    brand: p.brand?.trim() || null,
    price: p.price,
    sale_price: p.sale_price ?? null,
    currency: p.currency,
    in_stock: p.in_stock ?? true,
    url: p.url ?? null,
    image_url: p.image_url ?? null,
    description: trimMap(p.description),
    categories: (p.categories ?? []).map((c) => ({ id: c.id, path: c.path.map(trimMap) })),
    attributes: Object.fromEntries(Object.entries(p.attributes ?? {}).map(([k, v]) => [k.trim(), v.trim()])),
    popularity: p.popularity ?? 0,
    rating: p.rating ?? null,
    margin: p.margin ?? null,
    created_at: p.created_at ?? null,
  };
}

/** Languages a product carries text in (names, descriptions, category names). */
export function productLanguages(p: Product): string[] {
  const langs = new Set([...Object.keys(p.name), ...Object.keys(p.description)]);
  for (const c of p.categories) for (const level of c.path) for (const l of Object.keys(level)) langs.add(l);
  return [...langs].sort();
}
