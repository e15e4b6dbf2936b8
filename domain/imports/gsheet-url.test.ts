import { describe, expect, it } from 'vitest';
import { gsheetCsvUrl } from './gsheet-url.ts';

describe('Google Sheets URLs', () => {
  it('turns share and edit URLs into the CSV export of their tab', () => {
    expect(gsheetCsvUrl('https://docs.google.com/spreadsheets/d/1AbC-d_9/edit#gid=42')).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC-d_9/export?format=csv&gid=42',
    );
    expect(gsheetCsvUrl('https://docs.google.com/spreadsheets/d/1AbC/edit?usp=sharing')).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=0',
    );
    expect(gsheetCsvUrl('https://docs.google.com/spreadsheets/d/1AbC/edit?gid=7#gid=7')).toBe(
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=7',
    );
    expect(gsheetCsvUrl('https://docs.google.com/spreadsheets/d/e/2PACX-1v/pubhtml')).toBe(
      'https://docs.google.com/spreadsheets/d/e/2PACX-1v/pub?output=csv',
    );
  });
  it('answers null for other URLs', () => {
    expect(gsheetCsvUrl('https://example.com/products.csv')).toBeNull();
    expect(gsheetCsvUrl('not a url')).toBeNull();
  });
});
