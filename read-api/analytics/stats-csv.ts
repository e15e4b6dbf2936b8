import { stringify } from 'csv-stringify/sync';
import type { StatsResponse } from '../../domain/analytics/contract.ts';
import { REPORT_ROWS } from '../../domain/analytics/contract.ts';

/**
 * A report's rows as CSV, the row fields as columns (a header line even with no rows). Cells a
 * spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) are
 * prefixed with `'`: a shopper's query is never run as a formula in the merchant's spreadsheet.
 */
export function statsCsv(answer: StatsResponse): string {
  const columns = Object.keys(REPORT_ROWS[answer.report].shape);
  return stringify(
    answer.rows.map((row): Record<string, unknown> => ({ ...row })),
    {
      header: true,
      columns,
      escape_formulas: true,
      cast: { boolean: (v) => String(v) },
    },
  );
}
