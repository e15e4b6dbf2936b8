import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Admission } from '../../domain/access/admission.ts';
import { type Principal, principalOf } from '../../domain/access/principal.ts';
import {
  type SearchRequest,
  SearchRequestIn,
  type SearchResponse,
  SearchResponseOut,
} from '../../domain/search/contract.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { PopularQueryRow } from '../../projections/signals/signal-queries.ts';
import type { TenantView } from '../../projections/tenants/tenant-queries.ts';
import type { KeptAnswer } from './pipeline/answer/answer-cache.ts';
import { runSearch } from './pipeline/run-search.ts';
import type { SearchDeps } from './pipeline/search-state.ts';
import { effectiveSettings } from './ranking-override.ts';
import { responseJson } from './response-json.ts';
import { SearchParamsIn } from './search-params.ts';

export interface SearchRouteDeps extends SearchDeps {
  readonly storeOf: (tenantId: string) => Promise<TenantView | null>;
  /** Told each answer's `took_ms` (the operators' metrics). */
  readonly observeTook?: (endpoint: 'search' | 'suggest', tookMs: number) => void;
  /** Told whether each search's answer was built or given again from the answers kept. */
  readonly observeAnswer?: (answer: 'kept' | 'built') => void;
  /** Queries shoppers searched (suggest offers the popular ones that found something first). */
  readonly popularQueries?: (tenantId: string) => Promise<readonly PopularQueryRow[]>;
}

function assertDebugAllowed(principal: Principal, request: Pick<SearchRequest, 'debug'>): void {
  if (request.debug && principal.auth === 'public_key') {
    throw new DomainError('forbidden', 'debug traces need a secret key');
  }
}

async function answer(
  deps: SearchRouteDeps,
  principal: Principal,
  request: SearchRequest,
  reply: FastifyReply,
  headers: FastifyRequest['headers'],
  admission?: Admission,
) {
  assertDebugAllowed(principal, request);
  const store = await deps.storeOf(principal.tenantId);
  if (!store) throw new DomainError('not_found', 'store was not found');
  const ranking = effectiveSettings(store.search, request.config_override, principal.auth);
  const { response, usageHeader, kept } = await runSearch(deps, store, request, {
    settings: ranking.settings,
    debug: request.debug,
    fresh: /no-cache/iu.test(headers['cache-control'] ?? ''),
    admission,
  });
  if (response.debug) response.debug.config_override = ranking.override;
  deps.observeTook?.('search', response.took_ms);
  deps.observeAnswer?.(kept === undefined ? 'built' : 'kept');
  reply.header('X-Service-Usage', usageHeader);
  if (kept === undefined) return response;
  return reply.type('application/json; charset=utf-8').send(writeKept(kept, response));
}

/**
 * A kept answer's JSON, written once with marks where its id and time go, in three pieces of
 * UTF-8 (by kept answer: they are let go with it). Giving it again joins them around the new
 * id and time.
 */
const keptJson = new WeakMap<KeptAnswer, readonly [Buffer, Buffer, Buffer]>();
const ID_MARK = '\u0000search_id\u0000';
const TOOK_MARK = '\u0000took_ms\u0000';

function writeKept(kept: KeptAnswer, response: SearchResponse): Buffer {
  let pieces = keptJson.get(kept);
  if (pieces === undefined) {
    const marked = writeSearchResponse({ ...kept, search_id: ID_MARK, took_ms: TOOK_MARK });
    const [head = '', rest = ''] = marked.split(JSON.stringify(ID_MARK));
    const [middle = '', tail = ''] = rest.split(JSON.stringify(TOOK_MARK));
    // As UTF-8 once: each answer is then a copy of the bytes, not an encoding of the text.
    pieces = [Buffer.from(head), Buffer.from(middle), Buffer.from(tail)];
    keptJson.set(kept, pieces);
  }
  const [head, middle, tail] = pieces;
  return Buffer.concat([
    head,
    Buffer.from(JSON.stringify(response.search_id)),
    middle,
    Buffer.from(String(response.took_ms)),
    tail,
  ]);
}

/**
 * Answers are built with SearchResponse's type; they are written with the schema's fields but
 * not validated again (zod's check cost as much as writing the JSON, on every search).
 */
const writeSearchResponse = responseJson(SearchResponseOut);
const searchSerializer = { serializerCompiler: () => writeSearchResponse };

export const searchRoutes =
  (deps: SearchRouteDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/search',
      {
        // The rate-limit take is the search's: a kept answer is admitted and counted in one step.
        config: { auth: { level: 'public', scope: 'search' }, admission: 'route' },
        schema: {
          tags: ['search'],
          summary: 'Search the catalog (billed when page=1)',
          description:
            'Filters: filter[<name>]=v1,v2 (brand, category, in_stock, any attribute) and filter[<name>][gte]=n / filter[<name>][lte]=n (price). Answers carry X-Service-Usage.',
          querystring: SearchParamsIn,
          response: { 200: SearchResponseOut },
        },
        ...searchSerializer,
      },
      async (request, reply) =>
        answer(
          deps,
          principalOf(request),
          request.query,
          reply,
          request.headers,
          request.admission ?? undefined,
        ),
    );
    r.post(
      '/v1/search',
      {
        config: { auth: { level: 'public', scope: 'search' } },
        schema: {
          tags: ['search'],
          summary: 'Search the catalog with a JSON body (billed when page=1)',
          body: SearchRequestIn,
          response: { 200: SearchResponseOut },
        },
        // Before an Idempotency-Key replay: a stored answer never skips this check.
        preHandler: async (request) => assertDebugAllowed(principalOf(request), request.body),
        ...searchSerializer,
      },
      async (request, reply) => answer(deps, principalOf(request), request.body, reply, request.headers),
    );
  };
