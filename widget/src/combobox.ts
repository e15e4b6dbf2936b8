import { beacon, type SuggestAnswer, suggest } from './api.ts';
import { cardBody, el } from './card.ts';
import type { WidgetConfig } from './config.ts';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent.ts';
import { deviceOf, sessionId } from './session.ts';
import { stringsFor } from './strings.ts';
import { applyTheme } from './style.ts';
import { appendHighlighted, directionOf } from './text.ts';

interface Option {
  readonly node: HTMLElement;
  /** Text Tab puts in the input (suggestions and recent searches), or null. */
  readonly completion: string | null;
  readonly choose: () => void;
}

const DEBOUNCE_MS = 80;

/**
 * The ARIA combobox (list autocomplete) over one search input: suggestions as the shopper
 * types, recent searches when the input is empty, keyboard, right-to-left, the store's look.
 */
export function attachCombobox(input: HTMLInputElement, cfg: WidgetConfig, n: number): void {
  const t = stringsFor(cfg.locale);
  const session = sessionId();
  const id = `ssw-${n}`;
  const panel = el('div', 'ssw-panel');
  const head = el('div', 'ssw-head');
  const list = el('div', 'ssw-list');
  const status = el('div', 'ssw-sr');
  panel.hidden = true;
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', t.listLabel);
  status.setAttribute('role', 'status');
  panel.append(head, list);
  document.body.append(panel, status);
  const attrs: [string, string][] = [
    ['role', 'combobox'],
    ['aria-autocomplete', 'list'],
    ['aria-expanded', 'false'],
    ['aria-controls', list.id],
    ['autocomplete', 'off'],
  ];
  for (const [name, value] of attrs) input.setAttribute(name, value);
  if (!input.getAttribute('aria-label') && !input.labels?.length)
    input.setAttribute('aria-label', t.listLabel);
  // Clicks in the panel must not take the focus from the input.
  panel.addEventListener('mousedown', (e) => e.preventDefault());

  let options: Option[] = [];
  let active = -1;
  let timer = 0;
  let inflight: AbortController | null = null;
  let seq = 0;
  const cache = new Map<string, SuggestAnswer>();

  const isOpen = () => !panel.hidden;
  const place = () => {
    const r = input.getBoundingClientRect();
    const mobile = innerWidth <= 640;
    panel.style.setProperty('--ssw-top', `${r.bottom}px`);
    panel.style.top = `${mobile ? r.bottom : r.bottom + scrollY + 4}px`;
    panel.style.left = `${r.left + scrollX}px`;
    panel.style.width = `${Math.max(r.width, 320)}px`;
  };
  const open = () => {
    applyTheme(input, panel);
    place();
    panel.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    panel.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const setActive = (i: number) => {
    options[active]?.node.setAttribute('aria-selected', 'false');
    active = options.length === 0 ? -1 : (i + options.length) % options.length;
    const option = options[active];
    if (!option) return input.removeAttribute('aria-activedescendant');
    option.node.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', option.node.id);
    option.node.scrollIntoView?.({ block: 'nearest' });
  };

  const go = (q: string) => {
    rememberSearch(q);
    close();
    if (cfg.searchUrl) location.assign(cfg.searchUrl + encodeURIComponent(q));
    else if (input.form) {
      input.value = q;
      input.form.requestSubmit();
    }
  };

  const option = (group: HTMLElement, completion: string | null, choose: () => void) => {
    const node = el('div', 'ssw-opt');
    node.id = `${id}-o${options.length}`;
    node.setAttribute('role', 'option');
    node.setAttribute('aria-selected', 'false');
    const index = options.length;
    node.addEventListener('click', () => options[index]?.choose());
    node.addEventListener('mousemove', () => index !== active && setActive(index));
    options.push({ node, completion, choose });
    group.append(node);
    return node;
  };
  const group = (label: string) => {
    const g = el('div', 'ssw-group');
    const h = el('div', 'ssw-head', label);
    h.id = `${id}-g${list.childElementCount}`;
    g.setAttribute('role', 'group');
    g.setAttribute('aria-labelledby', h.id);
    g.append(h);
    list.append(g);
    return g;
  };
  const reset = (dir: string) => {
    list.textContent = '';
    head.textContent = '';
    options = [];
    active = -1;
    panel.dir = dir;
    input.removeAttribute('aria-activedescendant');
  };
  const announce = () => {
    status.textContent = t.count(options.length);
    if (options.length > 0) open();
    else close();
  };

  const showRecent = () => {
    reset(directionOf('', cfg.locale));
    const recent = recentSearches();
    if (recent.length > 0) {
      const clear = el('button', 'ssw-clear', t.clear);
      clear.type = 'button';
      clear.setAttribute('aria-label', t.clearLabel);
      clear.addEventListener('click', () => {
        clearRecentSearches();
        showRecent();
        input.focus();
      });
      head.append(el('span', '', t.recent), clear);
      const g = group(t.recent);
      for (const q of recent) option(g, q, () => go(q)).textContent = q;
    }
    announce();
  };

  const render = (answer: SuggestAnswer, typed: string) => {
    const dir = directionOf(typed, cfg.locale);
    const lang = dir === 'rtl' ? 'ar' : cfg.locale.startsWith('ar') ? 'en' : cfg.locale.slice(0, 2);
    reset(dir);
    if (answer.suggestions.length > 0) {
      const g = group(t.suggestions);
      for (const s of answer.suggestions) {
        const node = option(g, s.text, () => go(s.text));
        const text = el('span');
        appendHighlighted(text, s.highlighted, s.text);
        node.append(text);
        if (s.kind !== 'query') node.append(el('span', 'ssw-tag', s.kind === 'brand' ? t.brand : t.category));
      }
    }
    const categories = answer.categories ?? [];
    if (categories.length > 0) {
      const g = group(t.categories);
      for (const c of categories) {
        const label = c.label?.[lang] ?? Object.values(c.label ?? {})[0] ?? c.value;
        const node = option(g, label, () => go(label));
        node.append(el('span', '', label), el('span', 'ssw-tag', String(c.count)));
      }
    }
    const products = answer.products ?? [];
    if (products.length > 0) {
      const g = group(t.products);
      products.forEach((card) => {
        const node = option(g, null, () => {
          beacon(cfg, '/v1/event', {
            type: 'view',
            session,
            product_id: card.id,
            device: deviceOf(),
          });
          close();
          if (card.url) location.assign(card.url);
        });
        node.append(...cardBody(card, lang, cfg.locale, t));
      });
    }
    announce();
  };

  /** Drops the pending request and any answer still on its way: it will not be drawn. */
  const cancel = () => {
    clearTimeout(timer);
    inflight?.abort();
    inflight = null;
    seq++;
  };
  const request = () => {
    const typed = input.value;
    const q = typed.trim();
    cancel();
    if (!q) return showRecent();
    const known = cache.get(q);
    if (known) return render(known, typed);
    const mine = ++seq;
    timer = window.setTimeout(() => {
      const controller = new AbortController();
      inflight = controller;
      suggest(cfg, q, session, controller.signal).then(
        (answer) => {
          if (cache.size > 50) cache.clear();
          cache.set(q, answer);
          // An answer to an older text is dropped (its request is usually aborted already).
          if (mine === seq && document.activeElement === input) render(answer, input.value);
        },
        () => undefined,
      );
    }, DEBOUNCE_MS);
  };

  input.addEventListener('input', request);
  input.addEventListener('focus', request);
  input.addEventListener('blur', () => {
    cancel();
    close();
  });
  input.form?.addEventListener('submit', () => rememberSearch(input.value));
  addEventListener('resize', () => isOpen() && place());
  addEventListener('scroll', () => isOpen() && place(), { passive: true });
  input.addEventListener('keydown', (e) => {
    const current = options[active];
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        e.preventDefault();
        if (!isOpen()) request();
        else setActive(e.key === 'ArrowDown' ? active + 1 : active < 0 ? -1 : active - 1);
        break;
      case 'Home':
      case 'End':
        if (isOpen() && current) {
          e.preventDefault();
          setActive(e.key === 'Home' ? 0 : -1);
        }
        break;
      case 'Enter':
        if (e.isComposing) break;
        if (isOpen() && current) {
          e.preventDefault();
          current.choose();
        } else if (cfg.searchUrl && input.value.trim()) {
          e.preventDefault();
          go(input.value.trim());
        }
        break;
      case 'Escape':
        // A list still on its way (the text changed a moment ago) must not open it again.
        cancel();
        if (isOpen()) {
          e.preventDefault();
          close();
        } else input.value = '';
        break;
      case 'Tab':
        if (isOpen() && current?.completion && !e.shiftKey) {
          e.preventDefault();
          input.value = current.completion;
          request();
        } else close();
        break;
    }
  });
}
