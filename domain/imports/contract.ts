import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { JobOut } from '../jobs/contract.ts';

/** Spec: ImportOut.source. `connector` and `api` name imports made by other features. */
export const IMPORT_SOURCES = ['csv', 'xlsx', 'gsheet', 'feed_merchant', 'connector', 'api'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
/** What a client may start: ImportCreate.source and the upload's `source`. */
export const CreatableSource = z.enum(['csv', 'xlsx', 'gsheet', 'feed_merchant']);
export type CreatableSourceT = z.infer<typeof CreatableSource>;
export const Repeat = z.enum(['hourly', 'daily']);
export type RepeatT = z.infer<typeof Repeat>;
export const IMPORT_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const MAPPING_MAX_CHARS = 20_000;

/** Source column -> product field (`name.ar`, `price`, `categories`, `attributes.Color`, `ignore`...). */
export const Mapping = z
  .record(z.string().min(1).max(200), z.string().min(1).max(200))
  .refine((m) => Object.keys(m).length <= 500, 'at most 500 columns');

export const Locale = z.string().regex(/^[a-z]{2}$/, 'a two-letter lowercase language code');

/** Spec: ImportCreate. */
export const ImportCreateIn = z
  .object({
    source: CreatableSource,
    url: z.string().min(1).max(2048).nullable().optional(),
    mapping: Mapping.optional(),
    dry_run: z.boolean().default(false),
    locale: Locale.nullable().optional(),
    repeat: Repeat.nullable().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.url)
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'a URL import needs url (files go to /v1/imports/upload)',
      });
  });

export const ImportPatchIn = z.object({ repeat: Repeat.nullable() }).strict();

/** Spec: ItemError. */
export const ImportItemError = z.object({
  id: z.string().nullable(),
  index: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ImportItemErrorT = z.infer<typeof ImportItemError>;

/** Spec: ImportOut. */
export const ImportOut = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  status: z.enum(IMPORT_STATUSES),
  stats: z.record(z.string(), z.number().int()),
  errors: z.array(ImportItemError),
  created_at: IsoDateTime,
  started_at: IsoDateTime.nullable(),
  finished_at: IsoDateTime.nullable(),
  job: JobOut.nullable(),
  source_url: z.string().nullable(),
  filename: z.string().nullable(),
  locale: z.string().nullable(),
  dry_run: z.boolean(),
  repeat: Repeat.nullable(),
  next_run_at: IsoDateTime.nullable(),
  parent_id: z.string().nullable(),
  error: z.string().nullable().describe('why the import failed as a whole (a fatal error)'),
});
export type ImportOutT = z.infer<typeof ImportOut>;
