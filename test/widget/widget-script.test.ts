import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_SCRIPT } from '../../infra/widget/widget-asset.ts';
import { buildWidget } from '../../widget/build.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const LIMIT = 8_192;

describe('the widget script', () => {
  it('is what `npm run build:widget` makes from widget/src (the committed file is current)', async () => {
    expect(readFileSync(WIDGET_SCRIPT, 'utf8')).toBe(await buildWidget());
  }, 60_000);

  it(`is at most ${LIMIT} bytes gzipped`, () => {
    const gzipped = gzipSync(readFileSync(WIDGET_SCRIPT), { level: 9 }).length;
    expect(gzipped).toBeGreaterThan(1_000);
    expect(gzipped).toBeLessThanOrEqual(LIMIT);
  });
});

describe('GET /widget/1/…', () => {
  let t: TestApp;
  const code = readFileSync(WIDGET_SCRIPT);
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_BASE_URL: 'https://api.shop-search.test' });
  });
  afterAll(async () => t.close());

  it('serves the script with no key, cached for a day and revalidated by ETag, for any origin', async () => {
    const res = await t.app.inject({
      url: '/widget/1/search.js',
      headers: { origin: 'https://shop.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.rawPayload.equals(code)).toBe(true);
    const again = await t.app.inject({
      url: '/widget/1/search.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends it compressed when the browser accepts it, within the size limit', async () => {
    const res = await t.app.inject({ url: '/widget/1/search.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThanOrEqual(LIMIT);
    expect(gunzipSync(res.rawPayload).equals(code)).toBe(true);
    const br = await t.app.inject({ url: '/widget/1/search.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(res.rawPayload.length);
  });

  it('publishes an integrity hash and a content-named copy cached for a year', async () => {
    const manifest = (await t.app.inject({ url: '/widget/1/manifest.json' })).json();
    const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    expect(manifest).toMatchObject({
      major: 1,
      script: 'https://api.shop-search.test/widget/1/search.js',
      integrity,
      bytes: code.length,
    });
    expect(manifest.gzip_bytes).toBeLessThanOrEqual(LIMIT);
    const path = new URL(manifest.versioned_script).pathname;
    expect(path).toMatch(/^\/widget\/1\/search\.[0-9a-f]{12}\.js$/);
    const res = await t.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(`sha384-${createHash('sha384').update(res.rawPayload).digest('base64')}`).toBe(integrity);
  });

  it('answers 404 problem+json for any other file', async () => {
    for (const url of ['/widget/1/search.0123456789ab.js', '/widget/1/other.js', '/widget/2/search.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
