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
  private readonly compiled = new Map<string, Promise<Compiled>>();
  /** When the read of the entries held began. */
  private readonly loadedAt = new Map<string, number>();
  /** Per store, a read again under way in the background. */
  private readonly reading = new Map<string, Promise<Compiled>>();
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

  /** The store's entries, compiled; read again in the background from half `maxAgeMs`, waited for past it. */
  get(tenantId: string, now = Date.now()): Promise<Compiled> {
    const held = this.compiled.get(tenantId);
    if (!held) return this.readNow(tenantId, now);
    const age = now - (this.loadedAt.get(tenantId) ?? 0);
    if (age > this.maxAgeMs) return this.reading.get(tenantId) ?? this.readAgain(tenantId, now);
    if (age > this.maxAgeMs / 2 && !this.reading.has(tenantId))
      this.readAgain(tenantId, now).catch(() => undefined);
    return held;
  }

  /** A first read (or one after the entries were let go): what the callers wait for. */
  private readNow(tenantId: string, now: number): Promise<Compiled> {
    this.loadedAt.set(tenantId, now);
    const compiled = this.read(tenantId);
    compiled.catch(() => this.compiled.get(tenantId) === compiled && this.compiled.delete(tenantId));
    this.compiled.set(tenantId, compiled);
    return compiled;
  }

  /** Reads the entries again; they replace the ones held once read, unless let go meanwhile. */
  private readAgain(tenantId: string, now: number): Promise<Compiled> {
    const held = this.compiled.get(tenantId);
    const next = this.read(tenantId);
    this.reading.set(tenantId, next);
    const done = () => {
      if (this.reading.get(tenantId) === next) this.reading.delete(tenantId);
    };
    next.then(() => {
      done();
      if (this.compiled.get(tenantId) !== held) return;
      this.compiled.set(tenantId, next);
      this.loadedAt.set(tenantId, now);
    }, done);
    return next;
  }

  private read(tenantId: string): Promise<Compiled> {
    return this.load(tenantId).then((loaded) => {
      this.loaded(tenantId, loaded);
      return this.compile(tenantId, loaded);
    });
  }

  /** The store's entries changed (every store's, with no argument): they are loaded again when next read. */
  invalidate(tenantId?: string): void {
    if (tenantId === undefined) {
      this.compiled.clear();
      this.reading.clear();
      this.written.clear();
      this.stamps.clear();
      this.baseStamp = ++this.serial;
    } else {
      this.compiled.delete(tenantId);
      this.reading.delete(tenantId);
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
    if (!(now - (this.loadedAt.get(tenantId) ?? Number.NEGATIVE_INFINITY) <= this.maxAgeMs / 2)) {
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
