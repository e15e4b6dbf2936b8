import type { CatalogEvent } from '../../domain/catalog/catalog-events.ts';
import type { Product } from '../../domain/catalog/product.ts';
import { type ProductCard, toProductCard } from '../../domain/catalog/product-card.ts';
import { categoryPathKey, toSearchDocument } from '../../domain/catalog/search-document.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { CardSource } from '../../domain/search/card-source.ts';
import type { ProductDocument } from '../../domain/search/product-document.ts';
import type { ProductChange, SearchEngine } from '../../domain/search/search-engine.ts';
import { sameStrings } from '../../domain/shared/same-strings.ts';
import { FactsBuilder, NO_FACTS, type StoreFacts } from './store-facts.ts';

/**
 * Time the log's events are applied for between two turns of the event loop (searches are
 * answered in between): a search waits at most about this long behind a re-sync.
 */
export const APPLY_SLICE_MS = 3;
/** Events in the first slice of a batch, before the time an event takes is known. */
const FIRST_SLICE = 8;
/** At most this many events in one slice, however cheap they are. */
const MAX_SLICE = 200;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface HeldProduct {
  readonly card: ProductCard;
  readonly facts: RankingFacts;
  readonly revision: number;
}

/** What ranking and rules read of a product besides its text. */
export interface RankingFacts {
  /**
   * The product's name by language (the card's), whose head word says what kind of product it is.
   * The same object from one version of the product to the next while its name, category and
   * brand stay the same (a re-sync's new prices and stock): what ranking reads from those texts is
   * kept under it, and not read again for every change of a figure.
   */
  readonly name: Readonly<Record<string, string>>;
  /** The labels of its (first) category by language, or null. */
  readonly category: Readonly<Record<string, string>> | null;
  readonly brand: string | null;
  /** Category ids, ancestors included. */
  readonly categories: readonly string[];
  readonly attributes: Readonly<Record<string, string>>;
  readonly popularity: number;
  readonly createdAt: number;
  readonly rating: number | null;
  readonly margin: number | null;
  /** Whether it can be bought now (the `popular` sort keeps in-stock products first). */
  readonly inStock?: boolean;
}

/**
 * The search side of the catalog: feeds the search engine and keeps each product's display
 * card in memory (the answers need cards for a page of ids in microseconds). Applying an
 * event twice changes nothing: the engine ignores revisions it already holds.
 */
export class SearchProjection implements CardSource {
  readonly name = 'search';
  readonly handles: ReadonlySet<string> = new Set(['ProductUpserted', 'ProductRemoved']);
  private readonly cardsByStore = new Map<string, Map<string, HeldProduct>>();
  private readonly categoryIds = new Map<string, Map<string, string>>();
  private readonly facts = new Map<string, FactsBuilder>();

  constructor(
    readonly engine: SearchEngine,
    private readonly slicing: { readonly sliceMs?: number; readonly clock?: () => number } = {},
  ) {}

  /** Loads a store's products as they are now (start-up and reindex). */
  async load(tenantId: string, products: readonly { product: Product; revision: number }[]): Promise<void> {
    for (const { product } of products) this.learnCategories(tenantId, product);
    const changes: ProductChange[] = [];
    for (const { product, revision } of products) {
      const document = toSearchDocument(product, revision, this.categoryIdOf(tenantId));
      this.storeCard(tenantId, product, document);
      changes.push({ kind: 'upsert', document });
      if (changes.length === 5_000) await this.engine.apply(tenantId, changes.splice(0));
    }
    await this.engine.apply(tenantId, changes);
  }

  /** Forgets a store entirely (its erasure): documents, cards and facts. */
  async forget(tenantId: string): Promise<void> {
    this.cardsByStore.delete(tenantId);
    this.categoryIds.delete(tenantId);
    this.facts.delete(tenantId);
    await this.engine.clear(tenantId);
  }

  async replaceStore(
    tenantId: string,
    products: readonly { product: Product; revision: number }[],
  ): Promise<void> {
    this.cardsByStore.delete(tenantId);
    this.categoryIds.delete(tenantId);
    this.facts.delete(tenantId);
    if (this.engine.rebuild) {
      // Filled off to the side and swapped in: searches keep answering from the old documents meanwhile.
      await this.engine.rebuild(tenantId, async (apply) => {
        for (const { product } of products) this.learnCategories(tenantId, product);
        const changes: ProductChange[] = [];
        for (const { product, revision } of products) {
          const document = toSearchDocument(product, revision, this.categoryIdOf(tenantId));
          this.storeCard(tenantId, product, document);
          changes.push({ kind: 'upsert', document });
          if (changes.length === 5_000) await apply(changes.splice(0));
        }
        await apply(changes);
      });
      return;
    }
    await this.engine.clear(tenantId);
    await this.load(tenantId, products);
  }

