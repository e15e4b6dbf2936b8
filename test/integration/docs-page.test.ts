import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);

describe('GET /v1/docs: the browsable reference, with browser protections', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => t.close());

  it('sends nosniff, a Content-Security-Policy and frame protection', async () => {
    const page = await fetch(`${base}/v1/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    const script = await fetch(`${base}/v1/docs/static/swagger-initializer.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 (not 405) for a docs asset that does not exist', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${base}/v1/docs/static/no-such-file.js`, { method });
      expect(res.status, method).toBe(404);
    }
    const body = await (await fetch(`${base}/v1/docs/static/no-such-file.js`)).json();
    expect(body).toMatchObject({ code: 'not_found', status: 404 });
  });

  it('still works in a real browser under that policy: the operations are rendered', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'docs-chromium-'));
    try {
      const { stdout } = await run(
        'chromium',
        [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          `--user-data-dir=${profile}`,
          '--virtual-time-budget=10000',
          '--dump-dom',
          `${base}/v1/docs/`,
        ],
        { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      );
      // Swagger UI renders one block per operation once its scripts ran and it read the document.
      expect(stdout).toContain('opblock');
      expect(stdout).toContain('/v1/search');
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }, 90_000);
});
