/**
 * A module connector's `settings.feed_url`: where a sync pulls the store's products from
 * (docs/connectors.md). Why it cannot be used, or null (absent is fine until a sync needs it).
 */
export function feedUrlRefusal(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 2048) return 'must be a URL of at most 2048 characters';
  if (!URL.canParse(value)) return 'must be a URL';
  return /^https?:$/.test(new URL(value).protocol) ? null : 'must be an http or https URL';
}
