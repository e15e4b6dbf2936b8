import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import { type Column, ROW_MAPPING_VERSION } from '../../domain/imports/row-to-product.ts';

/** What one source row gave the last time: its product's id and content hash. */
export interface RememberedRow {
  readonly id: string;
  readonly hash: string;
}

/** What makes a row give a product, besides its cells: the same context, the same product. */
export interface RowContext {
  readonly tenantId: string;
  readonly columns: readonly Column[];
  readonly locale: string;
  readonly currency: string;
}

/** The memo's blob: under the store's prefix (erased with it), one per mapping context. */
const memoKey = (context: RowContext, hash: (text: string) => string): string =>
  `${context.tenantId}/import-row-memo/${hash(
    JSON.stringify({
      v: ROW_MAPPING_VERSION,
      columns: context.columns,
      locale: context.locale,
      currency: context.currency,
    }),
  )}`;

/**
 * The rows of a store's last complete import under one mapping context, each as the product it
 * gave (id and content hash), keyed by a hash of the row's cells. An unchanged feed sent again
 * then skips, for every row whose product the catalog still holds with that same hash, the
 * mapping, validation and content hash of the row: the product it would give is the one the
 * catalog has (rows map to products deterministically: same cells, same context, same
 * `ROW_MAPPING_VERSION`). It is a hint checked against the catalog, never a source of truth:
 * a lost or stale memo costs time, not correctness (docs/imports.md, "Unchanged rows").
 */
export class RowMemo {
  private readonly next = new Map<string, RememberedRow>();

  private constructor(
    private readonly key: string,
    private readonly known: ReadonlyMap<string, RememberedRow>,
    private readonly hash: (text: string) => string,
  ) {}

  static async load(blobs: BlobStore, context: RowContext, hash: (text: string) => string): Promise<RowMemo> {
    const key = memoKey(context, hash);
    const known = new Map<string, RememberedRow>();
    const blob = await blobs.get(key).catch(() => null);
    if (blob) {
      const chunks: Buffer[] = [];
      for await (const chunk of blob.body) chunks.push(Buffer.from(chunk));
      // One `rowKey \t id \t hash` per line; ids are JSON strings (any text a merchant uses).
      for (const line of Buffer.concat(chunks).toString('utf8').split('\n')) {
        const first = line.indexOf('\t');
        const last = line.lastIndexOf('\t');
        if (first <= 0 || last <= first) continue;
        try {
          const id = JSON.parse(line.slice(first + 1, last));
          if (typeof id === 'string') known.set(line.slice(0, first), { id, hash: line.slice(last + 1) });
        } catch {
          // A damaged line is only a row that will be read in full.
        }
      }
    }
    return new RowMemo(key, known, hash);
  }

  /** The key of a row's cells (JSON keeps cell boundaries: `["a,b"]` is not `["a","b"]`). */
  rowKey(cells: readonly (string | undefined)[]): string {
    return this.hash(JSON.stringify(cells));
  }

  recall(rowKey: string): RememberedRow | undefined {
    return this.known.get(rowKey);
  }

  /** What this import's row gave: kept for the next import once this one completes. */
  remember(rowKey: string, row: RememberedRow): void {
    this.next.set(rowKey, row);
  }

  /** Replaces the memo with this import's rows (rows the feed no longer has are forgotten). */
  async save(blobs: BlobStore): Promise<void> {
    const lines: string[] = [];
    for (const [rowKey, row] of this.next) lines.push(`${rowKey}\t${JSON.stringify(row.id)}\t${row.hash}\n`);
    await blobs.put(this.key, Buffer.from(lines.join(''), 'utf8'), 'text/tab-separated-values');
  }
}
