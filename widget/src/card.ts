import type { Card } from './api.ts';
import type { Strings } from './strings.ts';

export const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string) => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
};

const money = (amount: string, currency: string, locale: string) => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
};

/** The product's name in the language asked for, else the first it has. */
export const nameOf = (card: Card, lang: string): string =>
  card.name[lang] ?? card.name.en ?? Object.values(card.name)[0] ?? card.id;

/** Image, name and price (a sale price shown with the old price struck through); all as text. */
export function cardBody(card: Card, lang: string, locale: string, t: Strings): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (card.image_url) {
    const img = el('img', 'ssw-img');
    img.alt = '';
    img.loading = 'lazy';
    img.src = card.image_url;
    parts.push(img);
  }
  const info = el('span');
  info.append(el('span', 'ssw-name', nameOf(card, lang)));
  const price = el('span', 'ssw-price', money(card.sale_price ?? card.price, card.currency, locale));
  if (card.sale_price && card.sale_price !== card.price) {
    const was = el('s', 'ssw-was', money(card.price, card.currency, locale));
    was.setAttribute('aria-label', `${t.was} ${was.textContent}`);
    price.append(was);
  }
  info.append(price);
  if (!card.in_stock) info.append(el('span', 'ssw-out', t.outOfStock));
  parts.push(info);
  return parts;
}
