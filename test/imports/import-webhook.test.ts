import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { bearer, startTestApp, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { finished, upload } from './import-helpers.ts';

describe('catalog.import_finished', () => {
  let t: TestApp;
  let store: CreatedStore;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await startTestApp(
      { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.1/32' },
      { outboundCa: [receiver.ca], webhookDispatcher: { pollMs: 20 } },
    );
    store = await t.createStore();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('is delivered to a subscribed endpoint when an import ends, with its counts', async () => {
    const hook = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(store.secretKey),
      payload: { url: receiver.url('/imports'), events: ['catalog.import_finished'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const res = await upload(t, store, 'id,name,price\nk1,Kettle,99\nk2,Bad,x\n', { source: 'csv' });
    const done = await finished(t, store, res.json().id);
    const [delivery] = await receiver.waitFor(1, '/imports', 20_000);
    const body = JSON.parse(delivery?.body ?? '{}');
    expect(body.type).toBe('catalog.import_finished');
    expect(body.data).toMatchObject({
      import_id: done.id,
      parent_id: null,
      source: 'csv',
      status: 'succeeded',
      dry_run: false,
      stats: { rows: 2, added: 1, failed: 1 },
      error: null,
    });
  });
});
