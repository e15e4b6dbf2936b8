import type { estypes } from '@elastic/elasticsearch';
import type { SuggestionRef } from '../../../domain/search/search-result.ts';
import { escapeHtml } from '../embedded/highlighter.ts';
import { asObject, type Bucket, bucketsOf } from './aggregate-reader.ts';
import { SEP } from './fields.ts';
import type { QueryWord } from './query-words.ts';
import { presenceAggName } from './suggest-request.ts';

export type Aggregations = Readonly<Record<string, unknown>> | undefined;

/** A catalog word and how many products (of those matching the words before it) hold it. */
export interface Completion {
  readonly term: string;
  readonly display: string;
  readonly count: number;
}

export const splitKey = (key: string): string[] => key.split(SEP);

/** `<term>\u001f<display>` buckets merged per term, the most common display kept. */
function completionsFrom(buckets: readonly Bucket[]): Completion[] {
  const byTerm = new Map<string, { display: string; best: number; count: number }>();
  for (const { key, count } of buckets) {
    const [term = '', display = term] = splitKey(key);
    const held = byTerm.get(term);
    if (held === undefined) byTerm.set(term, { display, best: count, count });
    else {
      held.count += count;
      if (count > held.best) Object.assign(held, { display, best: count });
    }
  }
  return [...byTerm].map(([term, { display, count }]) => ({ term, display, count }));
}

export const completionsOf = (aggregations: Aggregations): Completion[] =>
  completionsFrom(bucketsOf(aggregations, 'completions'));

/** The catalog-wide aggregations of the vocabulary search. */
export const catalog = (aggregations: Aggregations): unknown =>
  asObject(asObject(aggregations)?.catalog)?.live;

/** Products (catalog-wide) matching word `i` as typed. */
export function presenceOf(aggregations: Aggregations, i: number): number {
  const count = asObject(asObject(catalog(aggregations))?.[presenceAggName(i)])?.doc_count;
  return typeof count === 'number' ? count : 0;
}

/** Whether some catalog word starts with the last typed word. */
export const isCompletable = (aggregations: Aggregations): boolean =>
  bucketsOf(catalog(aggregations), 'completable').length > 0;

/** The term suggester's corrections of word `i`, best first. */
export function correctionsOf(suggest: estypes.SearchResponse['suggest'], i: number): string[] {
  const entries = suggest?.[`word_${i}`] ?? [];
  return entries.flatMap((entry) => {
    const options = Array.isArray(entry.options) ? entry.options : [entry.options];
    return options.flatMap((o) => (typeof o.text === 'string' ? [o.text] : []));
  });
}

/**
 * The words before the completion as the catalog writes them: each word's own spelling when the
 * catalog holds it, else its best-weighted form the catalog holds, else (when the words were
 * corrected) its best correction, else the word as typed.
 */
export function leadOf(
  previous: readonly QueryWord[],
  aggregations: Aggregations,
  suggest: estypes.SearchResponse['suggest'],
  corrected: boolean,
): string {
  const known = new Map(
    completionsFrom(bucketsOf(catalog(aggregations), 'lead')).map((c) => [c.term, c.display]),
  );
  return previous
    .map((word, i) => {
      const forms = [...word.alternatives].sort((a, b) => b.weight - a.weight);
      const held = [word.alternatives[0], ...forms].find((a) => a !== undefined && known.has(a.term));
      if (held !== undefined) return known.get(held.term) ?? held.term;
      return (corrected ? correctionsOf(suggest, i)[0] : undefined) ?? word.surface;
    })
    .join(' ');
}

/** Completions ranked by count (then term), joined to the lead, the typed part emphasized. */
export function querySuggestions(
  completions: readonly Completion[],
  lead: string,
  typed: string,
): SuggestionRef[] {
  const ranked = completions
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const seen = new Set<string>();
  const out: SuggestionRef[] = [];
  for (const { display } of ranked) {
    const text = lead === '' ? display : `${lead} ${display}`;
    if (seen.has(text)) continue;
    seen.add(text);
    const typedPart = display.startsWith(typed) ? typed.length : 0;
    const emphasized = `${lead === '' ? '' : `${lead} `}${display.slice(0, typedPart)}`;
    const highlighted =
      emphasized === '' ? null : `<em>${escapeHtml(emphasized)}</em>${escapeHtml(display.slice(typedPart))}`;
    out.push({ text, highlighted, kind: 'query', target: null });
  }
  return out;
}
