/**
 * The one thing projections need from a SQL database: run a statement inside the
 * transaction they are handed. pg's clients satisfy it as they are.
 */
export interface SqlExecutor {
  query<R extends object = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: R[] }>;
}
