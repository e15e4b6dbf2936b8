import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` installs it). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

/** A product image for the pages. */
export const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#d33"/></svg>`;

/** A store's page on an origin of its own (another port), loading the widget from the service. */
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
