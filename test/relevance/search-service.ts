import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../../commands/tenancy/create-store.ts';
import type { ProductInput } from '../../domain/catalog/product.ts';
import type { Vocabulary } from '../../domain/search/analyzer.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { buildHttpApp } from '../../infra/http-app.ts';
import { type Runtime, startRuntime } from '../../infra/runtime.ts';

/** The real service, in-process, over a store holding a fixed catalog. */
export interface SearchService {
  /** Ids of the first `perPage` results of POST /v1/search (`lang: auto`). */
  search(q: string, perPage?: number): Promise<string[]>;
  /** The whole answer of POST /v1/search with `debug: true` (the trace of every stage). */
  trace(q: string, perPage?: number): Promise<unknown>;
  /** The store's catalog vocabulary, as the search pipeline hands it to the analyzer. */
  vocabulary(): Vocabulary | undefined;
}

const BATCH = 500;

/** The store the catalog is loaded into: its languages (the first is the default) and currency. */
export interface StoreShape {
  readonly locales: readonly string[];
  readonly currency: string;
}
const FIRST_CATALOG_STORE: StoreShape = { locales: ['ar', 'en'], currency: 'SAR' };

/** One runtime (embedded PostgreSQL, the service, the HTTP app) that holds a store per catalog. */
export interface RelevanceRuntime {
  /** Creates a store of this shape, loads the catalog and waits until the index holds all of it. */
  openStore(catalog: readonly ProductInput[], shape?: StoreShape): Promise<SearchService>;
  close(): Promise<void>;
}

/** Starts an embedded PostgreSQL in a temporary folder, the runtime and the HTTP app. */
export async function startRelevanceRuntime(): Promise<RelevanceRuntime> {
  const dataDir = await mkdtemp(join(tmpdir(), 'relevance-'));
  const runtime = await startRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
    role: 'service',
    durable: false,
  });
  const app = await buildHttpApp(runtime);
  const close = async () => {
    await app.close();
    await runtime.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let stores = 0;
  const openStore = async (
    catalog: readonly ProductInput[],
    shape: StoreShape = FIRST_CATALOG_STORE,
  ): Promise<SearchService> => {
    stores += 1;
    const store = await createStore(
      {
        eventStore: runtime.eventStore,
        newId: runtime.newId,
        now: runtime.now,
        settle: (p) => runtime.settle(p),
        keys: keyGenerator,
      },
      {
        name: stores === 1 ? 'Relevance' : `Relevance ${stores}`,
        locales: [...shape.locales],
        currency: shape.currency,
        planCode: 'enterprise',
      },
    );
    const headers = { authorization: `Bearer ${store.secretKey}` };
    for (let i = 0; i < catalog.length; i += BATCH) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/products/batch',
        headers,
        payload: { upsert: catalog.slice(i, i + BATCH) },
      });
      const body = res.json() as { errors?: unknown[] };
      if (res.statusCode !== 200 || (body.errors?.length ?? 0) > 0)
        throw new Error(`catalog batch refused: ${res.statusCode} ${res.body.slice(0, 500)}`);
    }
    const ask = async (q: string, perPage: number, debug: boolean): Promise<Record<string, unknown>> => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/search',
        headers,
        payload: { q, lang: 'auto', per_page: perPage, ...(debug ? { debug: true } : {}) },
      });
      if (res.statusCode !== 200) throw new Error(`search "${q}" failed: ${res.statusCode} ${res.body}`);
      return res.json() as Record<string, unknown>;
    };
    const search = async (q: string, perPage = 10): Promise<string[]> =>
      (await ask(q, perPage, false)).ids as string[];
    const trace = (q: string, perPage = 10): Promise<unknown> => ask(q, perPage, true);
    await settleCatalog(runtime, catalog.length, () => runtime.engine.count(store.tenantId));
    const engine = runtime.engine;
    return {
      search,
      trace,
      vocabulary: () => engine.vocabulary?.(store.tenantId),
    };
  };
  return { openStore, close };
}

/** A runtime of its own with one store holding the catalog; `close` stops the runtime. */
export async function startSearchService(
  catalog: readonly ProductInput[],
  shape: StoreShape = FIRST_CATALOG_STORE,
): Promise<SearchService & { close(): Promise<void> }> {
  const runtime = await startRelevanceRuntime();
  try {
    const service = await runtime.openStore(catalog, shape);
    return { ...service, close: () => runtime.close() };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

/** `settle` gives up after a few seconds, so poll until the index holds the whole catalog. */
async function settleCatalog(
  runtime: Runtime,
  expected: number,
  count: () => Promise<number>,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await runtime.settle(await runtime.eventStore.headPosition());
    const indexed = await count();
    if (indexed >= expected) return;
    if (Date.now() > deadline) throw new Error(`search index holds ${indexed} of ${expected} products`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
