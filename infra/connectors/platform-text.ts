/** Small readers of the loosely typed JSON store platforms answer. */

/** Trimmed text, or null when absent or blank. */
export const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/** HTML as plain text (tags and non-breaking spaces out, white space folded). */
export const stripTags = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A price as the catalog takes it (a decimal string of up to 4 places), or null. */
export const decimal = (v: unknown): string | null => {
  const s = typeof v === 'number' && Number.isFinite(v) && v >= 0 ? String(v) : text(v);
  return s && /^\d+(\.\d{1,4})?$/.test(s) ? s : null;
};
