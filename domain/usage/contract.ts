import { z } from 'zod';

export const UsageMetricName = z.enum([
  'search',
  'assistant_message',
  'assistant_conversation',
  'translated_product',
  'ai_cost_micros_usd',
  'products_indexed',
]);

/** Spec: UsageOut, UsageMetric, UsageDay. */
export const UsageOut = z.object({
  period_start: z.string(),
  period_end: z.string(),
  plan_code: z.string(),
  metrics: z.array(
    z.object({
      metric: UsageMetricName,
      used: z.number().int(),
      limit: z.number().int().nullable(),
      percent: z.number().nullable(),
    }),
  ),
  overage_estimate_cents: z.number().int(),
  daily: z.array(
    z.object({
      day: z.string(),
      searches: z.number().int(),
      suggests_not_billed: z.number().int(),
      assistant_messages: z.number().int(),
      assistant_conversations: z.number().int(),
      translated_products: z.number().int(),
    }),
  ),
  notices: z.array(z.enum(['80_percent', '100_percent'])).optional(),
});
export type Usage = z.infer<typeof UsageOut>;
