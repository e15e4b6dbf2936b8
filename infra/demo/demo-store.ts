import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStore } from '../../commands/tenancy/create-store.ts';
import { keyGenerator } from '../crypto/key-generator.ts';
import type { Runtime } from '../runtime.ts';
import { DEMO_PRODUCTS } from './demo-catalog.ts';

/** What the demo pages need: the demo store's public key (safe in a browser) and where the API listens. */
export interface DemoState {
  store: { readonly tenantId: string; readonly publicKey: string } | null;
  apiBase: string | null;
}

/**
 * Loads the demo store on first start: a store with the bilingual sample catalog, sent through
 * the real batch route. Its keys are printed once; its id and public key are kept in
 * `$DATA_DIR/demo-store.json` so later starts reuse it.
 */
export async function loadDemoStore(
  runtime: Runtime,
  app: FastifyInstance,
  state: DemoState,
  log: (message: string) => void,
): Promise<void> {
  const file = join(resolve(runtime.config.DATA_DIR), 'demo-store.json');
  const kept = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as { tenant_id?: string; public_key?: string })
    .catch(() => null);
  if (kept?.tenant_id && kept.public_key && (await runtime.stores.get(kept.tenant_id))) {
    state.store = { tenantId: kept.tenant_id, publicKey: kept.public_key };
    log(`demo store already loaded (tenant ${kept.tenant_id}): ${state.apiBase ?? ''}/demo`);
    return;
  }
  const created = await createStore(
    {
      eventStore: runtime.eventStore,
      newId: runtime.newId,
      now: runtime.now,
      settle: (p) => runtime.settle(p),
      keys: keyGenerator,
    },
    { name: 'Demo store', locales: ['ar', 'en'], defaultLocale: 'ar', currency: 'SAR', planCode: 'growth' },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/v1/products/batch',
    headers: { authorization: `Bearer ${created.secretKey}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ upsert: DEMO_PRODUCTS }),
  });
  if (res.statusCode !== 200) throw new Error(`demo catalog was refused: ${res.body}`);
  await writeFile(file, JSON.stringify({ tenant_id: created.tenantId, public_key: created.publicKey }), {
    mode: 0o600,
  });
  state.store = { tenantId: created.tenantId, publicKey: created.publicKey };
  log(
    `demo store loaded: ${DEMO_PRODUCTS.length} products, tenant ${created.tenantId}, public key ${created.publicKey}, secret key ${created.secretKey} (shown once); open ${state.apiBase ?? ''}/demo`,
  );
}
