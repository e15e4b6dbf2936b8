/**
 * Which revision of each product a store index holds, and the revisions of recent removals, so
 * that a change older than (or as old as) what was already applied is ignored, and an old
 * upsert arriving after a removal does not bring the product back.
 */
export class RevisionGuard {
  private readonly held = new Map<string, number>();
  private readonly removed = new Map<string, number>();

  /** `removedLimit` bounds the memory of removals (oldest forgotten first). */
  constructor(private readonly removedLimit: number) {}

  /** True when a change at `revision` is newer than anything seen for `id`. */
  accepts(id: string, revision: number): boolean {
    const known = this.held.get(id) ?? this.removed.get(id);
    return known === undefined || revision > known;
  }

  recordUpsert(id: string, revision: number): void {
    this.held.set(id, revision);
    this.removed.delete(id);
  }

  recordRemoval(id: string, revision: number): void {
    this.held.delete(id);
    this.removed.delete(id);
    this.removed.set(id, revision);
    if (this.removed.size > this.removedLimit) {
      const oldest = this.removed.keys().next();
      if (!oldest.done) this.removed.delete(oldest.value);
    }
  }
}
