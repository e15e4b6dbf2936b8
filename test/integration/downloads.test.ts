import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Signed download links served by the running service (data exports use them). */
describe('GET /v1/downloads/{blob}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.runtime.blobs.put('tenant-1/exports/x.jsonl', Buffer.from('{"a":1}\n'), 'application/x-ndjson');
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };
  const link = (key: string, seconds: number, filename = 'export.jsonl') =>
    path(t.runtime.downloadLinks.link(key, { expiresAt: new Date(Date.now() + seconds * 1000), filename }));

  it('serves the file to the holder of a valid link, as an attachment never cached', async () => {
    const res = await t.app.inject({ url: link('tenant-1/exports/x.jsonl', 3600) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"a":1}\n');
    expect(res.headers['content-type']).toBe('application/x-ndjson');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.jsonl"');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('refuses an expired link, a changed key, file name or expiry, and a missing signature', async () => {
    const expired = await t.app.inject({ url: link('tenant-1/exports/x.jsonl', -1) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toMatch(/expired/);
    const good = new URL(link('tenant-1/exports/x.jsonl', 3600), 'http://x');
    const other = new URL(good);
    other.pathname = `/v1/downloads/${Buffer.from('tenant-2/exports/x.jsonl').toString('base64url')}`;
    const renamed = new URL(good);
    renamed.searchParams.set('filename', 'other.jsonl');
    const later = new URL(good);
    later.searchParams.set('expires', String(Number(good.searchParams.get('expires')) + 1));
    for (const u of [other, renamed, later]) {
      const res = await t.app.inject({ url: `${u.pathname}${u.search}` });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const unsigned = new URL(good);
    unsigned.searchParams.delete('signature');
    expect((await t.app.inject({ url: `${unsigned.pathname}${unsigned.search}` })).statusCode).toBe(422);
  });

  it('answers 404 when the file is gone', async () => {
    const res = await t.app.inject({ url: link('tenant-1/exports/gone.jsonl', 3600) });
    expect(res.statusCode).toBe(404);
  });
});
