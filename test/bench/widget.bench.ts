/// <reference lib="dom" />
// npm run bench:widget — the widget in Chromium over the local service (npm start and its
// workers): the time from the shopper's last keystroke (its input event) to the suggestions
// drawn on screen (the next animation frame after the list changed), p50 and p99, for prefixes typed in
// English and in Arabic; beside it the suggest request's round trip seen by the page and the
// service's own suggest time (took_ms). The widget waits 80 ms after a keystroke before it
// asks (debounce): that pause is part of what the shopper sees and is in the figure.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { generateCatalog } from '../fixtures/catalog-generator.ts';
import { launchChromium, shopPage } from '../support/shop-page.ts';
import { loadCatalog } from './bench-catalog.ts';
import { startBenchService } from './bench-service.ts';
import { percentile } from './stats.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Distinct prefixes (3 to 5 letters) of the catalog's name words in one language, in a seeded order. */
function prefixes(names: readonly string[], count: number): string[] {
  const seen = new Set<string>();
  for (const name of names) {
    for (const word of name.split(/\s+/)) {
      if (!/^\p{L}{4,}$/u.test(word)) continue;
      seen.add(word.slice(0, 3 + (seen.size % 3)).toLowerCase());
      if (seen.size >= count) return [...seen];
    }
  }
  return [...seen];
}

interface Measured {
  readonly keystrokeToRender: number;
  readonly roundTrip: number;
  readonly tookMs: number;
}

/** Types `q` into an empty box and reads the page's own clock marks for it. */
async function measure(page: Page, q: string): Promise<Measured | null> {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/v1/suggest') && new URL(r.url()).searchParams.get('q') === q,
    { timeout: 15_000 },
  );
  await page.locator('#q').fill('');
  await page.evaluate(() => window.__bench.reset());
  await page.locator('#q').focus();
  await page.keyboard.type(q);
  const response = await answer;
  const body = (await response.json()) as { took_ms?: number };
  // The list is drawn after the answer arrives: wait for the frame that shows it.
  const marks = await page.waitForFunction(
    (text) => {
      const b = window.__bench;
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/v1/suggest') && new URL(e.name).searchParams.get('q') === text)
        .at(-1) as PerformanceResourceTiming | undefined;
      if (!entry || b.lastKey === 0) return null;
      const drawn = b.frames.find((t) => t >= entry.responseEnd);
      return drawn === undefined
        ? null
        : { keystrokeToRender: drawn - b.lastKey, roundTrip: entry.responseEnd - entry.startTime };
    },
    q,
    { timeout: 15_000 },
  );
  const value = (await marks.jsonValue()) as { keystrokeToRender: number; roundTrip: number } | null;
  return value && typeof body.took_ms === 'number' ? { ...value, tookMs: body.took_ms } : null;
}

declare global {
  interface Window {
    __bench: { lastKey: number; frames: number[]; reset(): void };
  }
}

async function main(): Promise<void> {
  const { service, store, stop } = await startBenchService('widget', { npmStart: true });
  const site = createServer((req, res) => {
    const locale = req.url?.startsWith('/ar') ? 'ar' : 'en';
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(shopPage(service.base, store.publicKey, locale));
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const shop = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    const docs = generateCatalog(PRODUCTS, 7);
    await loadCatalog(service.base, store, docs);
    const byLocale = {
      en: prefixes(
        docs.map((d) => d.name.en ?? ''),
        QUERIES,
      ),
      ar: prefixes(
        docs.map((d) => d.name.ar ?? ''),
        QUERIES,
      ),
    };
    // Warm-up with two-letter prefixes (never measured): the first answers of a fresh process are slow.
    for (const q of [...byLocale.en, ...byLocale.ar].map((p) => p.slice(0, 2))) {
      const res = await fetch(
        `${service.base}/v1/suggest?${new URLSearchParams({ q, key: store.publicKey })}`,
      );
      await res.arrayBuffer();
    }
    const results: Record<'en' | 'ar', Measured[]> = { en: [], ar: [] };
    let missed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const locale of ['en', 'ar'] as const) {
        // A fresh page each round: the widget keeps answers it has seen, which would not be measured.
        const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const bench = {
            lastKey: 0,
            frames: [] as number[],
            reset() {
              bench.lastKey = 0;
              bench.frames = [];
            },
          };
          window.__bench = bench;
          // A keystroke's text change (characters off the US keyboard are typed without keydown events).
          addEventListener('input', () => (bench.lastKey = performance.now()), true);
          // Each change to the suggestions list is timed at the frame that draws it.
          new MutationObserver((records) => {
            if (records.some((r) => (r.target as Element).closest?.('[role=listbox]')))
              requestAnimationFrame(() => bench.frames.push(performance.now()));
          }).observe(document, { childList: true, subtree: true, characterData: true });
        });
        await page.goto(`${shop}/${locale === 'ar' ? 'ar' : ''}`);
        await page.waitForFunction(() => document.querySelector('#q')?.getAttribute('role') === 'combobox');
        for (const q of byLocale[locale]) {
          const m = await measure(page, q).catch((error: unknown) => {
            if (missed < 3) console.error(`${locale} ${q}: ${(error as Error).message.split('\n')[0]}`);
            return null;
          });
          if (m) results[locale].push(m);
          else missed++;
        }
        await context.close();
      }
    }
    const all = [...results.en, ...results.ar];
    const figures = (xs: readonly Measured[]) => ({
      p50: percentile(
        xs.map((m) => m.keystrokeToRender),
        50,
      ),
      p99: percentile(
        xs.map((m) => m.keystrokeToRender),
        99,
      ),
    });
    const round2 = (x: number) => Math.round(x * 100) / 100;
    const [load1, load5] = loadavg();
    for (const locale of ['en', 'ar'] as const) {
      const f = figures(results[locale]);
      console.log(
        `${locale}: ${results[locale].length} prefixes typed, keystroke to drawn suggestions p50 ${round2(f.p50)} ms, p99 ${round2(f.p99)} ms`,
      );
    }
    const total = figures(all);
    const summary = {
      bench: 'widget',
      products: PRODUCTS,
      measured: all.length,
      missed,
      debounce_ms: 80,
      keystroke_to_render_p50_ms: round2(total.p50),
      keystroke_to_render_p99_ms: round2(total.p99),
      round_trip_p50_ms: round2(
        percentile(
          all.map((m) => m.roundTrip),
          50,
        ),
      ),
      round_trip_p99_ms: round2(
        percentile(
          all.map((m) => m.roundTrip),
          99,
        ),
      ),
      service_suggest_took_p50_ms: round2(
        percentile(
          all.map((m) => m.tookMs),
          50,
        ),
      ),
      service_suggest_took_p99_ms: round2(
        percentile(
          all.map((m) => m.tookMs),
          99,
        ),
      ),
      load_avg_1m: round2(load1 ?? 0),
      load_avg_5m: round2(load5 ?? 0),
    };
    console.log(`load average ${summary.load_avg_1m} ${summary.load_avg_5m}`);
    console.log(JSON.stringify(summary));
  } finally {
    await browser.close();
    await new Promise((r) => site.close(r));
    await stop();
  }
}

await main();
