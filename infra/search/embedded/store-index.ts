import type { AnalyzedTerm, Analyzer } from '../../../domain/search/analyzer.ts';
import type { ProductDocument } from '../../../domain/search/product-document.ts';
import type { ProductChange } from '../../../domain/search/search-engine.ts';
import { sameStrings } from '../../../domain/shared/same-strings.ts';
import { CategoryTree } from './category-tree.ts';
import { AnalysisCache, analyzeDocument } from './document-analysis.ts';
import { DocumentTable } from './document-table.ts';
import { EntryImpacts } from './entry-impacts.ts';
import { BRAND_FIELD, FieldValues } from './field-values.ts';
import { FIELD_COUNT, quantizeWeight } from './fields.ts';
import { LruCache } from './lru-cache.ts';
import { MatchScratch } from './match-scratch.ts';
import { Postings } from './postings.ts';
import { RevisionGuard } from './revision-guard.ts';
import type { RankingSettings } from './scorer.ts';
import { TermAccumulator } from './term-accumulator.ts';
import { TermDictionary } from './term-dictionary.ts';

/** Distinct words whose forms' term ids a store remembers while indexing. */
const FORMS_CACHE = 50_000;

/** The term ids of a token's forms, the surface (when kept) first, each term once. */
interface TokenForms {
  readonly terms: readonly AnalyzedTerm[];
  readonly ids: Int32Array;
  readonly levels: Int32Array;
  /** ids[0] is the surface form. */
  readonly surface: boolean;
}

/** Spare room left in each postings list when repacking, so the next changes append in place. */
const POSTINGS_SLACK = 0.125;

export interface CompactionSettings {
  /** Compact once at least this many removed documents are held... */
  readonly minRemoved: number;
  /** ...and they are at least this share of the live documents. */
  readonly ratio: number;
}

export interface StoreIndexSettings {
  readonly analyzer: Analyzer;
  readonly ranking: RankingSettings;
  readonly compaction: CompactionSettings;
  readonly removedRevisionLimit: number;
}

/** Everything the engine holds for one store (tenant), in memory. */
export class StoreIndex {
  readonly dictionary = new TermDictionary();
  readonly postings = new Postings();
  documents = new DocumentTable();
  readonly values = new FieldValues();
  readonly categories = new CategoryTree();
  readonly scratch = new MatchScratch();
  /** Fuzzy expansions per (edits, term), valid for one dictionary generation. */
  readonly fuzzyCache = new LruCache<string, Int32Array>(4096);
  /** Filter bitsets per filter key, valid for one index generation. */
  readonly filterCache = new LruCache<string, Uint32Array>(64);
  /** Changes with every applied change (invalidates cached filter bitsets). */
  generation = 0;
  private readonly docOf = new Map<string, number>();
  /** A fingerprint of each live product's attributes and categories (`shapeOf`), by id. */
  private readonly shapes = new Map<string, number>();
  private readonly revisions: RevisionGuard;
  private readonly accumulator = new TermAccumulator();
  private readonly analysisCache = new AnalysisCache();
  private readonly formsBySurface = new Map<string, TokenForms>();
  /** Within a bulk batch: postings are staged and written when the batch ends. */
  private staging = false;
  private readonly fieldLengths = [0, 0, 0, 0, 0];
  private readonly lengthTotals = new Float64Array(FIELD_COUNT);
  private loadedSinceSettled = false;
  private readonly impacts: EntryImpacts;

  constructor(private readonly settings: StoreIndexSettings) {
    this.revisions = new RevisionGuard(settings.removedRevisionLimit);
    this.impacts = new EntryImpacts(settings.ranking, (field) => this.averageFieldLength(field));
  }

  /** Applies a batch of changes in order; `bulk` defers impacts and repacking to `settle`. */
  applyBatch(changes: readonly ProductChange[], bulk: boolean): void {
    this.impacts.beginBatch(bulk);
    this.staging = bulk;
    try {
      for (const change of changes) {
        if (change.kind === 'upsert') this.upsert(change.document);
        else this.remove(change.id, change.revision);
      }
    } finally {
      this.staging = false;
      this.postings.flush();
    }
    this.maintain(bulk);
  }

  get count(): number {
    return this.documents.liveCount;
  }

