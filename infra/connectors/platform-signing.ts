import { timingSafeEqual } from 'node:crypto';

/** Two texts compared in constant time (for signatures). */
export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A request header's single non-empty value, or null. */
export const header = (
  h: Readonly<Record<string, string | string[] | undefined>>,
  name: string,
): string | null => {
  const v = h[name];
  return typeof v === 'string' && v !== '' ? v : null;
};

/** A JSON text parsed, or null when it is not JSON. */
export const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
};
