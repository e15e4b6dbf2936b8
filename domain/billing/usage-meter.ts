/** Counts of the current billing period after a recorded search. */
export interface UsageSnapshot {
  /** Search calls this period (every page). */
  readonly searches: number;
  /** Billed searches this period (page 1 only). */
  readonly billed: number;
  /** `YYYY-MM` of the billing period's first day (domain/billing/billing-period.ts). */
  readonly period: string;
  /** Billed searches the period allows on the store's live plan (null: no fixed limit). */
  readonly limit: number | null;
}

/** Port: exact counting of searches and suggestions per store and day. */
export interface UsageMeter {
  /**
   * `alongside`: the caller has work to do while the count is taken (a built answer's later
   * stages), so a meter that counts elsewhere sends it at once; otherwise (a kept answer, which
   * waits for nothing else) it may go with the other counts of the moment.
   */
  recordSearch(
    tenantId: string,
    billed: boolean,
    at: Date,
    options?: { readonly alongside?: boolean },
  ): Promise<UsageSnapshot>;
  recordSuggest(tenantId: string, at: Date): void;
  /** Writes what is counted in memory; called on a timer and at shutdown. */
  flush(): Promise<void>;
}

export const periodOf = (at: Date): string => at.toISOString().slice(0, 7);
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The X-Service-Usage header (spec, Limits): `limit=-1` when the plan has no fixed limit. */
export const usageHeader = (u: UsageSnapshot): string =>
  `searches=${u.searches}, limit=${u.limit ?? -1}, billed=${u.billed}, period=${u.period}`;
