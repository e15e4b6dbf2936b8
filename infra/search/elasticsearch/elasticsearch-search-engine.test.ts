import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TYPO_SETTINGS } from '../../../domain/search/search-query.ts';
import { searchEngineContract } from '../../../test/search-engine-contract.ts';
import { CONTRACT_CATALOG } from '../../../test/search-engine-contract-catalog.ts';
import {
  type ReceivedRequest,
  type ScriptedAnswer,
  ScriptedElasticsearch,
} from '../../../test/support/scripted-elasticsearch.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { ElasticsearchSearchEngine } from './elasticsearch-search-engine.ts';

// The shared contract runs against a live server only (reported as skipped otherwise):
// `ELASTICSEARCH_URL=http://localhost:9200 npx vitest run infra/search/elasticsearch`.
// It uses the same analyzer as the embedded engine's contract run.
const url = process.env.ELASTICSEARCH_URL;

searchEngineContract(
  'elasticsearch',
  async () =>
    new ElasticsearchSearchEngine({
      node: url ?? '',
      analyzer: new SimpleAnalyzer(),
      indexPrefix: 'search-contract',
      refresh: true,
      replicas: 0,
    }),
  !url,
);

/** What the adapter sends and how it reads answers, against a scripted (not a real) server. */
describe('ElasticsearchSearchEngine requests', () => {
  let server: ScriptedElasticsearch | undefined;
  afterEach(async () => {
    await server?.stop();
  });

  const ALIAS = 'store-search-t1';
  const bulkItem = (status: number, type?: string) => ({
    index: { _index: `${ALIAS}_v1`, _id: 'x', status, ...(type ? { error: { type, reason: type } } : {}) },
  });

  const engineWith = async (answer: (request: ReceivedRequest) => ScriptedAnswer | undefined) => {
    server = new ScriptedElasticsearch(answer);
    const node = await server.start();
    return { engine: new ElasticsearchSearchEngine({ node, analyzer: new SimpleAnalyzer() }), server };
  };

  /** A cluster where the store has no index yet, and bulk answers `items`. */
  const newStore =
    (items: unknown[], aliases: string[] = []) =>
    (r: ReceivedRequest): ScriptedAnswer | undefined => {
      if (r.method === 'PUT' && r.path === '/_index_template/store-search-products')
        return { body: { acknowledged: true } };
      if (r.method === 'HEAD' && r.path === `/_alias/${ALIAS}`)
        return { status: aliases.length > 0 ? 200 : 404 };
      if (r.method === 'GET' && r.path === `/_resolve/index/${ALIAS}_v*`)
        return { body: { indices: aliases.map((name) => ({ name })), aliases: [], data_streams: [] } };
      if (r.method === 'GET' && r.path === `/_alias/${ALIAS}`)
        return aliases.length > 0
          ? { body: Object.fromEntries(aliases.map((a) => [a, { aliases: { [ALIAS]: {} } }])) }
          : { status: 404, body: { error: `alias [${ALIAS}] missing`, status: 404 } };
      if (r.method === 'PUT' && r.path.startsWith(`/${ALIAS}_v`)) return { body: { acknowledged: true } };
      if (r.method === 'POST' && r.path === '/_aliases') return { body: { acknowledged: true } };
      if (r.path.endsWith('/_refresh')) return { body: { _shards: { total: 1 } } };
      if (r.method === 'DELETE') return { body: { acknowledged: true } };
      if (r.method === 'POST' && r.path === '/_bulk') return { body: { errors: true, took: 1, items } };
      return undefined;
    };

  it('creates the store index from the template behind its alias, then writes with external versions', async () => {
    const { engine, server } = await engineWith(
      newStore([bulkItem(201), bulkItem(409, 'version_conflict_engine_exception')]),
    );
    const [first, second] = CONTRACT_CATALOG;
    if (!first || !second) throw new Error('empty catalog');
    await engine.apply('t1', [
      { kind: 'upsert', document: first },
      { kind: 'remove', id: second.id, revision: 3 },
    ]);
    expect(server.calls()).toEqual([
      `HEAD /_alias/${ALIAS}`,
      'PUT /_index_template/store-search-products',
      `GET /_resolve/index/${ALIAS}_v*`,
      `PUT /${ALIAS}_v1`,
      'POST /_bulk',
    ]);
    const [, template, , create, bulk] = server.received;
    expect(template?.body).toMatchObject({ index_patterns: ['store-search-*'], priority: 512 });
    expect(create?.body).toEqual({ aliases: { [ALIAS]: {} } });
    expect(bulk?.query.get('refresh')).toBe('wait_for');
    expect(bulk?.body).toEqual([
      { index: { _index: ALIAS, _id: 'p01', version: 1, version_type: 'external', require_alias: true } },
      expect.objectContaining({ id: 'p01', tenant_id: 't1', live: true, price: 2700 }),
      { index: { _index: ALIAS, _id: 'p02', version: 3, version_type: 'external', require_alias: true } },
      { id: 'p02', tenant_id: 't1', live: false },
    ]);
    // a known store is not looked up again
    await engine.apply('t1', [{ kind: 'remove', id: 'p03', revision: 2 }]);
    expect(server.calls().slice(5)).toEqual(['POST /_bulk']);
  });

  it('fails a batch the cluster refuses for another reason than a stale revision', async () => {
    const { engine } = await engineWith(newStore([bulkItem(400, 'mapper_parsing_exception')]));
    await expect(engine.apply('t1', [{ kind: 'remove', id: 'p1', revision: 1 }])).rejects.toThrow(
      /refused 1 change\(s\): x in store-search-t1_v1: mapper_parsing_exception/u,
    );
  });

  it('clears a store by moving its alias to a new empty version in one call', async () => {
    const { engine, server } = await engineWith(newStore([], [`${ALIAS}_v1`]));
    await engine.clear('t1');
    expect(server.calls()).toEqual([
      `GET /_alias/${ALIAS}`,
      'PUT /_index_template/store-search-products',
      `GET /_resolve/index/${ALIAS}_v*`,
      `PUT /${ALIAS}_v2`,
      'POST /_aliases',
      `DELETE /${ALIAS}_v1`,
    ]);
    expect(server.received[3]?.body).toBeUndefined();
    expect(server.received[4]?.body).toEqual({
      actions: [
        { remove: { index: `${ALIAS}_v1`, alias: ALIAS } },
        { add: { index: `${ALIAS}_v2`, alias: ALIAS } },
      ],
    });
  });

  it('does nothing to clear a store without an index', async () => {
    const { engine, server } = await engineWith(newStore([]));
    await engine.clear('t1');
    expect(server.calls()).toEqual([`GET /_alias/${ALIAS}`]);
  });

  it('rebuilds off to the side and swaps once full, sending live changes to both indexes meanwhile', async () => {
    const { engine, server } = await engineWith(newStore([bulkItem(201)], [`${ALIAS}_v1`]));
    await engine.rebuild('t1', async (apply) => {
      await apply([{ kind: 'remove', id: 'old', revision: 1 }]);
      await engine.apply('t1', [{ kind: 'remove', id: 'live', revision: 5 }]);
    });
    const bulks = server.received.filter((r) => r.path === '/_bulk').map((r) => r.body);
    expect(bulks).toEqual([
      [
        { index: { _index: `${ALIAS}_v2`, _id: 'old', version: 1, version_type: 'external' } },
        { id: 'old', tenant_id: 't1', live: false },
      ],
      [
        { index: { _index: ALIAS, _id: 'live', version: 5, version_type: 'external', require_alias: true } },
        { id: 'live', tenant_id: 't1', live: false },
        { index: { _index: `${ALIAS}_v2`, _id: 'live', version: 5, version_type: 'external' } },
        { id: 'live', tenant_id: 't1', live: false },
      ],
    ]);
    expect(server.calls().slice(-4)).toEqual([
      `GET /${ALIAS}_v2/_refresh`,
      `GET /_alias/${ALIAS}`,
      'POST /_aliases',
      `DELETE /${ALIAS}_v1`,
    ]);
  });

  it('searches the store alias, tolerating a store without an index', async () => {
    const { engine, server } = await engineWith((r) =>
      r.path === `/${ALIAS}/_search`
        ? {
            body: {
              took: 1,
              timed_out: false,
              _shards: { total: 0 },
              hits: { total: { value: 0 }, hits: [] },
            },
          }
        : undefined,
    );
    const result = await engine.search({
      tenantId: 't1',
      text: 'samsung',
      lang: 'en',
      filters: [],
      facets: [{ name: 'price' }],
      sort: 'relevance',
      offset: 0,
      limit: 10,
      typo: DEFAULT_TYPO_SETTINGS,
      prefixLast: false,
      highlight: false,
    });
    expect(result).toEqual({
      hits: [],
      total: 0,
      facets: [{ name: 'price', type: 'range', buckets: [], min: null, max: null }],
    });
    expect(server.received[0]?.query.get('ignore_unavailable')).toBe('true');
  });

  it('searches with typo corrections only when the words as typed find nothing', async () => {
    const found = (total: number) => ({
      body: { took: 1, timed_out: false, _shards: { total: 1 }, hits: { total: { value: total }, hits: [] } },
    });
    const totals = [0, 3, 2];
    const { engine, server } = await engineWith((r) =>
      r.path.endsWith('/_search') ? found(totals.shift() ?? 0) : undefined,
    );
    const query = {
      tenantId: 't1',
      lang: 'en',
      filters: [],
      facets: [],
      sort: 'relevance' as const,
      offset: 0,
      limit: 10,
      typo: DEFAULT_TYPO_SETTINGS,
      prefixLast: false,
      highlight: false,
    };
    expect((await engine.search({ ...query, text: 'samsng' })).total).toBe(3);
    const [typed, corrected] = server.received.map((r) => JSON.stringify(r.body));
    expect(typed).not.toContain('fuzziness');
    expect(corrected).toContain('"fuzziness":1');
    // found as typed: one search; too short for typos: one search
    expect((await engine.search({ ...query, text: 'samsung' })).total).toBe(2);
    await engine.search({ ...query, text: 'tv' });
    expect(server.received).toHaveLength(4);
  });

  it('answers no suggestions for an empty text without asking the cluster', async () => {
    const { engine, server } = await engineWith(() => undefined);
    const suggest = { tenantId: 't1', lang: 'en', limit: 8, products: 4, typo: DEFAULT_TYPO_SETTINGS };
    expect(await engine.suggest({ ...suggest, text: ' ' })).toEqual({
      suggestions: [],
      productIds: [],
      categories: [],
    });
    expect(server.received).toEqual([]);
  });

  it('reports an unreachable cluster as not alive', async () => {
    const engine = new ElasticsearchSearchEngine({
      node: 'http://127.0.0.1:9',
      analyzer: new SimpleAnalyzer(),
    });
    expect(await engine.ping()).toBe(false);
    await engine.close();
  });
});
