import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, type TestApp } from '../support/test-app.ts';

/** A multipart upload as a browser or curl sends it. */
export function uploadForm(
  file: Uint8Array | string,
  fields: Record<string, string>,
  filename = 'products.csv',
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof file === 'string' ? file : Buffer.from(file)]), filename);
  return form;
}

export async function upload(
  t: TestApp,
  store: CreatedStore,
  file: Uint8Array | string,
  fields: Record<string, string>,
  filename?: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/imports/upload',
    headers: { ...bearer(store.secretKey), ...headers },
    payload: uploadForm(file, fields, filename),
  });
}

/**
 * Polls the import until it ends (as a client polls), then waits until the read models hold
 * what it wrote: an import ends when its events are written, and a test reads products next.
 */
export async function finished(t: TestApp, store: CreatedStore, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/imports/${id}`,
      headers: bearer(store.secretKey),
    });
    const body = res.json();
    if (
      ['succeeded', 'failed', 'canceled'].includes(body.status) &&
      body.job &&
      ['succeeded', 'failed', 'canceled'].includes(body.job.status)
    ) {
      await t.settle();
      return body;
    }
    if (Date.now() > deadline) throw new Error(`import ${id} did not finish: ${res.body}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function product(t: TestApp, store: CreatedStore, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/products/${encodeURIComponent(id)}`,
    headers: bearer(store.secretKey),
  });
  return res.statusCode === 200 ? res.json() : null;
}
