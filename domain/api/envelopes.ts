import { z } from 'zod';
import { storable } from '../shared/storable-text.ts';

/** The spec's common envelopes (Accepted, Deleted, Page) and shared field shapes. */
export const DeletedOut = z.object({ deleted: z.boolean(), id: z.string() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable(), total: z.number().int().nullable() });

export const CursorQuery = z.object({
  cursor: z.string().max(200).optional(),
});

/**
 * An id in a path (`/v1/rules/{rule_id}`): text no stored id can hold is answered 404, like
 * any other id that does not exist (see infra/http/error-handler.ts).
 */
export const PathId = storable(z.string().min(1).max(128));

export const IsoDateTime = z.string().describe('ISO 8601 date-time');
