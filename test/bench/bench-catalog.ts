import type { ProductDocument } from '../../domain/search/product-document.ts';
import { toProductInput } from '../fixtures/catalog-input.ts';
import { sendOnNewConnection } from '../support/worker-clients.ts';

/** Sends the catalog in 1,000-product batches, one after the other; products per second. */
export async function sendCatalog(
  base: string,
  secretKey: string,
  products: readonly Record<string, unknown>[],
): Promise<number> {
  const headers = { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' };
  const started = performance.now();
  for (let i = 0; i < products.length; i += 1000) {
    const res = await fetch(`${base}/v1/products/batch`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ upsert: products.slice(i, i + 1000) }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`batch failed: ${res.status}`);
  }
  return products.length / ((performance.now() - started) / 1000);
}

/**
 * Loads `docs` and waits until every process searching answers for all of them and the
 * catalog read model holds the last one: no ingest runs alongside what is measured next.
 */
export async function loadCatalog(
  base: string,
  keys: { secretKey: string; publicKey: string },
  docs: readonly ProductDocument[],
): Promise<void> {
  await sendCatalog(base, keys.secretKey, docs.map(toProductInput));
  const lastId = docs[docs.length - 1]?.id ?? '';
  const deadline = Date.now() + 900_000;
  // Several workers each hold an index: new connections reach each of them in turn.
  let ready = 0;
  while (ready < 8) {
    const browse = (
      await sendOnNewConnection(base, 'GET', '/v1/search?q=&per_page=1', {
        authorization: `Bearer ${keys.publicKey}`,
      })
    ).json<{ total?: number }>();
    const last = await sendOnNewConnection(base, 'GET', `/v1/products/${encodeURIComponent(lastId)}`, {
      authorization: `Bearer ${keys.secretKey}`,
    });
    ready = (browse.total ?? 0) >= docs.length && last.status === 200 ? ready + 1 : 0;
    if (Date.now() > deadline) throw new Error(`catalog not loaded: ${browse.total} products searchable`);
    if (ready === 0) await new Promise((r) => setTimeout(r, 250));
  }
}
