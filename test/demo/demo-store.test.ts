/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../infra/demo/demo-catalog.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { launchChromium } from '../support/widget-shop.ts';

const demoLine = (s: ServiceProcess) =>
  s
    .output()
    .split('\n')
    .find((l) => l.includes('demo store')) ?? '';

async function startDemo(env: Record<string, string>): Promise<ServiceProcess> {
  const service = await startServiceProcess({ ...env, DEMO_STORE: 'on' });
  // The demo store is loaded once the service listens.
  for (let waited = 0; demoLine(service) === '' && waited < 90_000; waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  return service;
}

describe('npm start with DEMO_STORE=on: the demo store and /demo', () => {
  let db: TestDatabase;
  let dataDir: string;
  let service: ServiceProcess;
  let publicKey = '';
  let browser: Browser | undefined;
  const env = () => ({ DATABASE_URL: db.url, DATA_DIR: dataDir });

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'store-search-demo-'));
    service = await startDemo(env());
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await service?.kill('SIGTERM');
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a bilingual catalog of a few hundred products', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(200);
    expect(DEMO_PRODUCTS.length).toBeLessThanOrEqual(1000);
    for (const p of DEMO_PRODUCTS) {
      expect(p.name.ar, p.id).toMatch(/[\u0600-\u06ff]/);
      expect(p.name.en, p.id).toMatch(/[a-z]/i);
    }
  });

  it('loads the demo store on first start and prints its keys in the log', async () => {
    const line = demoLine(service);
    expect(line).toContain(`demo store loaded: ${DEMO_PRODUCTS.length} products`);
    publicKey = /public key (sg_pub_[^\s,]+)/.exec(line)?.[1] ?? '';
    const secretKey = /secret key (sg_sec_[^\s,]+)/.exec(line)?.[1] ?? '';
    expect(publicKey).toMatch(/^sg_pub_.{44}$/);
    expect(secretKey).toMatch(/^sg_sec_.{44}$/);
    const one = DEMO_PRODUCTS[0];
    // The read model follows the event log: the product appears once it has caught up.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${service.base}/v1/products/${one?.id}`, {
            headers: { authorization: `Bearer ${secretKey}` },
          });
          return res.status === 200 ? (await res.json()).name : res.status;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(one?.name);
  });

  it('serves /demo with the widget loaded by its integrity hash and the demo public key', async () => {
    const manifest = await (await fetch(`${service.base}/widget/1/manifest.json`)).json();
    const html = await (await fetch(`${service.base}/demo`)).text();
    expect(html).toContain(`integrity="${manifest.integrity}"`);
    expect(html).toContain(`src="${new URL(manifest.versioned_script).pathname}"`);
    expect(html).toContain(`data-key="${publicKey}"`);
  });

  it('renders results on the server (way B) from ids in the order the service gave them', async () => {
    const q = 'ايفون';
    await expect
      .poll(
        async () => {
          const res = await fetch(`${service.base}/v1/search?q=${encodeURIComponent(q)}&per_page=24`, {
            headers: { authorization: `Bearer ${publicKey}` },
          });
          return (await res.json()).ids?.length ?? 0;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBeGreaterThan(0);
    const answer = await (
      await fetch(`${service.base}/v1/search?q=${encodeURIComponent(q)}&per_page=24`, {
        headers: { authorization: `Bearer ${publicKey}` },
      })
    ).json();
    // The page falls back to the store's own results when the service is slow to answer (the
    // SDK's timeout, or its circuit breaker for 30 s after repeated failures): on a loaded machine a
    // request may do so, so ask until one is served.
    let html = '';
    await expect
      .poll(
        async () => {
          html = await (await fetch(`${service.base}/demo/server?q=${encodeURIComponent(q)}`)).text();
          return html;
        },
        { timeout: 45_000, interval: 250 },
      )
      .toContain('data-source="service"');
    const shown = [...html.matchAll(/<li data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(answer.ids);
  }, 120_000);

  it('works in Chromium: Arabic typed in the demo page gets suggestions', async () => {
    browser = await launchChromium();
    const page = await browser.newPage();
    await page.goto(`${service.base}/demo`);
    await page.waitForFunction(() => document.querySelector('#q')?.getAttribute('role') === 'combobox');
    await page.locator('#q').click();
    await page.keyboard.type('ايفون');
    await page.locator('[role=listbox] [role=option]').first().waitFor();
    expect(await page.locator('.ssw-panel').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('.ssw-panel').innerText()).toContain('ايفون');
  }, 60_000);

  it('keeps the same demo store on the next start, printing no secret key again', async () => {
    await service.kill('SIGTERM');
    // It stopped cleanly: every part let go, none failed. A part slow to let go (on a loaded
    // machine a step may take seconds) is named in the output, shown here when there is one.
    const stopping = service.output().slice(service.output().lastIndexOf('SIGTERM: stopping'));
    expect(stopping, stopping).toContain('"msg":"stopped"');
    // A failed part is logged `stopping: <part>: <message>`; a slow one `stopping: <part> still running ...`.
    expect(stopping, stopping).not.toMatch(/stopping: [\w -]+: /);
    if (stopping.includes('stopping: ')) console.warn(`slow to stop:\n${stopping}`);
    service = await startDemo(env());
    const line = demoLine(service);
    expect(line).toContain('demo store already loaded');
    expect(line).not.toContain('sg_sec_');
    const html = await (await fetch(`${service.base}/demo`)).text();
    expect(html).toContain(`data-key="${publicKey}"`);
  }, 120_000);
});
