import { normalizeText } from '../../domain/language/normalize.ts';
import type { SuggestionRef } from '../../domain/search/search-result.ts';
import type { PopularQueryRow } from '../../projections/signals/signal-queries.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Suggestions with what shoppers searched: the store's popular queries that begin with what
 * was typed (normalized as the search log keys them) and whose latest search found something,
 * most popular first, then the engine's suggestions. A query whose latest search found nothing
 * is never suggested, from either source.
 */
export function withPopularQueries(
  typed: string,
  engine: readonly SuggestionRef[],
  popular: readonly PopularQueryRow[],
  limit: number,
): SuggestionRef[] {
  const prefix = normalizeText(typed);
  const foundNothing = new Set(popular.filter((p) => !p.found).map((p) => p.query));
  const out: SuggestionRef[] = [];
  const seen = new Set<string>();
  for (const p of popular) {
    if (out.length >= limit) break;
    if (!p.found || !p.query.startsWith(prefix) || seen.has(p.query)) continue;
    seen.add(p.query);
    out.push({
      text: p.query,
      highlighted:
        prefix === '' ? null : `<em>${escapeHtml(prefix)}</em>${escapeHtml(p.query.slice(prefix.length))}`,
      kind: 'query',
      target: null,
    });
  }
  for (const s of engine) {
    if (out.length >= limit) break;
    if (s.kind === 'query') {
      const key = normalizeText(s.text);
      if (foundNothing.has(key) || seen.has(key)) continue;
      seen.add(key);
    }
    out.push(s);
  }
  return out;
}
