import type { estypes } from '@elastic/elasticsearch';
import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../../domain/search/product-document.ts';
import { SimpleAnalyzer } from '../embedded/simple-analyzer.ts';
import { bulkBody, bulkOperations, bulkOutcome } from './bulk-operations.ts';

const doc: ProductDocument = {
  id: 'p1',
  name: { en: 'Fast Charger' },
  description: {},
  brand: 'Anker',
  price: 60,
  salePrice: null,
  currency: 'SAR',
  inStock: true,
  categories: [],
  attributes: {},
  createdAt: 0,
  popularity: 0,
  revision: 4,
};

const alias = { index: 'store-search-t1', isAlias: true };
const staging = { index: 'store-search-t1_v3', isAlias: false };

describe('bulkOperations', () => {
  const operations = bulkOperations(
    [
      { kind: 'upsert', document: doc },
      { kind: 'remove', id: 'p2', revision: 9 },
    ],
    new SimpleAnalyzer(),
    [alias, staging],
    't1',
  );

  it('indexes with the product revision as external version, the alias required', () => {
    expect(operations.map((o) => o.action)).toEqual([
      {
        index: {
          _index: 'store-search-t1',
          _id: 'p1',
          version: 4,
          version_type: 'external',
          require_alias: true,
        },
      },
      { index: { _index: 'store-search-t1_v3', _id: 'p1', version: 4, version_type: 'external' } },
      {
        index: {
          _index: 'store-search-t1',
          _id: 'p2',
          version: 9,
          version_type: 'external',
          require_alias: true,
        },
      },
      { index: { _index: 'store-search-t1_v3', _id: 'p2', version: 9, version_type: 'external' } },
    ]);
    expect(operations[0]?.document).toMatchObject({
      id: 'p1',
      tenant_id: 't1',
      live: true,
      name_exact_en: ['fast charger'],
    });
  });

  it('writes a removal as a marker document versioned with the removal', () => {
    expect(operations[2]?.document).toEqual({ id: 'p2', tenant_id: 't1', live: false });
  });

  it('alternates action and document lines', () => {
    const body = bulkBody(operations.slice(0, 1));
    expect(body).toHaveLength(2);
    expect(body[1]).toBe(operations[0]?.document);
  });
});

describe('bulkOutcome', () => {
  const operations = bulkOperations(
    ['a', 'b', 'c', 'd'].map((id) => ({ kind: 'remove' as const, id, revision: 2 })),
    new SimpleAnalyzer(),
    [alias],
    't1',
  );
  const item = (status: number, type?: string): estypes.BulkResponseItem => ({
    _index: 'store-search-t1_v1',
    _id: 'x',
    status,
    ...(type ? { error: { type, reason: `${type} happened` } } : {}),
  });
  const response = (...items: estypes.BulkResponseItem[]): estypes.BulkResponse => ({
    errors: items.some((i) => i.status >= 300),
    took: 1,
    items: items.map((index) => ({ index })),
  });

  it('ignores refused stale revisions (409)', () => {
    const outcome = bulkOutcome(
      response(item(201), item(409, 'version_conflict_engine_exception')),
      operations,
    );
    expect(outcome).toEqual({ retry: [], failures: [], targetMissing: false });
  });

  it('resends what the cluster pushed back, and reports anything else', () => {
    const outcome = bulkOutcome(
      response(
        item(200),
        item(429, 'es_rejected_execution_exception'),
        item(400, 'mapper_parsing_exception'),
      ),
      operations,
    );
    expect(outcome.retry).toEqual([operations[1]]);
    expect(outcome.failures).toEqual([
      'x in store-search-t1_v1: mapper_parsing_exception mapper_parsing_exception happened',
    ]);
    expect(outcome.targetMissing).toBe(false);
  });

  it('notices a missing target index or alias', () => {
    expect(bulkOutcome(response(item(404, 'index_not_found_exception')), operations).targetMissing).toBe(
      true,
    );
  });
});