  /**
   * A batch of the log, in slices of about `APPLY_SLICE_MS` each with a turn of the event loop
   * between them: a re-sync's 1,000-product batches never hold a search up for more than one
   * slice. Each slice's size follows the time the last one's events took (at most
   * `MAX_SLICE` events), and a slice is small enough for the engine to score its entries as it
   * goes rather than all again at the next search (what it does after a bulk load).
   */
  async apply(events: readonly RecordedEvent[]): Promise<void> {
    const budget = this.slicing.sliceMs ?? APPLY_SLICE_MS;
    const clock = this.slicing.clock ?? (() => performance.now());
    let size = FIRST_SLICE;
    for (let from = 0; from < events.length; ) {
      if (from > 0) await nextTurn();
      const slice = events.slice(from, from + size);
      const started = clock();
      await this.applySlice(slice);
      const perEvent = (clock() - started) / slice.length;
      from += slice.length;
      size = perEvent <= 0 ? MAX_SLICE : Math.max(1, Math.min(MAX_SLICE, Math.floor(budget / perEvent)));
    }
  }

  private async applySlice(events: readonly RecordedEvent[]): Promise<void> {
    const byStore = new Map<string, ProductChange[]>();
    for (const recorded of events) {
      if (!this.handles.has(recorded.type)) continue;
      const event = { type: recorded.type, data: recorded.data } as CatalogEvent;
      const tenantId = event.data.tenantId;
      let changes = byStore.get(tenantId);
      if (!changes) {
        changes = [];
        byStore.set(tenantId, changes);
      }
      if (event.type === 'ProductUpserted') {
        const { product, productRevision } = event.data;
        this.learnCategories(tenantId, product);
        const document = toSearchDocument(product, productRevision, this.categoryIdOf(tenantId));
        this.storeCard(tenantId, product, document);
        changes.push({ kind: 'upsert', document });
      } else if (event.type === 'ProductRemoved') {
        const cards = this.cardsByStore.get(tenantId);
        const held = cards?.get(event.data.productId);
        if (held && held.revision < event.data.productRevision) cards?.delete(event.data.productId);
        changes.push({ kind: 'remove', id: event.data.productId, revision: event.data.productRevision });
      }
    }
    for (const [tenantId, changes] of byStore) await this.engine.apply(tenantId, changes);
  }

  /** Ranking facts of one product (synchronous: ranking reads them for a whole window). */
  rankingFacts(tenantId: string, id: string): RankingFacts | undefined {
    return this.cardsByStore.get(tenantId)?.get(id)?.facts;
  }

  async cards(tenantId: string, ids: readonly string[]): Promise<Map<string, ProductCard>> {
    const cards = this.cardsByStore.get(tenantId);
    const out = new Map<string, ProductCard>();
    if (!cards) return out;
    for (const id of ids) {
      const held = cards.get(id);
      if (held) out.set(id, held.card);
    }
    return out;
  }

  /** Every product of a store held for answers: its card and ranking facts (recommendations). */
  *storeProducts(tenantId: string): IterableIterator<{ id: string; card: ProductCard; facts: RankingFacts }> {
    const cards = this.cardsByStore.get(tenantId);
    if (!cards) return;
    for (const [id, held] of cards) yield { id, card: held.card, facts: held.facts };
  }

  /** Brands, categories and colors of a store's catalog, for the query parser. */
  storeFacts(tenantId: string): StoreFacts {
    return this.facts.get(tenantId)?.snapshot() ?? NO_FACTS;
  }

  private storeCard(tenantId: string, product: Product, document: ProductDocument): void {
    const revision = document.revision;
    let facts = this.facts.get(tenantId);
    if (!facts) {
      facts = new FactsBuilder();
      this.facts.set(tenantId, facts);
    }
    facts.add(product);
    let cards = this.cardsByStore.get(tenantId);
    if (!cards) {
      cards = new Map();
      this.cardsByStore.set(tenantId, cards);
    }
    const held = cards.get(product.id);
    if (held && held.revision >= revision) return;
    const card = toProductCard(product);
    const before = held?.facts;
    const sameTexts =
      before !== undefined &&
      before.brand === product.brand &&
      sameStrings(before.name, card.name) &&
      sameStrings(before.category, card.category);
    cards.set(product.id, {
      card,
      revision,
      facts: {
        name: sameTexts ? before.name : card.name,
        category: sameTexts ? before.category : card.category,
        brand: product.brand,
        categories: [...new Set(document.categories.flatMap((c) => c.ancestorIds))],
        attributes: product.attributes,
        popularity: product.popularity,
        createdAt: document.createdAt,
        rating: product.rating,
        margin: product.margin,
        inStock: card.in_stock,
      },
    });
  }

  private learnCategories(tenantId: string, product: Product): void {
    let ids = this.categoryIds.get(tenantId);
    if (!ids) {
      ids = new Map();
      this.categoryIds.set(tenantId, ids);
    }
    for (const c of product.categories) if (c.path.length > 0) ids.set(categoryPathKey(c.path), c.id);
  }

  private categoryIdOf(tenantId: string) {
    const ids = this.categoryIds.get(tenantId);
    return (key: string) => ids?.get(key);
  }
}
