/**
 * Search ids name their store: a click or event carrying another store's search id is refused
 * at once, without waiting for the search log to hold the search.
 */
export interface SearchIds {
  /** A new id; with `shape`, the id names the answer's shape too (read by the projections). */
  issue(tenantId: string, shape?: string): string;
  belongsTo(searchId: string, tenantId: string): boolean;
}