  documentNumber(id: string): number {
    return this.docOf.get(id) ?? -1;
  }

  averageFieldLength(field: number): number {
    const live = this.documents.liveCount;
    return live === 0 ? 1 : Math.max(1, (this.lengthTotals[field] ?? 0) / live);
  }

  /** Indexes `doc` in place of any older revision; false when the change was stale. */
  private upsert(doc: ProductDocument): boolean {
    if (!this.revisions.accepts(doc.id, doc.revision)) return false;
    this.revisions.recordUpsert(doc.id, doc.revision);
    const previous = this.docOf.get(doc.id);
    const shape = shapeOf(doc);
    if (previous !== undefined && this.sameText(previous, doc, shape)) {
      // Only figures changed (a re-sync's prices, stock): nothing to analyze, nothing left to compact.
      this.documents.updateFigures(previous, {
        effectivePrice: doc.salePrice ?? doc.price,
        inStock: doc.inStock,
        createdAt: doc.createdAt,
        popularity: doc.popularity,
      });
      this.generation++;
      return true;
    }
    if (previous !== undefined) this.removeNumber(previous);
    this.shapes.set(doc.id, shape);
    const number = this.documents.size;
    const { dictionary, accumulator } = this;
    accumulator.begin();
    const fieldLengths = this.fieldLengths;
    analyzeDocument(
      doc,
      this.settings.analyzer,
      this.analysisCache,
      (field, token, namePosition) => {
        const terms = token.terms;
        if (terms.length === 1) {
          // One form (most words): no repeats to look for.
          const surface = terms[0] as AnalyzedTerm;
          if (surface.term === '') return;
          const termId = dictionary.intern(surface.term);
          dictionary.markSurface(termId, token.original);
          accumulator.add(termId, field, quantizeWeight(surface.weight), true, namePosition);
          return;
        }
        const forms = this.tokenForms(terms);
        const { ids, levels } = forms;
        if (forms.surface) dictionary.markSurface(ids[0] ?? 0, token.original);
        for (let k = 0; k < ids.length; k++) {
          accumulator.add(ids[k] ?? 0, field, levels[k] ?? 1, forms.surface && k === 0, namePosition);
        }
      },
      fieldLengths,
    );
    const valueIds: number[] = [];
    if (doc.brand !== null && doc.brand.trim() !== '')
      valueIds.push(this.values.add(BRAND_FIELD, doc.brand, number));
    for (const [name, value] of Object.entries(doc.attributes)) {
      if (value.trim() !== '') valueIds.push(this.values.add(name, value, number));
    }
    const categoryNodes = this.categories.addDocument(doc.categories, number);
    this.documents.append({
      id: doc.id,
      texts: { name: doc.name, description: doc.description, brand: doc.brand },
      effectivePrice: doc.salePrice ?? doc.price,
      inStock: doc.inStock,
      createdAt: doc.createdAt,
      popularity: doc.popularity,
      fieldLengths,
      valueIds,
      categoryNodes,
    });
    const lengths = this.documents.fieldLengths;
    if (this.staging) {
      // A bulk load: impacts are computed when it settles; entries are written term by term.
      accumulator.eachTerm((termId, packed, nameMask) =>
        this.postings.stage(termId, number, packed, nameMask),
      );
    } else {
      accumulator.eachTerm((termId, packed, nameMask) => {
        this.postings.add(termId, number, packed, nameMask, this.impacts.of(packed, lengths, number));
      });
    }
    for (let f = 0; f < FIELD_COUNT; f++)
      this.lengthTotals[f] = (this.lengthTotals[f] ?? 0) + (fieldLengths[f] ?? 0);
    this.docOf.set(doc.id, number);
    this.generation++;
    return true;
  }

