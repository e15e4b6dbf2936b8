import { hash } from 'node:crypto';
import type { SearchRequest, SearchResponse } from '../../../../domain/search/contract.ts';
import type { SearchDeps, SearchState } from '../search-state.ts';

/** What of an answer its shape is made of (the answer as shown, without its id and time). */
type Shown = Pick<SearchResponse, 'query' | 'ids' | 'total' | 'page' | 'per_page' | 'did_you_mean'>;

/**
 * Shapes already worked out, by device, keyed by the answer's ids array: every answer builds its
 * own, and a kept answer given again (and the response made of it) holds the same array, so a
 * kept answer's shape is worked out once per device.
 */
const shapes = new WeakMap<readonly string[], Map<string, string>>();

/**
 * The answer's shape: 9 bytes of a SHA-256 of what the search log holds of it but its id, time
 * and session (store, normalized query, language, device, page and first position, ids shown,
 * total, did-you-mean), as 12 base64url characters. The search id names it, and the search log
 * keeps each shape once (docs/telemetry.md, "Searches tallied").
 */
export function searchShape(tenantId: string, device: string, answer: Shown): string {
  let byDevice = shapes.get(answer.ids);
  const known = byDevice?.get(device);
  if (known !== undefined) return known;
  // The first 12 base64url characters of the digest are its first 9 bytes.
  const shape = hash(
    'sha256',
    JSON.stringify([
      tenantId,
      answer.query.normalized,
      answer.query.lang,
      device,
      answer.page,
      (answer.page - 1) * answer.per_page + 1,
      answer.ids,
      answer.total,
      answer.did_you_mean,
    ]),
    'base64url',
  ).slice(0, 12);
  if (byDevice === undefined) {
    byDevice = new Map();
    shapes.set(answer.ids, byDevice);
  }
  byDevice.set(device, shape);
  return shape;
}

/**
 * A new search id for this answer: signed with its store, and naming the answer's shape when the
 * search log is on (the projections read the shape from the ids that clicks and events send back).
 */
export function issueSearchId(
  deps: Pick<SearchDeps, 'newId' | 'searchIds' | 'telemetry'>,
  tenantId: string,
  request: Pick<SearchRequest, 'device'>,
  answer: Shown,
): string {
  if (deps.searchIds === undefined) return deps.newId();
  if (deps.telemetry === undefined) return deps.searchIds.issue(tenantId);
  return deps.searchIds.issue(tenantId, searchShape(tenantId, request.device, answer));
}

/**
 * Appends the answer to the search log (the telemetry log's `search` record, which the service
 * tallies): the store, the normalized query, language, device, session, page, the ids shown from
 * their first position, the total, whether nothing was found, and the shape its id names. The
 * answer does not wait for it.
 */
export function logSearch(
  state: Pick<SearchState, 'store' | 'request' | 'now'>,
  response: SearchResponse,
  deps: Pick<SearchDeps, 'telemetry'>,
): void {
  if (!deps.telemetry) return;
  const { request } = state;
  deps.telemetry.append([
    {
      kind: 'search',
      id: response.search_id,
      tenantId: state.store.id,
      at: state.now.toISOString(),
      session: request.session ?? null,
      query: response.query.normalized,
      lang: response.query.lang,
      device: request.device,
      page: request.page,
      ids: response.ids,
      firstPosition: (request.page - 1) * request.per_page + 1,
      total: response.total,
      zeroResults: response.total === 0,
      didYouMean: response.did_you_mean,
      shape: searchShape(state.store.id, request.device, response),
    },
  ]);
}
