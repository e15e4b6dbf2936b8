/// <reference lib="dom" />
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testProduct } from '../support/products.ts';
import { launchChromium, startWidgetShop, type WidgetShop } from '../support/widget-shop.ts';

/** Screenshots are kept here (not committed) for a person to look at. */
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'widget');
const EVIL = '<img src=x onerror="window.__pwned=1">Evil lamp';

const products = [
  testProduct('iphone-15', {
    name: { en: 'Apple iPhone 15 128GB', ar: 'ايفون 15 ابل 128 جيجا' },
    brand: 'Apple',
    price: '3499.00',
    sale_price: '3199.00',
    image_url: '/img/iphone-15.svg',
    url: '/p/iphone-15',
  }),
  testProduct('iphone-14', {
    name: { en: 'Apple iPhone 14 128GB', ar: 'ايفون 14 ابل 128 جيجا' },
    brand: 'Apple',
    price: '2799.00',
    url: '/p/iphone-14',
  }),
  testProduct('rice', {
    name: { en: 'Basmati rice 2kg', ar: 'أرز بسمتي ٢ كيلو' },
    brand: 'Tilda',
    price: '45.50',
    categories: [{ id: 'rice', path: [{ en: 'Rice', ar: 'أرز' }] }],
    url: '/p/rice',
  }),
  testProduct('evil', { name: { en: EVIL, ar: '<b>مصباح</b> خبيث' }, brand: 'Lumo', url: '/p/evil' }),
];

