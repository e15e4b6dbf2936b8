import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SVG, shopPage } from './shop-page.ts';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

export { launchChromium } from './shop-page.ts';

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
