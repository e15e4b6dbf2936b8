/** What the page says on the script tag (spec: data-key, data-input, data-search-url, data-locale). */
export interface WidgetConfig {
  /** The store's public key (sent as `?key=`, so requests need no CORS preflight). */
  readonly key: string;
  /** CSS selector of the search input(s). */
  readonly input: string;
  /** URL prefix the query is appended to on Enter; null lets the input's own form submit. */
  readonly searchUrl: string | null;
  readonly locale: string;
  /** Base of the service's API: `data-api-url`, else the origin the script came from. */
  readonly api: string;
  /** CSS selector of a container where the widget renders search results (way A), if any. */
  readonly results: string | null;
}

export function readConfig(script: HTMLScriptElement | null): WidgetConfig | null {
  const tag = script ?? document.querySelector<HTMLScriptElement>('script[data-key][src*="/widget/1/"]');
  const key = tag?.getAttribute('data-key');
  if (!tag || !key) return null;
  const attr = (name: string) => tag.getAttribute(`data-${name}`) || null;
  return {
    key,
    input: attr('input') ?? 'input[type="search"]',
    searchUrl: attr('search-url'),
    locale: (attr('locale') ?? document.documentElement.lang ?? 'en').toLowerCase() || 'en',
    api: (attr('api-url') ?? new URL(tag.src, location.href).origin).replace(/\/+$/, ''),
    results: attr('results'),
  };
}
