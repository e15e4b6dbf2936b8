interface Entry<V> {
  /** The value read last, or its first read under way. */
  value: Promise<V>;
  expiresAt: number;
  refreshing: boolean;
}

/**
 * Values read from the database for the hot paths, kept `ttlMs` and dropped whenever what they
 * are read from moves (`clear`).
 *
 * Past its time an entry is read again in the background while the value read last is answered,
 * so a request never waits on the database for a value this process already had. A key's first
 * read, and the first after a drop, is waited for, once for all the requests that ask meanwhile;
 * a failed first read is not kept, and a failed read again keeps the old value until the next ask.
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
      const entry: Entry<V> = { value: this.read(key), expiresAt: now + this.ttlMs, refreshing: false };
      entry.value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
      this.entries.set(key, entry);
      return entry.value;
    }
    if (hit.expiresAt <= now && !hit.refreshing) this.refresh(key, hit, now);
    return hit.value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Reads the entry again; the new value replaces the old once read, unless dropped meanwhile. */
  private refresh(key: string, entry: Entry<V>, now: number): void {
    entry.refreshing = true;
    const next = this.read(key);
    next.then(
      () => {
        if (this.entries.get(key) !== entry) return;
        entry.value = next;
        entry.expiresAt = now + this.ttlMs;
        entry.refreshing = false;
      },
      () => {
        entry.refreshing = false;
      },
    );
  }
}
