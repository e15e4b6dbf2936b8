import type { SearchRequest, SearchResponse } from '../../../../domain/search/contract.ts';
import type { SearchSettings } from '../../../../domain/tenancy/store-settings.ts';
import type { TenantView } from '../../../../projections/tenants/tenant-queries.ts';

/**
 * How long an answer is kept at most. What its key cannot name moves with time only, and
 * slowly: the decay of shoppers' scores (over days) and newness (over months) move a score by
 * less than a part in ten thousand in a minute. The per-query click and order rates are read
 * every 2 s, and an answer ranked on them is kept that long (`run-search.ts`); a rule's start
 * or end is not waited for (`AnswerCache.set`'s `until`).
 */
export const ANSWER_TTL_MS = 60_000;

/** What a kept answer holds: the whole answer but its own id and time. */
export type KeptAnswer = Omit<SearchResponse, 'search_id' | 'took_ms'>;

/** Everything an answer is built from, each as a value that changes when it does. */
export interface AnswerInputs {
  readonly store: Pick<TenantView, 'id' | 'defaultLocale' | 'locales' | 'currency'>;
  readonly request: SearchRequest;
  readonly settings: SearchSettings;
  /** The engine's generation of the store's documents (cards and ranking facts change with them). */
  readonly documents: string;
  /** The rule book's, the synonym book's and the shopper signals' stamps for the store. */
  readonly rules: number;
  readonly synonyms: number;
  readonly signals: number;
}

/**
 * The key of an answer: the store's documents, rules, synonyms, settings and languages, and
 * the request's fields that shape the answer. `session`, `device` and `debug` are left out:
 * they are logged, never ranked on (a debug search is never kept).
 */
export function answerKey(inputs: AnswerInputs): string {
  const { store, request } = inputs;
  // Three JSON values one after the other: each ends where it is complete, so the key still
  // names each input apart. The settings' part is written once per settings object.
  return `${JSON.stringify([
    store.id,
    inputs.documents,
    inputs.rules,
    inputs.synonyms,
    inputs.signals,
    store.defaultLocale,
    store.locales,
    store.currency,
  ])}${settingsJson(inputs.settings)}${JSON.stringify([
    request.q,
    request.lang,
    request.page,
    request.per_page,
    request.filters,
    request.sort,
    request.facets,
    request.ai,
  ])}`;
}

/**
 * A store's settings as JSON, by the settings object: a store's view holds one for as long as
 * the settings are the same (a change makes a new view), and every search of the store reads it.
 */
const settingsWritten = new WeakMap<SearchSettings, string>();
function settingsJson(settings: SearchSettings): string {
  let json = settingsWritten.get(settings);
  if (json === undefined) {
    json = JSON.stringify(settings);
    settingsWritten.set(settings, json);
  }
  return json;
}

interface Entry {
  readonly answer: KeptAnswer;
  /** The monotonic clock's time and the service clock's time when it was kept. */
  readonly keptAt: number;
  readonly keptAtService: number;
  /** The service clock's time from which it is no longer given. */
  readonly until: number;
  /** Its own time to live: `ttlMs` less up to a quarter, so that answers built together are not all let go together. */
  readonly ttlMs: number;
}

/**
 * Recent answers of this process, by `answerKey`, least recently used first out. An answer
 * is exact while its key holds: a change to the store's documents, rules, synonyms, settings
 * or shoppers' product scores as this process holds them makes a new key. What the key cannot name (shoppers' signals, newness) moves with
 * time, so an answer is also given up `ttlMs` after it was built (less up to a quarter, drawn
 * for each: a burst of answers built together does not end in a burst of searches built again), on the process's clock or on
 * the service's (a driven clock that jumps ends it too), and at the next start or end of one
 * of the store's rules. Searches asking for an answer another one is building wait for it,
 * rather than all building the same answer at once (a popular query when the catalog changed).
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers being built now, by key: searches for the same key wait for them instead of building their own. */
  private readonly building = new Map<string, Promise<KeptAnswer | undefined>>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly clock: () => number = () => performance.now(),
    private readonly random: () => number = Math.random,
  ) {}

  get(key: string, serviceNowMs: number): KeptAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.misses++;
      return undefined;
    }
    const age = this.clock() - entry.keptAt;
    const serviceAge = serviceNowMs - entry.keptAtService;
    if (age >= entry.ttlMs || serviceAge >= entry.ttlMs || serviceAge < 0 || serviceNowMs >= entry.until) {
      this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry.answer;
  }

  /** Keeps an answer built at `serviceNowMs`, given until `until` at the latest (a rule's start or end). */
  set(key: string, answer: KeptAnswer, serviceNowMs: number, until = Number.POSITIVE_INFINITY): void {
    this.entries.delete(key);
    if (until <= serviceNowMs) return;
    const ttlMs = this.ttlMs * (1 - 0.25 * this.random());
    this.entries.set(key, { answer, keptAt: this.clock(), keptAtService: serviceNowMs, until, ttlMs });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** The answer another search is building for this key now, if any (undefined if that search fails). */
  whenBuilt(key: string): Promise<KeptAnswer | undefined> | undefined {
    return this.building.get(key);
  }

  /**
   * Notes that an answer for the key is being built; the function returned is called with it
   * (kept with `set` before, or undefined when the search failed) once it is.
   */
  startBuilding(key: string): (answer: KeptAnswer | undefined) => void {
    let done: (answer: KeptAnswer | undefined) => void = () => undefined;
    const built = new Promise<KeptAnswer | undefined>((resolve) => {
      done = resolve;
    });
    this.building.set(key, built);
    return (answer) => {
      if (this.building.get(key) === built) this.building.delete(key);
      done(answer);
    };
  }

  /** Answers served from the cache and built, since the process started. */
  counts(): { readonly hits: number; readonly misses: number; readonly size: number } {
    return { hits: this.hits, misses: this.misses, size: this.entries.size };
  }
}
