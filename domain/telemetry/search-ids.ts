/**
 * Search ids name their store: a click or event carrying another store's search id is refused
 * at once, without waiting for the search log to hold the search.
 */
export interface SearchIds {
  issue(tenantId: string): string;
  belongsTo(searchId: string, tenantId: string): boolean;
}
