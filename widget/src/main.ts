import { beacon } from './api.ts';
import { attachCombobox } from './combobox.ts';
import { readConfig } from './config.ts';
import { renderResults } from './results.ts';
import { deviceOf, sessionId } from './session.ts';
import { installStyle } from './style.ts';

declare global {
  interface Window {
    StoreSearch?: { event(type: 'add_to_cart' | 'order' | 'view', fields: object): void };
  }
}

const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;

function boot(): void {
  const cfg = readConfig(script);
  if (!cfg) return;
  installStyle();
  const inputs = [...document.querySelectorAll<HTMLInputElement>(cfg.input)].filter(
    (i) => i instanceof HTMLInputElement && !i.hasAttribute('data-ssw'),
  );
  inputs.forEach((input, n) => {
    input.setAttribute('data-ssw', '');
    attachCombobox(input, cfg, n);
  });
  const results = cfg.results ? document.querySelector<HTMLElement>(cfg.results) : null;
  if (results) renderResults(results, cfg, inputs[0] ?? null);
  // Store events (add to cart, order, view) in the background, tied to the last search of this tab.
  window.StoreSearch = {
    event(type, fields) {
      let searchId: string | null = null;
      try {
        searchId = sessionStorage.getItem('ssw-search-id');
      } catch {
        // no storage
      }
      beacon(cfg, '/v1/event', {
        type,
        session: sessionId(),
        search_id: searchId,
        device: deviceOf(),
        ...fields,
      });
    },
  };
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
