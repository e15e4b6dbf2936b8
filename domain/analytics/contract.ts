import { z } from 'zod';

export const REPORTS = [
  'overview',
  'top_queries',
  'zero_results',
  'low_ctr',
  'ctr_by_position',
  'conversions',
  'by_language',
  'by_device',
  'assistant',
] as const;
export const ReportName = z.enum(REPORTS);
export type ReportName = z.infer<typeof ReportName>;

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date, YYYY-MM-DD');

export const StatsParamsIn = z.object({ report: ReportName });

export const StatsQueryIn = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  lang: z
    .string()
    .regex(/^(all|[a-z]{2})$/, 'all or a two-letter language code')
    .default('all'),
  device: z.enum(['all', 'desktop', 'mobile', 'tablet']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'csv']).default('json'),
});
export type StatsQuery = z.infer<typeof StatsQueryIn>;

/** Spec: StatsTotals. ctr = searches with a click / searches; conversion_rate = searches followed by an order / searches. */
export const StatsTotalsOut = z.object({
  searches: z.number().int(),
  suggests: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
  zero_result_rate: z.number(),
  add_to_carts: z.number().int(),
  orders: z.number().int(),
  conversion_rate: z.number(),
});
export type StatsTotals = z.infer<typeof StatsTotalsOut>;

const int = z.number().int();

export const OverviewRow = z.object({
  day: IsoDate,
  searches: int,
  suggests: int,
  zero_results: int,
  clicks: int,
  ctr: z.number(),
  add_to_carts: int,
  orders: int,
});
export const TopQueryRow = z.object({
  query: z.string(),
  searches: int,
  clicks: int,
  ctr: z.number(),
  zero_result_rate: z.number(),
  avg_click_position: z.number().nullable(),
});
export const ZeroResultRow = z.object({
  query: z.string(),
  searches: int,
  last_seen: IsoDate,
  suggestion: z.string().nullable(),
});
export const LowCtrRow = z.object({ query: z.string(), searches: int, clicks: int, ctr: z.number() });
export const PositionRow = z.object({ position: int.min(1), impressions: int, clicks: int, ctr: z.number() });
export const ConversionRow = z.object({
  query: z.string(),
  searches: int,
  clicks: int,
  add_to_carts: int,
  orders: int,
  conversion_rate: z.number(),
  revenue: z.string(),
  currency: z.string(),
});
export const SegmentRow = z.object({
  segment: z.string(),
  searches: int,
  share: z.number(),
  clicks: int,
  ctr: z.number(),
  zero_result_rate: z.number(),
  conversion_rate: z.number(),
});
export const AssistantRow = z.object({
  day: IsoDate,
  conversations: int,
  messages: int,
  products_shown: int,
  product_clicks: int,
  handovers: int,
  conversion_proxy: z.number(),
  cost_usd: z.string(),
});

export const REPORT_ROWS = {
  overview: OverviewRow,
  top_queries: TopQueryRow,
  zero_results: ZeroResultRow,
  low_ctr: LowCtrRow,
  ctr_by_position: PositionRow,
  conversions: ConversionRow,
  by_language: SegmentRow,
  by_device: SegmentRow,
  assistant: AssistantRow,
} as const;

const answerOf = <R extends ReportName>(report: R) =>
  z.object({
    report: z.literal(report),
    date_from: IsoDate,
    date_to: IsoDate,
    totals: StatsTotalsOut,
    rows: z.array(REPORT_ROWS[report]),
  });

export const StatsResponseOut = z.discriminatedUnion('report', [
  answerOf('overview'),
  answerOf('top_queries'),
  answerOf('zero_results'),
  answerOf('low_ctr'),
  answerOf('ctr_by_position'),
  answerOf('conversions'),
  answerOf('by_language'),
  answerOf('by_device'),
  answerOf('assistant'),
]);
export type StatsResponse = z.infer<typeof StatsResponseOut>;
