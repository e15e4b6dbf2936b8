import { z } from 'zod';

/** The spec's common envelopes (Accepted, Deleted, Page) and shared field shapes. */
export const DeletedOut = z.object({ deleted: z.boolean(), id: z.string() });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), next_cursor: z.string().nullable(), total: z.number().int().nullable() });

export const CursorQuery = z.object({
  cursor: z.string().max(200).optional(),
});

export const IsoDateTime = z.string().describe('ISO 8601 date-time');
