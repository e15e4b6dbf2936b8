import { RefreshingCache } from '../../domain/shared/refreshing-cache.ts';

/**
 * What a book of the search side (the rules, the synonym sets) holds per store: what `load`
 * read, compiled once and kept until the store's entries change here (`invalidate`), or for
 * `maxAgeMs` at most, for processes that do not see the projector's commits. Each store also
 * has a stamp, a number taken anew when a load brings something different from the last one
 * or when its entries are let go: answers built from them are kept under it.
 *
 * Entries are read again in the background once half `maxAgeMs` old, while the ones held are
 * answered: a search waits for the database only for a store's first read, after its entries
 * were let go, or when a read again has not come back by `maxAgeMs`. (A search that found its
 * entries past their age used to wait for their read: once every 5 s per store, and during a
 * catalog re-sync, when the database is busy, that read made the slowest searches.)
 */
export class StoreBook<Loaded, Compiled> {
  private readonly entries: RefreshingCache<Compiled>;
  private readonly stamps = new Map<string, number>();
  /** Per store, what was last loaded, written out: a load that brings the same leaves the stamp. */
  private readonly written = new Map<string, string>();
  private serial = 0;
  private baseStamp = 0;

  constructor(
    load: (tenantId: string) => Promise<Loaded>,
    compile: (tenantId: string, loaded: Loaded) => Compiled,
    maxAgeMs: number,
  ) {
    this.entries = new RefreshingCache(
      (tenantId) =>
        load(tenantId).then((loaded) => {
          this.loaded(tenantId, loaded);
          return compile(tenantId, loaded);
        }),
      maxAgeMs,
    );
  }

  /** The store's entries, compiled; read again in the background from half `maxAgeMs`, waited for past it. */
  get(tenantId: string, now = Date.now()): Promise<Compiled> {
    return this.entries.get(tenantId, now);
  }

  /** The store's entries changed (every store's, with no argument): they are loaded again when next read. */
  invalidate(tenantId?: string): void {
    if (tenantId === undefined) {
      this.entries.clear();
      this.written.clear();
      this.stamps.clear();
      this.baseStamp = ++this.serial;
    } else {
      this.entries.delete(tenantId);
      this.written.delete(tenantId);
      this.stamps.set(tenantId, ++this.serial);
    }
  }

  /**
   * A number that differs whenever the store's entries may have changed since it was last read
   * (a load brought something new, or they were let go). Entries due to be read again are
   * read again now, as a search that reads them would.
   */
  stamp(tenantId: string, now = Date.now()): number {
    this.get(tenantId, now).catch(() => undefined);
    return this.stamps.get(tenantId) ?? this.baseStamp;
  }

  /**
   * A load came back. The first since the entries were let go (or ever) leaves the stamp: it was
   * taken anew when they were let go, or never read before.
   */
  private loaded(tenantId: string, loaded: Loaded): void {
    const written = JSON.stringify(loaded);
    const before = this.written.get(tenantId);
    if (before === written) return;
    this.written.set(tenantId, written);
    if (before !== undefined) this.stamps.set(tenantId, ++this.serial);
  }
}
