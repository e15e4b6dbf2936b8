/**
 * The index layout: which Elasticsearch field holds what. Text arrives already analyzed by the
 * service (see document-builder.ts), so every text field is a whitespace-separated list of
 * analyzed terms. Each searchable field comes in two parts: `*_exact` holds each word's surface
 * form (one term per position, so phrases work) and `*_forms` its other forms (stems, lexicon
 * forms, transliterations), which weigh less. Name, description and category names have one
 * field per language (`name_exact_en`, `name_exact_ar`, ...).
 */

/** Relevance field groups, in the order of `RankingSettings.fieldBoosts`. */
export const TEXT_GROUPS = [
  { group: 'name', perLanguage: true },
  { group: 'brand', perLanguage: false },
  { group: 'category', perLanguage: true },
  { group: 'attribute', perLanguage: false },
  { group: 'description', perLanguage: true },
] as const;

export type TextGroup = (typeof TEXT_GROUPS)[number]['group'];
export type TermKind = 'exact' | 'forms';

/** The field (or the wildcard over its languages) of a group's surface or other forms. */
export function textFieldPattern(group: TextGroup, kind: TermKind): string {
  const spec = TEXT_GROUPS.find((g) => g.group === group);
  return spec?.perLanguage ? `${group}_${kind}_*` : `${group}_${kind}`;
}

/** The concrete field of one language (per-language groups) or the group's single field. */
export function textField(group: TextGroup, kind: TermKind, lang: string): string {
  const spec = TEXT_GROUPS.find((g) => g.group === group);
  return spec?.perLanguage ? `${group}_${kind}_${languageSuffix(lang)}` : `${group}_${kind}`;
}

/** A language code as a field-name suffix: lower-case letters and digits only. */
export function languageSuffix(lang: string): string {
  const clean = lang.toLowerCase().replace(/[^a-z0-9]/gu, '');
  return clean === '' ? 'xx' : clean.slice(0, 16);
}

/** Keyword and numeric fields (filters, facets, sorts, suggestions). */
export const F = {
  id: 'id',
  /** The store: every document carries it and every query filters on it (besides the per-store index). */
  tenantId: 'tenant_id',
  /** false for a removal marker (see bulk-operations.ts); every query filters on true. */
  live: 'live',
  inStock: 'in_stock',
  /** Effective price: the sale price when present, else the price. */
  price: 'price',
  createdAt: 'created_at',
  popularity: 'popularity',
  /** Every category id of the document with its ancestors (subtree filters). */
  categoryIds: 'category_ids',
  /** `<depth, 3 digits>\u001f<category id>`: the category facet orders by depth on equal counts. */
  categoryNodes: 'category_nodes',
  /** flattened: attribute key -> normalized values (the brand is the attribute `brand`). */
  attrs: 'attrs',
  /** flattened: attribute key -> values as written (facet labels). */
  attrsDisplay: 'attrs_display',
  /** object of doubles: attribute key -> the number a value starts with (range filters). */
  attrNumbers: 'attr_num',
  /** `<surface term>\u001f<display>` of every word (query completions). */
  vocab: 'vocab',
  /** The same surface terms as text (spelling corrections through the term suggester). */
  vocabText: 'vocab_text',
  /** `<analyzed brand>\u001f<brand>` (brand suggestions). */
  brandKey: 'brand_key',
  /** `<analyzed label>\u001f<category id>\u001f<label as JSON>` per label language (category suggestions). */
  categoryKeys: 'category_keys',
  /** Kept in _source only: texts for highlights and category labels. */
  display: 'display',
} as const;

/** Separates the parts of composite keyword values. */
export const SEP = '\u001f';

/**
 * An attribute name (already normalized) as a key under `attrs`: dots would nest objects, so
 * `%` and `.` are percent-encoded.
 */
export const attributeKey = (normalizedName: string): string =>
  normalizedName.replace(/%/gu, '%25').replace(/\./gu, '%2E');

/** Analyzed terms never hold whitespace (the index splits on it): keep a term one token. */
export const termToken = (term: string): string => term.trim().replace(/\s+/gu, '_');
