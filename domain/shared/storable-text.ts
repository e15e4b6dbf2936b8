import type { z } from 'zod';

/**
 * Characters no stored text can hold: NUL (PostgreSQL text and jsonb refuse it) and a UTF-16
 * surrogate that is not half of a pair (UTF-8 has no form for it; it would be stored as
 * U+FFFD, so two different ids would become one). In a `u` regex a pair is one code point,
 * so `\p{Cs}` matches only a lone half.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** The field error code for such text, the same in every answer. */
export const UNSTORABLE_TEXT = 'unstorable_text';
const MESSAGE = 'must not contain NUL (U+0000) or an unpaired UTF-16 surrogate';

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Whether every string (value or object key) under `value` can be stored: one walk, no allocation. */
function allStorable(value: unknown): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) {
    for (const item of value) if (!allStorable(item)) return false;
    return true;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key) || !allStorable((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Paths of every string (value or object key) under `value` that cannot be stored. */
export function unstorablePaths(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[][] {
  // Nearly every value is clean: answer that without building a path per string.
  if (allStorable(value)) return [];
  if (typeof value === 'string') return [[...path]];
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorablePaths(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(isStorableText(key) ? [] : [[...path, key]]),
    ...unstorablePaths(item, [...path, key]),
  ]);
}

/**
 * The schema, refusing every string anywhere in its value (object keys too) that cannot be
 * stored, each at its own path with code `unstorable_text`. Applied once to each input shape
 * rather than to each of its string fields, so a field added later is covered as well.
 */
export function storable<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    for (const path of unstorablePaths(value)) {
      ctx.addIssue({ code: 'custom', path, message: MESSAGE, params: { code: UNSTORABLE_TEXT } });
    }
  });
}

/** A zod issue's code for a field error: a custom check's own code (`params.code`) when it has one. */
export function issueCode(issue: { readonly code?: string; readonly params?: unknown }): string {
  const own = (issue.params as { code?: unknown } | undefined)?.code;
  if (typeof own === 'string') return own;
  return issue.code === 'custom' || issue.code === undefined ? 'invalid' : issue.code;
}