describe('the widget in Chromium', () => {
  let shop: WidgetShop;
  let browser: Browser;
  let context: BrowserContext;
  let requests: Request[];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    [shop, browser] = await Promise.all([startWidgetShop(products), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.close();
  });
  afterEach(async () => context?.close());

  async function open(path = '/', viewport = { width: 1000, height: 800 }): Promise<Page> {
    context = await browser.newContext({ viewport });
    requests = [];
    context.on('request', (r) => requests.push(r));
    const page = await context.newPage();
    await page.goto(`${shop.shop}${path}`);
    await page.waitForFunction(() => document.querySelector('#q')?.getAttribute('role') === 'combobox');
    return page;
  }
  const options = (page: Page) => page.locator('[role=listbox] [role=option]');
  /**
   * Types `text` and waits for its own suggestions: on a slow machine a pause between two
   * keys outlasts the debounce, and the list for a shorter prefix is drawn first.
   */
  const typeInto = async (page: Page, text: string) => {
    const answered = page.waitForResponse(
      (r) => r.url().includes('/v1/suggest') && new URL(r.url()).searchParams.get('q') === text,
    );
    await page.locator('#q').click();
    await page.keyboard.type(text);
    await answered;
    await options(page).first().waitFor();
    // The answer is drawn once the page has read it: wait until the list holds still.
    const ids = () => options(page).evaluateAll((els) => els.map((e) => e.id).join());
    for (let seen = await ids(), i = 0; i < 50; i++) {
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const now = await ids();
      if (now === seen) break;
      seen = now;
    }
  };

  it('suggests as the shopper types in English, with product previews (image, price, sale price)', async () => {
    const page = await open();
    await typeInto(page, 'iph');
    const input = page.locator('#q');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.locator(`#${await input.getAttribute('aria-controls')}`);
    expect(await listbox.getAttribute('role')).toBe('listbox');
    expect(await listbox.getAttribute('aria-label')).toBe('Search suggestions');
    await page.getByText('Apple iPhone 15 128GB').waitFor();
    const preview = options(page).filter({ hasText: 'Apple iPhone 15 128GB' });
    expect(await preview.locator('img').getAttribute('src')).toBe('/img/iphone-15.svg');
    expect(await preview.locator('.ssw-price').innerText()).toContain('3,199.00');
    expect(await preview.locator('s').innerText()).toContain('3,499.00');
    expect(await page.locator('.ssw-panel').getAttribute('dir')).toBe('ltr');
    const status = page.locator('[role=status]');
    expect(await status.innerText()).toMatch(/^\d+ suggestions available$/);
    const groups = page.locator('[role=listbox] [role=group]');
    expect(await groups.count()).toBeGreaterThan(0);
    const label = await groups.first().getAttribute('aria-labelledby');
    expect(await page.locator(`#${label}`).innerText()).toBeTruthy();
    await page.screenshot({ path: join(ARTIFACTS, 'ltr.png') });
    expect(readFileSync(join(ARTIFACTS, 'ltr.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('debounces: keystrokes that come faster than the pause make one request, for the last text', async () => {
    const page = await open();
    await page.locator('#q').focus();
    await page.evaluate(() => {
      const input = document.querySelector('#q') as HTMLInputElement;
      for (const text of ['r', 'ri', 'ric', 'rice']) {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    await options(page).first().waitFor();
    const suggests = requests.filter((r) => r.url().includes('/v1/suggest'));
    expect(suggests.map((r) => new URL(r.url()).searchParams.get('q'))).toEqual(['rice']);
  });

  it('aborts the request for a text the shopper has typed past, and never shows its answer', async () => {
    const page = await open();
    const failed: Request[] = [];
    page.on('requestfailed', (r) => failed.push(r));
    const queryOf = (r: Request) => new URL(r.url()).searchParams.get('q');
    // The service is slow to answer "ip" (held back here); the shopper types on meanwhile.
    await page.route('**/v1/suggest?**', async (route) => {
      if (queryOf(route.request()) === 'ip') await new Promise((r) => setTimeout(r, 1_500));
      await route.continue().catch(() => undefined);
    });
    await page.locator('#q').click();
    const slow = page.waitForRequest((r) => r.url().includes('/v1/suggest') && queryOf(r) === 'ip');
    await page.keyboard.type('ip');
    await slow;
    await page.keyboard.type('hone 15');
    await page.getByText('Apple iPhone 15 128GB').first().waitFor();
    await expect.poll(() => failed.filter((r) => queryOf(r) === 'ip').length, { timeout: 10_000 }).toBe(1);
    expect(failed.find((r) => queryOf(r) === 'ip')?.failure()?.errorText).toContain('ABORTED');
    await page.waitForTimeout(2_000);
    expect(await page.locator('#q').inputValue()).toBe('iphone 15');
    expect(await page.getByText('Apple iPhone 15 128GB').count()).toBeGreaterThan(0);
  });

  it('suggests in Arabic right to left, names in Arabic, screen-reader texts in Arabic', async () => {
    const page = await open('/ar');
    await typeInto(page, 'ايفون');
    await page.getByText('ايفون 15 ابل 128 جيجا').first().waitFor();
    const panel = page.locator('.ssw-panel');
    expect(await panel.getAttribute('dir')).toBe('rtl');
    expect(await page.locator('[role=listbox]').getAttribute('aria-label')).toBe('اقتراحات البحث');
    expect(await page.locator('[role=status]').innerText()).toMatch(/اقتراح/);
    expect(await panel.evaluate((e) => getComputedStyle(e).direction)).toBe('rtl');
    await page.screenshot({ path: join(ARTIFACTS, 'rtl.png') });
    expect(readFileSync(join(ARTIFACTS, 'rtl.png')).subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes its direction from the text typed when it differs from the page language', async () => {
    const page = await open('/');
    await typeInto(page, 'ارز');
    expect(await page.locator('.ssw-panel').getAttribute('dir')).toBe('rtl');
    await page.getByText('أرز بسمتي ٢ كيلو').first().waitFor();
    const ar = await open('/ar');
    await typeInto(ar, 'rice');
    expect(await ar.locator('.ssw-panel').getAttribute('dir')).toBe('ltr');
  });

  it('is driven by the keyboard: arrows, Home/End, Tab completes, Escape closes, Enter goes to the search URL', async () => {
    const page = await open();
    await typeInto(page, 'iph');
    const input = page.locator('#q');
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    const activeId = () => input.getAttribute('aria-activedescendant');
    const ids = await options(page).evaluateAll((els) => els.map((e) => e.id));
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(ids[0]);
    expect(await page.locator(`#${ids[0]}`).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(ids[1]);
    await page.keyboard.press('End');
    expect(await activeId()).toBe(ids.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(ids[0]);
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(ids.at(-1));
    await page.keyboard.press('Home');
    expect(await activeId()).toBe(ids[0]);
    const first = await page.locator(`#${ids[0]}`).innerText();
    await page.keyboard.press('Tab');
    expect(await input.inputValue()).toBe(first);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('q');
    // Escape at once, while the completed text's list is still due: it never opens again.
    await page.keyboard.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await page.waitForTimeout(400); // five debounce pauses
    // Every list asked for has arrived or was called off, and the page has drawn what it would.
    await Promise.all(requests.filter((r) => r.url().includes('/v1/suggest')).map((r) => r.response()));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await input.fill('basmati rice');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('basmati rice');
  });

  it('Enter on a chosen suggestion searches for it; choosing a product opens it and reports the view in the background', async () => {
    const page = await open();
    await typeInto(page, 'iph');
    await page.keyboard.press('ArrowDown');
    const chosen = await page
      .locator(`#${await page.locator('#q').getAttribute('aria-activedescendant')}`)
      .innerText();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(chosen);

    const again = await open();
    await typeInto(again, 'iphone 15');
    const beacon = again.waitForRequest((r) => r.url().includes('/v1/event') && r.method() === 'POST');
    await options(again).filter({ hasText: 'Apple iPhone 15 128GB' }).click();
    const sent = await beacon;
    expect(new URL(sent.url()).searchParams.get('key')).toBe(shop.publicKey);
    expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({ type: 'view', product_id: 'iphone-15' });
    await again.waitForURL(/\/p\/iphone-15$/);
  });

  it('follows the store colors, font and radius read from its input', async () => {
    const page = await open();
    await typeInto(page, 'iph');
    const panel = page.locator('.ssw-panel');
    const style = await panel.evaluate((e) => {
      const s = getComputedStyle(e);
      return { font: s.fontFamily, radius: s.borderTopLeftRadius, size: s.fontSize };
    });
    expect(style).toEqual({ font: 'Georgia, serif', radius: '12px', size: '18px' });
    await page.keyboard.press('ArrowDown');
    const outline = await page
      .locator('[role=option][aria-selected=true]')
      .evaluate((e) => getComputedStyle(e).outlineColor);
    expect(outline).toBe('rgb(200, 30, 60)');
  });

  it('lays out full width under the input on a phone', async () => {
    const page = await open('/', { width: 375, height: 700 });
    await typeInto(page, 'iph');
    const box = await page.locator('.ssw-panel').boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(375);
    expect(await page.locator('.ssw-panel').evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
  });

  it('shows a product name carrying <img onerror> as text', async () => {
    const page = await open();
    await typeInto(page, 'evil lamp');
    await page.getByText(EVIL).first().waitFor();
    expect(await page.locator('.ssw-panel img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.goto(`${shop.shop}/search?q=${encodeURIComponent('evil lamp')}`);
    await page.locator('#results .ssw-card').first().waitFor();
    expect(await page.locator('#results').innerText()).toContain(EVIL);
    expect(await page.locator('#results img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('keeps up to 10 recent searches in the browser, clears them, and never sends them', async () => {
    const markers = Array.from({ length: 10 }, (_, i) => `recentmarker${i}`);
    const page = await open();
    await page.evaluate((list) => localStorage.setItem('ssw-recent', JSON.stringify(list)), markers);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('#q')?.getAttribute('role') === 'combobox');
    await page.locator('#q').click();
    await options(page).first().waitFor();
    expect(await options(page).allInnerTexts()).toEqual(markers);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    // A new search goes first and the oldest one out.
    await page.locator('#q').fill('basmati');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=basmati/);
    const kept: string[] = await page.evaluate(() => JSON.parse(localStorage.getItem('ssw-recent') ?? '[]'));
    expect(kept).toEqual(['basmati', ...markers.slice(0, 9)]);
    await page.goto(`${shop.shop}/`);
    await page.locator('#q').click();
    await options(page).first().waitFor();
    await page.getByRole('button', { name: 'Clear recent searches' }).click();
    expect(await options(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('ssw-recent'))).toBeNull();
    const sent = requests.map((r) => `${r.url()} ${r.postData() ?? ''} ${JSON.stringify(r.headers())}`);
    expect(sent.length).toBeGreaterThan(3);
    for (const marker of markers) expect(sent.filter((s) => s.includes(marker))).toEqual([]);
  });

  it('renders search results on the results page (way A) and reports a click with its search_id', async () => {
    const page = await open(`/search?q=${encodeURIComponent('iphone')}`);
    await page.locator('#results .ssw-card').first().waitFor();
    expect(await page.locator('#results').innerText()).toContain('Apple iPhone 15 128GB');
    const search = requests.find((r) => r.url().includes('/v1/search'));
    const answer = await (await search?.response())?.json();
    const click = page.waitForRequest((r) => r.url().includes('/v1/click'));
    await page.locator('#results .ssw-card a').first().click();
    expect(JSON.parse((await click).postData() ?? '{}')).toEqual({
      search_id: answer.search_id,
      product_id: answer.ids[0],
      position: 1,
      session: expect.any(String),
    });
    // The beacon (text/plain) was taken: the click is counted on its search.
    const deadline = Date.now() + 15_000;
    let clicks = 0;
    while (clicks === 0 && Date.now() < deadline) {
      await shop.service.runtime.settleTelemetry();
      const { rows } = await shop.service.db.pool.query(
        'select clicks from search_log where search_id = $1',
        [answer.search_id],
      );
      clicks = Number(rows[0]?.clicks ?? 0);
      if (clicks === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(clicks).toBe(1);
  });

  it('arrives within 8 KB over the wire, compressed, from the service', async () => {
    const page = await open();
    const script = requests.find((r) => r.url().endsWith('/widget/1/search.js'));
    const response = await script?.response();
    expect(response?.status()).toBe(200);
    expect(['gzip', 'br']).toContain(response?.headers()['content-encoding']);
    const sizes = await script?.sizes();
    expect(sizes?.responseBodySize).toBeGreaterThan(1_000);
    expect(sizes?.responseBodySize).toBeLessThanOrEqual(8_192);
    expect(page.url()).toBe(`${shop.shop}/`);
  });
});
