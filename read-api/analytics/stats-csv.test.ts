import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { statsCsv } from './stats-csv.ts';

const totals = {
  searches: 0,
  suggests: 0,
  clicks: 0,
  ctr: 0,
  zero_result_rate: 0,
  add_to_carts: 0,
  orders: 0,
  conversion_rate: 0,
};

describe('stats as CSV', () => {
  it('writes the row fields as columns and defuses cells a spreadsheet would run as formulas', () => {
    const hostile = [
      '=HYPERLINK("http://x.example","click")',
      '+1+2',
      '-2+3',
      '@SUM(A1)',
      '\tTAB',
      'plain, with "quotes"',
    ];
    const csv = statsCsv({
      report: 'zero_results',
      date_from: '2026-03-01',
      date_to: '2026-03-02',
      totals,
      rows: hostile.map((query) => ({ query, searches: 2, last_seen: '2026-03-02', suggestion: null })),
    });
    const [header, ...rows] = parse(csv) as string[][];
    expect(header).toEqual(['query', 'searches', 'last_seen', 'suggestion']);
    expect(rows.map((r) => r[0])).toEqual(hostile.map((q) => (/^[=+\-@\t]/.test(q) ? `'${q}` : q)));
    for (const row of rows) expect(row[0]?.[0]).not.toMatch(/[=+\-@\t\r]/);
    expect(rows[0]?.slice(1)).toEqual(['2', '2026-03-02', '']);
  });

  it('keeps negative numbers as numbers and writes a header with no rows', () => {
    const csv = statsCsv({
      report: 'assistant',
      date_from: '2026-03-01',
      date_to: '2026-03-01',
      totals,
      rows: [],
    });
    expect(csv.trim()).toBe(
      'day,conversations,messages,products_shown,product_clicks,handovers,conversion_proxy,cost_usd',
    );
  });
});
