import { CircuitBreaker } from './circuit-breaker.ts';
import { httpGet } from './http-call.ts';

/** Why the service's answer was not used; the caller shows the store's own results. */
export type FallbackReason =
  | 'timeout'
  | 'connect_timeout'
  | 'connection_error'
  | 'server_error'
  | 'rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'no_ids'
  | 'circuit_open'
  /** Another 4xx (an invalid request): the store's own results, but not counted as the service failing. */
  | 'rejected';

export interface SearchParams {
  readonly q: string;
  readonly lang?: string;
  readonly page?: number;
  readonly per_page?: number;
  readonly sort?: 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'popular';
  readonly facets?: readonly string[];
  readonly session?: string;
  readonly device?: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  /** `filter[<name>]=v1,v2`, or a range as `{ gte, lte }`. */
  readonly filters?: Readonly<Record<string, readonly string[] | { gte?: number; lte?: number }>>;
}

/** The fields of a SearchResponse the client relies on; the rest is passed through untouched. */
export interface SearchResponse {
  readonly search_id: string;
  readonly ids: readonly string[];
  readonly total: number;
  readonly [field: string]: unknown;
}

export type SearchResult =
  | { readonly source: 'service'; readonly ids: readonly string[]; readonly response: SearchResponse }
  | {
      readonly source: 'fallback';
      readonly reason: FallbackReason;
      /** The HTTP status when the service answered. */
      readonly status: number | null;
      readonly detail: string;
    };

export interface SearchClientOptions {
  /** The service's base address, e.g. `https://api.example.com`. */
  readonly baseUrl: string;
  /** A public or secret key (sent as `Authorization: Bearer`). */
  readonly key: string;
  /** Spec: at most 300 ms in total and 150 ms to connect. */
  readonly totalTimeoutMs?: number;
  readonly connectTimeoutMs?: number;
  /** Spec: after 5 failures within 60 s, skip the service for 30 s, then try one call. */
  readonly failureThreshold?: number;
  readonly failureWindowMs?: number;
  readonly skipMs?: number;
  /** Milliseconds now (tests drive it). */
  readonly now?: () => number;
}

const REASON_OF_STATUS: Readonly<Record<number, FallbackReason>> = {
  401: 'unauthorized',
  403: 'forbidden',
  429: 'rate_limited',
};

/**
 * Server-side search (way B of the spec: take `ids` in order, load the products from the store's
 * own database). It never throws and never waits longer than the rules allow: any failure
 * comes back as `{ source: 'fallback' }`, for the store to show its own results.
 */
export class SearchClient {
  private readonly breaker: CircuitBreaker;
  private readonly base: URL;

  constructor(private readonly options: SearchClientOptions) {
    this.base = new URL(options.baseUrl);
    this.breaker = new CircuitBreaker(
      options.now ?? Date.now,
      options.failureThreshold ?? 5,
      options.failureWindowMs ?? 60_000,
      options.skipMs ?? 30_000,
    );
  }

  /** `closed`, `open` (the service is skipped) or `half_open` (the next call is a trial). */
  get circuit(): 'closed' | 'open' | 'half_open' {
    return this.breaker.state;
  }

  async search(params: SearchParams): Promise<SearchResult> {
    if (!this.breaker.tryAcquire())
      return {
        source: 'fallback',
        reason: 'circuit_open',
        status: null,
        detail: 'the service is skipped for now',
      };
    const outcome = await httpGet(
      this.searchUrl(params),
      { authorization: `Bearer ${this.options.key}` },
      { totalMs: this.options.totalTimeoutMs ?? 300, connectMs: this.options.connectTimeoutMs ?? 150 },
    );
    if (outcome.kind !== 'answer') return this.failed(outcome.kind, null, outcome.message);
    const { status } = outcome;
    if (status >= 500) return this.failed('server_error', status, `HTTP ${status}`);
    const reason = REASON_OF_STATUS[status];
    if (reason) return this.failed(reason, status, `HTTP ${status}`);
    if (status >= 400) {
      this.breaker.release();
      return { source: 'fallback', reason: 'rejected', status, detail: outcome.body.slice(0, 500) };
    }
    const response = parseAnswer(outcome.body);
    if (!response) return this.failed('no_ids', status, 'the answer has no ids');
    this.breaker.success();
    return { source: 'service', ids: response.ids, response };
  }

  private failed(reason: FallbackReason, status: number | null, detail: string): SearchResult {
    this.breaker.failure();
    return { source: 'fallback', reason, status, detail };
  }

  private searchUrl(p: SearchParams): URL {
    const url = new URL('/v1/search', this.base);
    const q = url.searchParams;
    q.set('q', p.q);
    if (p.lang) q.set('lang', p.lang);
    if (p.page) q.set('page', String(p.page));
    if (p.per_page) q.set('per_page', String(p.per_page));
    if (p.sort) q.set('sort', p.sort);
    if (p.facets?.length) q.set('facets', p.facets.join(','));
    if (p.session) q.set('session', p.session);
    if (p.device) q.set('device', p.device);
    for (const [name, value] of Object.entries(p.filters ?? {})) {
      if (Array.isArray(value)) q.set(`filter[${name}]`, value.join(','));
      else {
        const range = value as { gte?: number; lte?: number };
        if (range.gte !== undefined) q.set(`filter[${name}][gte]`, String(range.gte));
        if (range.lte !== undefined) q.set(`filter[${name}][lte]`, String(range.lte));
      }
    }
    return url;
  }
}

function parseAnswer(body: string): SearchResponse | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const ids = (parsed as { ids?: unknown }).ids;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
    return parsed as SearchResponse;
  } catch {
    return null;
  }
}
