import { OutboundError, type OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import type { ProductPages } from './sync-connector.ts';

const MAX_PAGES = 10_000;
const MAX_WAIT_MS = 30_000;

/**
 * A module connector's product feed (docs/connectors.md): `settings.feed_url` answers JSON
 * `{ products: Product[], next: url | null }` (or a bare array), page after page. A 429 is
 * waited out as its Retry-After says, a few times. Every call goes through the outbound guard.
 */
export async function* moduleFeed(
  outbound: OutboundHttp,
  feedUrl: string,
  secretHeader: Readonly<Record<string, string>>,
  signal: AbortSignal,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): ProductPages {
  let url: string | null = feedUrl;
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const body = await fetchJson(outbound, url, secretHeader, signal, wait);
    const products = Array.isArray(body) ? body : (body as { products?: unknown })?.products;
    if (!Array.isArray(products)) throw new Error(`the feed page ${url} has no products array`);
    yield products;
    const next = Array.isArray(body) ? null : (body as { next?: unknown }).next;
    url = typeof next === 'string' && next !== '' ? new URL(next, url).toString() : null;
  }
}

async function fetchJson(
  outbound: OutboundHttp,
  url: string,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
  wait: (ms: number) => Promise<void>,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const res = await outbound
      .request({
        url,
        headers: { accept: 'application/json', ...headers },
        timeoutMs: 60_000,
        maxBytes: 64 << 20,
        signal,
      })
      .catch((e: unknown) => {
        throw new Error(e instanceof OutboundError ? `${e.code}: ${e.message}` : String(e));
      });
    if (res.status === 429 && attempt < 5) {
      res.discard();
      await wait(retryAfterMs(res.headers['retry-after']));
      continue;
    }
    if (res.status !== 200) {
      res.discard();
      throw new Error(`the feed answered ${res.status} at ${url}`);
    }
    try {
      return JSON.parse(await res.text());
    } catch {
      throw new Error(`the feed answered something other than JSON at ${url}`);
    }
  }
}

/** Retry-After in seconds (or an HTTP date), capped; 1 s when absent. */
export function retryAfterMs(header: string | undefined, nowMs = Date.now()): number {
  if (!header) return 1_000;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - nowMs;
  return Math.min(MAX_WAIT_MS, Math.max(0, Number.isFinite(ms) ? ms : 1_000));
}
