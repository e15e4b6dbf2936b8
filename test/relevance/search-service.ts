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

/** The real service, in-process, over a store holding the fixed catalog. */
export interface SearchService {
  /** Ids of the first `perPage` results of POST /v1/search (`lang: auto`). */
  search(q: string, perPage?: number): Promise<string[]>;
  /** The store's catalog vocabulary, as the search pipeline hands it to the analyzer. */
  vocabulary(): Vocabulary | undefined;
  close(): Promise<void>;
}

const BATCH = 500;

/** The store the catalog is loaded into: its languages (the first is the default) and currency. */
export interface StoreShape {
  readonly locales: readonly string[];
  readonly currency: string;
}
const FIRST_CATALOG_STORE: StoreShape = { locales: ['ar', 'en'], currency: 'SAR' };

/**
 * Starts an embedded PostgreSQL in a temporary folder, the runtime and the HTTP app, creates
 * a store (ar + en, SAR, unless told otherwise), loads the catalog through POST /v1/products/batch and waits until
 * the search index holds every product.
 */
export async function startSearchService(
  catalog: readonly ProductInput[],
  shape: StoreShape = FIRST_CATALOG_STORE,
): Promise<SearchService> {
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
  try {
    const store = await createStore(
      {
        eventStore: runtime.eventStore,
        newId: runtime.newId,
        now: runtime.now,
        settle: (p) => runtime.settle(p),
        keys: keyGenerator,
      },
      { name: 'Relevance', locales: [...shape.locales], currency: shape.currency, planCode: 'enterprise' },
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
    const search = async (q: string, perPage = 10): Promise<string[]> => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/search',
        headers,
        payload: { q, lang: 'auto', per_page: perPage },
      });
      if (res.statusCode !== 200) throw new Error(`search "${q}" failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { ids: string[] }).ids;
    };
    await settleCatalog(runtime, catalog.length, () => runtime.engine.count(store.tenantId));
    const engine = runtime.engine;
    return {
      search,
      vocabulary: () => engine.vocabulary?.(store.tenantId),
      close,
    };
  } catch (error) {
    await close();
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