  /**
   * Term ids and weight levels of a token's forms (each term once), remembered per forms list:
   * an analyzer that hands out the same list for every occurrence of a word (the language
   * layer's does) resolves each distinct word once per store. Term ids never change.
   */
  private tokenForms(terms: readonly AnalyzedTerm[]): TokenForms {
    const surface = terms[0]?.term ?? '';
    const known = this.formsBySurface.get(surface);
    if (known !== undefined && known.terms === terms) return known;
    const ids: number[] = [];
    const levels: number[] = [];
    let surfaceKept = false;
    for (let i = 0; i < terms.length; i++) {
      const alternative = terms[i];
      if (alternative === undefined || alternative.term === '') continue;
      let repeated = false;
      for (let k = 0; k < i; k++) if (terms[k]?.term === alternative.term) repeated = true;
      if (repeated) continue;
      if (i === 0) surfaceKept = true;
      ids.push(this.dictionary.intern(alternative.term));
      levels.push(quantizeWeight(alternative.weight));
    }
    const forms: TokenForms = {
      terms,
      ids: Int32Array.from(ids),
      levels: Int32Array.from(levels),
      surface: surfaceKept,
    };
    if (this.formsBySurface.size >= FORMS_CACHE) this.formsBySurface.clear();
    this.formsBySurface.set(surface, forms);
    return forms;
  }

  /**
   * Whether live document `number` indexes the same words as `doc`: the same names,
   * descriptions and brand (held for highlights, compared exactly) and the same attributes and
   * categories (compared by fingerprint).
   */
  private sameText(number: number, doc: ProductDocument, shape: number): boolean {
    const held = this.documents.texts[number];
    return (
      held !== null &&
      held !== undefined &&
      held.brand === doc.brand &&
      sameStrings(held.name, doc.name) &&
      sameStrings(held.description, doc.description) &&
      this.shapes.get(doc.id) === shape
    );
  }

  /** Removes a product; false when the change was stale. */
  private remove(id: string, revision: number): boolean {
    if (!this.revisions.accepts(id, revision)) return false;
    this.revisions.recordRemoval(id, revision);
    const number = this.docOf.get(id);
    if (number !== undefined) this.removeNumber(number);
    this.shapes.delete(id);
    this.generation++;
    return true;
  }

  /** Compacts when enough removed documents have piled up; notes bulk loads for `settle`. */
  private maintain(bulk: boolean): void {
    const { minRemoved, ratio } = this.settings.compaction;
    const removed = this.documents.deadCount;
    if (removed > 0 && removed >= minRemoved && removed >= this.documents.liveCount * ratio) {
      this.compact();
      return;
    }
    if (bulk) this.loadedSinceSettled = true;
    // A safety valve for long runs of small changes: free regions never exceed the live ones.
    this.postings.trimIfWasteful(1, POSTINGS_SLACK);
  }

  /**
   * Called before serving a query: after a bulk load, repacks postings whose growth left spare
   * room (once per load, so a run of bulk batches is not repacked batch after batch).
   */
  settle(): void {
    if (this.loadedSinceSettled) {
      this.loadedSinceSettled = false;
      this.postings.releaseStaging();
      this.postings.trimIfWasteful(0.15, POSTINGS_SLACK);
      this.values.trim();
      this.categories.trim();
    }
    this.impacts.refreshIfStale(this.postings, this.documents.fieldLengths);
  }

  /** Drops removed documents everywhere and renumbers the rest densely, keeping their order. */
  compact(): void {
    const remap = this.documents.compact();
    this.postings.compact(remap);
    this.values.remapDocuments(remap);
    this.categories.remapDocuments(remap);
    this.docOf.clear();
    this.documents.ids.forEach((id, doc) => {
      this.docOf.set(id, doc);
    });
    this.values.trim();
    this.categories.trim();
    this.impacts.refresh(this.postings, this.documents.fieldLengths);
    this.generation++;
  }

  private removeNumber(number: number): void {
    const base = number * FIELD_COUNT;
    for (let f = 0; f < FIELD_COUNT; f++) {
      this.lengthTotals[f] = (this.lengthTotals[f] ?? 0) - (this.documents.fieldLengths[base + f] ?? 0);
    }
    this.documents.remove(number);
    const id = this.documents.ids[number];
    if (id !== undefined) this.docOf.delete(id);
  }
}

/**
 * A 53-bit fingerprint (cyrb53) of a document's attributes and categories, the indexed fields
 * the engine does not keep as they came: two documents with the same one index the same values
 * and category nodes (a chance collision is about one in 10^16 per changed product).
 */
export function shapeOf(doc: Pick<ProductDocument, 'attributes' | 'categories'>): number {
  const text = JSON.stringify([doc.attributes, doc.categories]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
