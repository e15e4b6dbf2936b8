import type { WidgetConfig } from './config.ts';

/** Spec: ProductCard. */
export interface Card {
  readonly id: string;
  readonly name: Record<string, string>;
  readonly url: string | null;
  readonly image_url: string | null;
  readonly price: string;
  readonly sale_price: string | null;
  readonly currency: string;
  readonly in_stock: boolean;
  readonly brand: string | null;
}

export interface Bucket {
  readonly value: string;
  readonly label: Record<string, string> | null;
  readonly count: number;
}

/** Spec: SuggestResponse (fields the widget reads). */
export interface SuggestAnswer {
  readonly suggestions: readonly {
    text: string;
    highlighted: string | null;
    kind: 'query' | 'category' | 'brand';
  }[];
  readonly products?: readonly Card[];
  readonly categories?: readonly Bucket[];
}

/** Spec: SearchResponse (fields the widget reads). */
export interface SearchAnswer {
  readonly search_id: string;
  readonly hits: readonly { id: string; product: Card }[];
  readonly total: number;
  readonly page: number;
  readonly per_page: number;
  readonly did_you_mean?: string | null;
  readonly redirect?: { url: string } | null;
  readonly banners?: readonly {
    html: string | null;
    image_url: string | null;
    link_url: string | null;
    position?: string;
  }[];
}

const get = <T>(cfg: WidgetConfig, path: string, params: Record<string, string>, signal?: AbortSignal) =>
  fetch(`${cfg.api}${path}?${new URLSearchParams({ ...params, key: cfg.key })}`, {
    signal,
    credentials: 'omit',
  }).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(String(r.status)))));

export const suggest = (cfg: WidgetConfig, q: string, session: string, signal: AbortSignal) =>
  get<SuggestAnswer>(cfg, '/v1/suggest', { q, limit: '6', products: '4', session }, signal);

export const search = (cfg: WidgetConfig, q: string, session: string, device: string) =>
  get<SearchAnswer>(cfg, '/v1/search', { q, session, device, per_page: '24' });

/**
 * A click or event in the background: `sendBeacon` (the page may be leaving), as text/plain so
 * that no CORS preflight is needed; `fetch` with keepalive where beacons are refused.
 */
export function beacon(cfg: WidgetConfig, path: '/v1/click' | '/v1/event', body: object): void {
  const url = `${cfg.api}${path}?key=${encodeURIComponent(cfg.key)}`;
  const data = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, data)) return;
  } catch {
    // fall through to fetch
  }
  fetch(url, { method: 'POST', body: data, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}
