/**
 * What a book of the search side (the rules, the synonym sets) holds per store: what `load`
 * read, compiled once and kept until the store's entries change here (`invalidate`), or for
 * `maxAgeMs` at most, for processes that do not see the projector's commits. Each store also
 * has a stamp, a number taken anew when a load brings something different from the last one
 * or when its entries are let go: answers built from them are kept under it.
 */
export class StoreBook<Loaded, Compiled> {
  private readonly compiled = new Map<string, Promise<Compiled>>();
  private readonly loadedAt = new Map<string, number>();
  private readonly stamps = new Map<string, number>();
  /** Per store, what was last loaded, written out: a load that brings the same leaves the stamp. */
  private readonly written = new Map<string, string>();
  private serial = 0;
  private baseStamp = 0;

  constructor(
    private readonly load: (tenantId: string) => Promise<Loaded>,
    private readonly compile: (tenantId: string, loaded: Loaded) => Compiled,
    private readonly maxAgeMs: number,
  ) {}

  /** The store's entries, compiled; loaded again when older than `maxAgeMs`. */
  get(tenantId: string, now = Date.now()): Promise<Compiled> {
    let compiled = this.compiled.get(tenantId);
    if (compiled && now - (this.loadedAt.get(tenantId) ?? 0) > this.maxAgeMs) compiled = undefined;
    if (!compiled) {
      this.loadedAt.set(tenantId, now);
      compiled = this.load(tenantId).then((loaded) => {
        this.loaded(tenantId, loaded);
        return this.compile(tenantId, loaded);
      });
      compiled.catch(() => this.compiled.delete(tenantId));
      this.compiled.set(tenantId, compiled);
    }
    return compiled;
  }

  /** The store's entries changed (every store's, with no argument): they are loaded again when next read. */
  invalidate(tenantId?: string): void {
    if (tenantId === undefined) {
      this.compiled.clear();
      this.written.clear();
      this.stamps.clear();
      this.baseStamp = ++this.serial;
    } else {
      this.compiled.delete(tenantId);
      this.written.delete(tenantId);
      this.stamps.set(tenantId, ++this.serial);
    }
  }

  /**
   * A number that differs whenever the store's entries may have changed since it was last read
   * (a load brought something new, or they were let go). Entries older than `maxAgeMs` are
   * loaded again now, as a search that reads them would.
   */
  stamp(tenantId: string, now = Date.now()): number {
    if (!(now - (this.loadedAt.get(tenantId) ?? Number.NEGATIVE_INFINITY) <= this.maxAgeMs)) {
      this.get(tenantId, now).catch(() => undefined);
    }
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
