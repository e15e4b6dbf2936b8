import type { DemoProduct } from './demo-catalog.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text into HTML: every page of the demo is built from escaped text only. */
export const h = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface WidgetTag {
  readonly src: string;
  readonly integrity: string;
  readonly key: string;
}

const STYLE = `body{margin:0;font-family:system-ui,'Segoe UI',Tahoma,sans-serif;color:#1d2433;background:#f7f7f5}
header{background:#0f5c4d;color:#fff;padding:16px 24px;display:flex;gap:24px;align-items:center;flex-wrap:wrap}
header a{color:#fff;text-decoration:none;font-weight:700;font-size:20px}
#q{flex:1;min-width:240px;max-width:560px;font:16px system-ui,Tahoma,sans-serif;padding:10px 14px;border:2px solid #e2b33c;
border-radius:22px;accent-color:#0f5c4d;color:#1d2433;background:#fff}
main{padding:24px;max-width:1100px;margin:auto}.note{background:#fff3cd;padding:8px 12px;border-radius:8px}
.ssw-grid,.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px;list-style:none;padding:0}
.cards li,.ssw-card{background:#fff;border-radius:12px;padding:12px}.cards img{width:100%}.cards a{color:inherit;text-decoration:none}
.was{opacity:.6;margin-inline-start:6px}`;

export function page(opts: {
  title: string;
  lang: 'ar' | 'en';
  widget: WidgetTag;
  body: string;
  results?: boolean;
  q?: string;
}): string {
  const { lang, widget } = opts;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${h(opts.title)}</title><style>${STYLE}</style></head>
<body><header><a href="/demo${lang === 'en' ? '?lang=en' : ''}">${lang === 'ar' ? 'متجر تجريبي' : 'Demo store'}</a>
<form action="/demo/search" role="search"><input id="q" name="q" type="search" value="${h(opts.q ?? '')}"
 aria-label="${lang === 'ar' ? 'ابحث في المتجر' : 'Search the store'}" placeholder="${lang === 'ar' ? 'ابحث: ايفون، ارز ٢ كيلو، ayfon…' : 'Search: iphone, rice 2kg, ايفون…'}"></form>
<a href="/demo${lang === 'ar' ? '?lang=en' : ''}" style="font-size:14px">${lang === 'ar' ? 'English' : 'العربية'}</a></header>
<main${opts.results ? ' id="results"' : ''}>${opts.body}</main>
<script async crossorigin="anonymous" src="${h(widget.src)}" integrity="${h(widget.integrity)}" data-key="${h(widget.key)}"
 data-input="#q" data-search-url="/demo/search?q=" data-locale="${lang}"${opts.results ? ' data-results="#results"' : ''}></script>
</body></html>`;
}

const money = (amount: string) => `${amount} SAR`;

/** A product card of the store's own (way B): rendered here from the store's own data. */
export function card(p: DemoProduct, lang: 'ar' | 'en'): string {
  const price = p.sale_price
    ? `<b>${money(p.sale_price)}</b><s class="was">${money(p.price)}</s>`
    : `<b>${money(p.price)}</b>`;
  return `<li data-id="${h(p.id)}"><a href="${h(p.url)}"><img src="${h(p.image_url)}" alt="">
<div>${h(p.name[lang])}</div><div>${price}</div>${p.in_stock ? '' : `<small>${lang === 'ar' ? 'غير متوفر' : 'Out of stock'}</small>`}</a></li>`;
}

/** A picture for each product: its brand on a color of its own. */
export function productImage(p: DemoProduct): string {
  let hash = 0;
  for (const c of p.id) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" fill="hsl(${hash % 360},55%,82%)"/><text x="120" y="130" font-family="sans-serif"
font-size="26" text-anchor="middle" fill="#1d2433">${h(p.brand)}</text></svg>`;
}
