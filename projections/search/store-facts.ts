import type { Product } from '../../domain/catalog/product.ts';

export interface StoreCategoryFact {
  readonly id: string;
  readonly names: readonly string[];
}

/** What a store's catalog tells the query parser: its brands, categories and colors. */
export interface StoreFacts {
  readonly brands: readonly string[];
  readonly categories: readonly StoreCategoryFact[];
  readonly colorAttribute: string | null;
  readonly colorValues: readonly string[];
}

export const NO_FACTS: StoreFacts = { brands: [], categories: [], colorAttribute: null, colorValues: [] };

const COLOR_ATTRIBUTE = /^(colou?rs?|لون|اللون|الالوان|الألوان|couleur|farbe|renk)$/i;

/**
 * Collects a store's brands, category names and color values as products arrive. It only
 * grows (a removed brand stays known until the next reindex), which at worst extracts a
 * filter that zero-result relaxation drops again.
 */
export class FactsBuilder {
  private readonly brands = new Set<string>();
  private readonly categories = new Map<string, Set<string>>();
  private readonly colors = new Map<string, Map<string, number>>();
  private cached: StoreFacts | null = null;

  add(p: Product): void {
    const before = this.brands.size + this.categories.size;
    if (p.brand) this.brands.add(p.brand);
    for (const c of p.categories) {
      let names = this.categories.get(c.id);
      if (!names) {
        names = new Set();
        this.categories.set(c.id, names);
      }
      const leaf = c.path.at(-1);
      if (leaf) for (const n of Object.values(leaf)) if (!names.has(n)) names.add(n);
    }
    for (const [name, value] of Object.entries(p.attributes)) {
      if (!COLOR_ATTRIBUTE.test(name.trim())) continue;
      let values = this.colors.get(name);
      if (!values) {
        values = new Map();
        this.colors.set(name, values);
      }
      if (!values.has(value)) this.cached = null;
      values.set(value, (values.get(value) ?? 0) + 1);
    }
    if (this.brands.size + this.categories.size !== before) this.cached = null;
  }

  snapshot(): StoreFacts {
    if (this.cached) return this.cached;
    let colorAttribute: string | null = null;
    let best = -1;
    for (const [name, values] of this.colors) {
      const n = [...values.values()].reduce((a, b) => a + b, 0);
      if (n > best) {
        best = n;
        colorAttribute = name;
      }
    }
    this.cached = {
      brands: [...this.brands],
      categories: [...this.categories].map(([id, names]) => ({ id, names: [...names] })),
      colorAttribute,
      colorValues: colorAttribute ? [...(this.colors.get(colorAttribute)?.keys() ?? [])] : [],
    };
    return this.cached;
  }
}
