import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` installs it). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#d33"/></svg>`;

/** A store page on an origin of its own (another port), loading the widget from the service. */
export function shopPage(api: string, key: string, locale: string, extra = ''): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Shop</title>
<style>body{font-family:sans-serif;margin:24px}#q{font-family:Georgia,serif;font-size:18px;width:360px;padding:8px;
border:2px solid rgb(200,30,60);border-radius:12px;accent-color:rgb(200,30,60);color:rgb(20,20,20)}</style></head>
<body><form action="/search"><input id="q" type="search" name="q" aria-label="${locale === 'ar' ? 'بحث' : 'Search'}"></form>
<main id="results"></main>
<script src="${api}/widget/1/search.js" data-key="${key}" data-input="#q" data-search-url="/search?q="
 data-locale="${locale}" ${extra}></script></body></html>`;
}

export interface WidgetShop {
  readonly service: TestApp;
  /** The service's own origin (the widget's API). */
  readonly api: string;
  /** The store's site, on another origin. */
  readonly shop: string;
  readonly publicKey: string;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/**
 * The real service on loopback with a store holding `products`, and a store's site beside it:
 * `/` (English page), `/ar` (Arabic page), `/search?q=` (results rendered by the widget),
 * `/p/<id>` (a product page) and `/img/<name>.svg`.
 */
export async function startWidgetShop(products: readonly Record<string, unknown>[]): Promise<WidgetShop> {
  const service = await startTestApp();
  const api = `http://127.0.0.1:${await listenApp(service)}`;
  const store = await service.createStore({ name: 'Widget Shop', locales: ['en', 'ar'], currency: 'SAR' });
  for (let i = 0; i < products.length; i += 1000) {
    const res = await service.app.inject({
      method: 'POST',
      url: '/v1/products/batch',
      headers: bearer(store.secretKey),
      payload: { upsert: products.slice(i, i + 1000) },
    });
    if (res.statusCode !== 200) throw new Error(`catalog upload failed: ${res.body}`);
  }
  await service.settle();
  const site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://shop');
    if (url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG);
      return;
    }
    const html =
      url.pathname === '/ar'
        ? shopPage(api, store.publicKey, 'ar')
        : url.pathname === '/search'
          ? shopPage(api, store.publicKey, 'en', 'data-results="#results"')
          : url.pathname.startsWith('/p/')
            ? `<!doctype html><title>Product</title><h1>${encodeURIComponent(url.pathname.slice(3))}</h1>`
            : shopPage(api, store.publicKey, 'en');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const shop = `http://127.0.0.1:${await listen(site)}`;
  return {
    service,
    api,
    shop,
    publicKey: store.publicKey,
    async close() {
      await new Promise((r) => site.close(r));
      await service.close();
    },
  };
}

async function listenApp(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}
