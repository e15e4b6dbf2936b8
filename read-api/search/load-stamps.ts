/**
 * Stamps of what a book loaded per store (its rules, its synonym sets): a number that is taken
 * anew when a load brings something different from the last one, or when the store's entries
 * are let go. Answers built from the entries are kept under their stamp.
 */
export class LoadStamps {
  private readonly stamps = new Map<string, number>();
  /** Per store, what was last loaded, written out: a load that brings the same leaves the stamp. */
  private readonly written = new Map<string, string>();
  private serial = 0;
  private base = 0;

  /**
   * A load of the store's entries came back with `list`. The first since they were let go
   * leaves the stamp (it was taken anew when they were let go, or never read before).
   */
  loaded(tenantId: string, list: unknown): void {
    const written = JSON.stringify(list);
    const before = this.written.get(tenantId);
    if (before === written) return;
    this.written.set(tenantId, written);
    if (before !== undefined) this.stamps.set(tenantId, ++this.serial);
  }

  /** The store's entries (every store's, with no argument) were let go. */
  forget(tenantId?: string): void {
    if (tenantId === undefined) {
      this.written.clear();
      this.stamps.clear();
      this.base = ++this.serial;
    } else {
      this.written.delete(tenantId);
      this.stamps.set(tenantId, ++this.serial);
    }
  }

  of(tenantId: string): number {
    return this.stamps.get(tenantId) ?? this.base;
  }
}
