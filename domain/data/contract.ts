import { z } from 'zod';
import { IsoDateTime } from '../api/envelopes.ts';
import { JobOut } from '../jobs/contract.ts';

export const DATA_REQUEST_KINDS = ['export', 'delete'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Spec: DataRequestOut. */
export const DataRequestOut = z.object({
  id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  created_at: IsoDateTime,
  completed_at: IsoDateTime.nullable(),
  download_url: z.string().nullable().describe('export only: a signed link, valid 24 hours'),
  job: JobOut.nullable(),
});
export type DataRequestOutT = z.infer<typeof DataRequestOut>;

/** Spec: POST /v1/data/requests. */
export const DataRequestBody = z.object({
  kind: z.enum(DATA_REQUEST_KINDS),
  confirm_slug: z.string().max(200).nullable().optional().describe('delete only: the store slug'),
});
export type DataRequestBodyT = z.infer<typeof DataRequestBody>;
