interface Entry<V> {
  /** The value read last (or its first read, under way). */
  value: Promise<V>;
  /** When the read of `value` began. */
  readAt: number;
  /** A read under way, started in the background or waited for. */
  pending: Promise<V> | null;
}

/**
 * Values read from the database for the hot paths, each answered for at most `ttlMs` after its
 * read began, and dropped whenever what they are read from moves (`clear`).
 *
 * An entry is read again in the background once half its time old, while the value read last
 * is answered: under steady asking, a request never waits on the database for a value this
 * process already had. An entry past its time is not answered: it is read again and waited for,
 * as a key's first read is, once for all the requests that ask meanwhile. A failed first read is not kept; a failed read again is tried on the next ask.
 */
export class RefreshingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly read: (key: string) => Promise<V>,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    if (!hit) {
      const entry: Entry<V> = { value: this.read(key), readAt: now, pending: null };
      entry.value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
      this.entries.set(key, entry);
      return entry.value;
    }
    const age = now - hit.readAt;
    if (age >= this.ttlMs) return hit.pending ?? this.readAgain(key, hit, now);
    if (age >= this.ttlMs / 2 && !hit.pending) void this.readAgain(key, hit, now).catch(() => undefined);
    return hit.value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops one entry: its next ask reads it and waits, as a first read does. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Entries held (a caller that keeps many keys bounds them with `clear`). */
  get size(): number {
    return this.entries.size;
  }

  /** Reads the entry again; the new value replaces the old once read, unless dropped meanwhile. */
  private readAgain(key: string, entry: Entry<V>, now: number): Promise<V> {
    const next = this.read(key);
    entry.pending = next;
    next.then(
      () => {
        if (entry.pending === next) entry.pending = null;
        if (this.entries.get(key) !== entry) return;
        entry.value = next;
        entry.readAt = now;
      },
      () => {
        if (entry.pending === next) entry.pending = null;
      },
    );
    return next;
  }
}
