import { beacon, search } from './api.ts';
import { cardBody, el } from './card.ts';
import type { WidgetConfig } from './config.ts';
import { rememberSearch } from './recent.ts';
import { deviceOf, sessionId } from './session.ts';
import { stringsFor } from './strings.ts';
import { applyTheme } from './style.ts';
import { directionOf, textOfHtml } from './text.ts';

/** The query parameter the search URL ends with (`/search?q=` gives `q`). */
const paramOf = (searchUrl: string | null) => /[?&]([^=&?]+)=$/.exec(searchUrl ?? '')?.[1] ?? 'q';

/**
 * Way A of the spec: on the store's results page, search with the public key and render
 * `hits` (names and banners as text). Clicks go back in the background with their search_id.
 */
export function renderResults(
  container: HTMLElement,
  cfg: WidgetConfig,
  themeFrom: HTMLElement | null,
): void {
  const q = new URLSearchParams(location.search).get(paramOf(cfg.searchUrl))?.trim();
  if (!q) return;
  const t = stringsFor(cfg.locale);
  const session = sessionId();
  rememberSearch(q);
  search(cfg, q, session, deviceOf()).then(
    (answer) => {
      if (answer.redirect?.url) return location.assign(answer.redirect.url);
      const dir = directionOf(q, cfg.locale);
      const lang = dir === 'rtl' ? 'ar' : cfg.locale.startsWith('ar') ? 'en' : cfg.locale.slice(0, 2);
      if (themeFrom) applyTheme(themeFrom, container);
      container.textContent = '';
      container.dir = dir;
      container.append(el('p', 'ssw-total', t.results(answer.total)));
      if (answer.did_you_mean) {
        const p = el('p', 'ssw-dym', `${t.didYouMean}: `);
        const a = el('a', '', answer.did_you_mean);
        a.href = (cfg.searchUrl ?? '?q=') + encodeURIComponent(answer.did_you_mean);
        p.append(a);
        container.append(p);
      }
      for (const b of answer.banners ?? []) {
        const banner = el(b.link_url ? 'a' : 'div', 'ssw-banner');
        if (b.link_url && banner instanceof HTMLAnchorElement) banner.href = b.link_url;
        if (b.image_url) {
          const img = el('img');
          img.src = b.image_url;
          img.alt = b.html ? textOfHtml(b.html) : '';
          banner.append(img);
        } else if (b.html) banner.textContent = textOfHtml(b.html);
        container.append(banner);
      }
      const grid = el('ul', 'ssw-grid');
      answer.hits.forEach((hit, i) => {
        const item = el('li', 'ssw-card');
        const link = el('a');
        if (hit.product.url) link.href = hit.product.url;
        link.append(...cardBody(hit.product, lang, cfg.locale, t));
        link.addEventListener('click', () =>
          beacon(cfg, '/v1/click', {
            search_id: answer.search_id,
            product_id: hit.id,
            position: (answer.page - 1) * answer.per_page + i + 1,
            session,
          }),
        );
        item.append(link);
        grid.append(item);
      });
      container.append(grid);
      try {
        sessionStorage.setItem('ssw-search-id', answer.search_id);
      } catch {
        // no storage: events are sent without a search_id
      }
    },
    () => undefined,
  );
}
