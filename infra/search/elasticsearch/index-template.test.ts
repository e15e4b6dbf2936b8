import { describe, expect, it } from 'vitest';
import { DEFAULT_RANKING } from '../embedded/scorer.ts';
import { indexTemplate, MAX_RESULT_WINDOW } from './index-template.ts';

describe('indexTemplate', () => {
  const template = indexTemplate('store-search', DEFAULT_RANKING, 1);
  const settings = template.template?.settings;
  const mappings = template.template?.mappings;

  it('applies to every store index of the prefix, above the built-in templates', () => {
    expect(template).toMatchObject({ name: 'store-search-products', index_patterns: ['store-search-*'] });
    // a longer prefix whose pattern overlaps this one ranks above it
    expect(indexTemplate('store-search-eu', DEFAULT_RANKING, 1).priority).toBeGreaterThan(
      template.priority ?? 0,
    );
  });

  it('splits already analyzed text on whitespace only, one shard per store, deep pages allowed', () => {
    expect(settings).toMatchObject({
      number_of_shards: 1,
      number_of_replicas: 1,
      max_result_window: MAX_RESULT_WINDOW,
      analysis: { analyzer: { store_search_terms: { type: 'custom', tokenizer: 'whitespace' } } },
    });
  });

  it('scores each field group with BM25 using the embedded engine k1 and length normalization', () => {
    expect(settings?.similarity).toEqual({
      store_search_name: { type: 'BM25', k1: 1.2, b: 0.75 },
      store_search_brand: { type: 'BM25', k1: 1.2, b: 0.5 },
      store_search_category: { type: 'BM25', k1: 1.2, b: 0.5 },
      store_search_attribute: { type: 'BM25', k1: 1.2, b: 0.3 },
      store_search_description: { type: 'BM25', k1: 1.2, b: 0.75 },
    });
  });

  it('creates the per-language text fields from dynamic templates', () => {
    const templates = Object.assign({}, ...(mappings?.dynamic_templates ?? []));
    expect(templates.name_exact).toEqual({
      match: 'name_exact_*',
      match_mapping_type: 'string',
      mapping: { type: 'text', analyzer: 'store_search_terms', similarity: 'store_search_name' },
    });
    expect(Object.keys(templates)).toEqual([
      'name_exact',
      'name_forms',
      'category_exact',
      'category_forms',
      'description_exact',
      'description_forms',
      'attribute_numbers',
    ]);
    expect(templates.attribute_numbers).toEqual({ path_match: 'attr_num.*', mapping: { type: 'double' } });
  });

  it('maps the filter, facet, sort and suggestion fields', () => {
    expect(mappings?.properties).toMatchObject({
      id: { type: 'keyword' },
      tenant_id: { type: 'keyword' },
      live: { type: 'boolean' },
      in_stock: { type: 'boolean' },
      price: { type: 'double' },
      category_ids: { type: 'keyword' },
      attrs: { type: 'flattened' },
      vocab: { type: 'keyword' },
      display: { type: 'object', enabled: false },
      brand_exact: { type: 'text', similarity: 'store_search_brand' },
    });
  });
});
