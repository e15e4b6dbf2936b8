import { DomainError } from '../../domain/shared/domain-error.ts';
import { isStorableText } from '../../domain/shared/storable-text.ts';

/** Cursors are the last id of a page, base64url: opaque to clients, checked when they come back. */
export const encodeCursor = (id: string): string => Buffer.from(id, 'utf8').toString('base64url');

/** A cursor the client changed or made up. */
export const invalidCursor = (): DomainError =>
  new DomainError('invalid_request', 'cursor is not valid', [
    { field: 'query.cursor', code: 'invalid', message: 'pass next_cursor back as it came' },
  ]);

export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!id || encodeCursor(id) !== cursor || !isStorableText(id)) throw invalidCursor();
  return id;
}

/**
 * One page of a list kept in key order (`keyOf`): reads one row more than the page to know whether a
 * next page exists, and counts the whole list on the first page only (cheap enough there).
 */
export async function keysetPage<Row, Out>(options: {
  readonly cursor: string | undefined;
  readonly limit: number;
  readonly list: (afterKey: string | null, limit: number) => Promise<Row[]>;
  readonly count: () => Promise<number>;
  readonly map: (row: Row) => Out;
  /** The row's place in the list's order (its id, or a composite key). */
  readonly keyOf: (row: Row) => string;
}): Promise<{ data: Out[]; next_cursor: string | null; total: number | null }> {
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await options.list(after, options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    data: page.map(options.map),
    next_cursor: rows.length > page.length && last !== undefined ? encodeCursor(options.keyOf(last)) : null,
    total: after === null ? await options.count() : null,
  };
}
