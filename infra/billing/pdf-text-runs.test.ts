import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-text-runs.ts';

describe('visualRuns: a line in drawing order for the PDF writer', () => {
  it('Latin text stays one run in the Latin font', () => {
    expect(visualRuns('Invoice inv_000001 12.50 SAR')).toEqual([
      { text: 'Invoice inv_000001 12.50 SAR', font: 'latin' },
    ]);
  });

  it('Arabic words run right to left: the first word is drawn last, each word handed over in logical order', () => {
    expect(visualRuns('متجر الرياض')).toEqual([
      { text: 'الرياض', font: 'arabic' },
      { text: ' ', font: 'latin' },
      { text: 'متجر', font: 'arabic' },
    ]);
  });

  it('a Latin name inside an Arabic line keeps its own order, on the left', () => {
    expect(visualRuns('متجر iPhone 15')).toEqual([
      { text: 'iPhone 15', font: 'latin' },
      { text: ' ', font: 'latin' },
      { text: 'متجر', font: 'arabic' },
    ]);
  });

  it('brackets are mirrored in a right-to-left line, and Arabic-Indic numbers read left to right', () => {
    const runs = visualRuns('فرع (١٢٣)');
    // Seen left to right: "(١٢٣) فرع"; the engine reverses Arabic-script runs, so the number is handed over reversed.
    expect(runs).toEqual([
      { text: '(', font: 'latin' },
      { text: '٣٢١', font: 'arabic' },
      { text: ') ', font: 'latin' },
      { text: 'فرع', font: 'arabic' },
    ]);
  });

  it('an emoji keeps its surrogate pair in order inside a right-to-left run', () => {
    const runs = visualRuns('متجر 🛒 رقم');
    expect(runs.map((r) => r.text).join('')).toContain('🛒');
  });
});
