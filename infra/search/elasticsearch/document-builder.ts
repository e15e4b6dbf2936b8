import type { AnalyzedToken, Analyzer } from '../../../domain/search/analyzer.ts';
import type { ProductDocument } from '../../../domain/search/product-document.ts';
import { languageOfScript } from '../embedded/document-analysis.ts';
import type { DocumentTexts } from '../embedded/document-table.ts';
import { BRAND_FIELD, normalizeFieldName, normalizeValue } from '../embedded/field-values.ts';
import { attributeKey, F, SEP } from './fields.ts';
import { allTerms, surfaceTerms, TextFields } from './text-fields.ts';

/** Kept in _source only (not indexed): what highlights and facet labels are made from. */
export interface DisplaySource {
  readonly texts: DocumentTexts;
  /** Category id -> its name per language. */
  readonly categories: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The indexed form of a product: fixed fields plus the per-language text fields. */
export interface ProductSource {
  readonly [field: string]: unknown;
  readonly id: string;
  readonly live: true;
  readonly display: DisplaySource;
}

/** What stands in for a removed product: it keeps the removal's revision as its version. */
export const removalMarker = (
  id: string,
  tenantId: string,
): { readonly id: string; readonly tenant_id: string; readonly live: false } => ({
  id,
  tenant_id: tenantId,
  live: false,
});

const pushUnique = <T>(map: Record<string, T[]>, key: string, value: T): void => {
  const list = map[key];
  if (list === undefined) map[key] = [value];
  else if (!list.includes(value)) list.push(value);
};

interface CategoryFields {
  readonly ids: string[];
  readonly nodes: string[];
  readonly labels: Record<string, Readonly<Record<string, string>>>;
}

/** Every category of the document with its ancestors, aligned with path names from the leaf upward. */
function categoryFields(doc: ProductDocument): CategoryFields {
  const out: CategoryFields = { ids: [], nodes: [], labels: {} };
  for (const ref of doc.categories) {
    const chain = ref.ancestorIds.length > 0 ? ref.ancestorIds : [ref.id];
    chain.forEach((categoryId, depth) => {
      const label = ref.path[ref.path.length - chain.length + depth];
      if (label !== undefined) out.labels[categoryId] = label;
      if (out.ids.includes(categoryId)) return;
      out.ids.push(categoryId);
      out.nodes.push(`${String(depth).padStart(3, '0')}${SEP}${categoryId}`);
    });
  }
  return out;
}

/**
 * The Elasticsearch document of a product. The service runs the analyzer (index mode, each text
 * in its own language) and sends the analyzed terms, so that Elasticsearch and the embedded
 * engine index exactly the same words; Elasticsearch only splits them on whitespace.
 */
export function buildProductSource(
  doc: ProductDocument,
  analyzer: Analyzer,
  tenantId: string,
): ProductSource {
  const text = new TextFields(analyzer);
  const fallbackLang = Object.keys(doc.name)[0] ?? 'en';
  const scriptLang = (value: string) => languageOfScript(value, fallbackLang);

  for (const [lang, name] of Object.entries(doc.name)) text.add('name', lang, name);
  const brandKeys: string[] = [];
  // As the embedded engine: the surface forms joined, and each form of a one-word brand.
  const addBrandKey = (brand: string, tokens: readonly AnalyzedToken[]): void => {
    if (brand.trim() === '') return;
    const forms = [surfaceTerms(tokens).join(' '), ...(tokens.length === 1 ? allTerms(tokens) : [])];
    for (const form of forms) {
      const key = `${form}${SEP}${brand.trim().replaceAll(SEP, '')}`;
      if (!brandKeys.includes(key)) brandKeys.push(key);
    }
  };
  if (doc.brand !== null) addBrandKey(doc.brand, text.add('brand', scriptLang(doc.brand), doc.brand));

  const seenCategoryTexts = new Set<string>();
  for (const level of doc.categories.flatMap((c) => c.path)) {
    for (const [lang, name] of Object.entries(level)) {
      const key = `${lang}${SEP}${name}`;
      if (seenCategoryTexts.has(key)) continue;
      seenCategoryTexts.add(key);
      text.add('category', lang, name);
    }
  }
  const categories = categoryFields(doc);
  const categoryKeys = Object.entries(categories.labels).flatMap(([id, label]) =>
    Object.entries(label).map(([lang, name]) => {
      const terms = allTerms(analyzer.analyze(name, { mode: 'index', lang }));
      return `${terms.join(' ')}${SEP}${id}${SEP}${JSON.stringify(label)}`;
    }),
  );

  const attrs: Record<string, string[]> = {};
  const attrsDisplay: Record<string, string[]> = {};
  const attrNumbers: Record<string, number[]> = {};
  const addValue = (name: string, value: string): void => {
    const key = attributeKey(normalizeFieldName(name));
    if (key === '' || value.trim() === '') return;
    pushUnique(attrs, key, normalizeValue(value));
    pushUnique(attrsDisplay, key, value.trim());
    const number = Number.parseFloat(value.trim());
    if (Number.isFinite(number)) pushUnique(attrNumbers, key, number);
  };
  if (doc.brand !== null) addValue(BRAND_FIELD, doc.brand);
  for (const [name, value] of Object.entries(doc.attributes)) {
    const tokens = text.add('attribute', scriptLang(value), value);
    addValue(name, value);
    // An attribute named like the brand field is a brand too (as in the embedded engine).
    if (normalizeFieldName(name) === BRAND_FIELD) addBrandKey(value, tokens);
  }
  for (const [lang, description] of Object.entries(doc.description))
    text.add('description', lang, description);

  return {
    ...text.fields,
    [F.id]: doc.id,
    [F.tenantId]: tenantId,
    [F.live]: true,
    [F.inStock]: doc.inStock,
    [F.price]: doc.salePrice ?? doc.price,
    [F.createdAt]: doc.createdAt,
    [F.popularity]: doc.popularity,
    [F.categoryIds]: categories.ids,
    [F.categoryNodes]: categories.nodes,
    [F.attrs]: attrs,
    [F.attrsDisplay]: attrsDisplay,
    [F.attrNumbers]: attrNumbers,
    [F.vocab]: text.vocab(),
    [F.vocabText]: text.vocabText(),
    [F.brandKey]: brandKeys,
    [F.categoryKeys]: categoryKeys,
    display: {
      texts: { name: doc.name, description: doc.description, brand: doc.brand },
      categories: categories.labels,
    },
  };
}
