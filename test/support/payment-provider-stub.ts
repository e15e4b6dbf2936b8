import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signSemicolon, signTimestamped } from '../../infra/billing/timestamped-signature.ts';

/** One API call the stub received. */
export interface StubCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingMessage['headers'];
  /** The body as parsed by the protocol's encoding (form fields or JSON). */
  readonly body: Record<string, unknown>;
}

/** A payment the stub's hosted page took (what a checkout or a collection charged). */
export interface StubPayment {
  readonly id: string;
  readonly tenantId: string;
  readonly invoiceId: string;
  readonly amountMinor: number;
  readonly currency: string;
}

export interface ProviderStub {
  readonly url: string;
  /** Generated at run time: the key the service must send, and the secret the stub signs webhooks with. */
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly calls: StubCall[];
  /** Checkouts created, by the page URL answered. */
  readonly checkouts: Map<string, StubPayment>;
  /** Whether the next off-session charges are declined. */
  decline: boolean;
  /** Whether the API answers 503 to everything. */
  down: boolean;
  /** The merchant pays on the hosted page: a card is saved; answers the signed event. */
  pay(checkoutUrl: string, atSeconds?: number): SignedEvent;
  /** A signed event of this protocol about a payment. */
  event(type: string, payment: StubPayment, atSeconds?: number): SignedEvent;
  close(): Promise<void>;
}

export interface SignedEvent {
  readonly id: string;
  readonly body: string;
  readonly headers: Record<string, string>;
}

const secret = () => randomBytes(24).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** Shared machinery: bearer check, body decoding, Idempotency-Key replay. */
async function startStub(
  encoding: 'form' | 'json',
  route: (call: StubCall, stub: { apiKey: string; url: string }) => { status: number; body: unknown } | null,
): Promise<{ url: string; apiKey: string; calls: StubCall[]; down: boolean; close(): Promise<void> }> {
  const apiKey = secret();
  const control = { down: false };
  const calls: StubCall[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let base = '';
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', base);
    if (control.down) return send(res, 503, { error: { type: 'api_error' } });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return send(res, 401, { error: { type: 'auth' } });
    let body: Record<string, unknown> = {};
    if (raw) {
      const type = req.headers['content-type'] ?? '';
      if (encoding === 'form' && type.startsWith('application/x-www-form-urlencoded'))
        body = Object.fromEntries(new URLSearchParams(raw));
      else if (encoding === 'json' && type.startsWith('application/json')) body = JSON.parse(raw);
      else
        return send(res, 415, {
          error: { type: 'invalid_request_error', message: `wrong body type ${type}` },
        });
    }
    const call: StubCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    calls.push(call);
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${call.method} ${call.path} ${key}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const answer = route(call, { apiKey, url: base }) ?? {
      status: 404,
      body: { error: { type: 'not_found' } },
    };
    if (replayKey) replays.set(replayKey, answer);
    send(res, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    apiKey,
    calls,
    get down() {
      return control.down;
    },
    set down(v: boolean) {
      control.down = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * provider_a's protocol: form-encoded bodies, bearer secret key, checkout sessions, customer
 * portal sessions, off-session payment intents, and events signed `t=...,v1=...`.
 */
export async function startProviderAStub(): Promise<ProviderStub> {
  const webhookSecret = secret();
  const customers = new Map<string, { id: string; tenantId: string; cards: string[] }>();
  const checkouts = new Map<string, StubPayment>();
  let seq = 0;
  const id = (prefix: string) => `${prefix}_${++seq}`;
  const state = { decline: false };
  const http = await startStub('form', (call, { url }) => {
    const b = call.body as Record<string, string>;
    if (call.method === 'GET' && call.path === '/v1/customers/search') {
      const tenant = /metadata\['tenant_id'\]:'([^']*)'/.exec(call.query.get('query') ?? '')?.[1];
      return {
        status: 200,
        body: {
          data: [...customers.values()].filter((c) => c.tenantId === tenant).map((c) => ({ id: c.id })),
        },
      };
    }
    if (call.method === 'POST' && call.path === '/v1/customers') {
      const c = { id: id('cus'), tenantId: b['metadata[tenant_id]'] ?? '', cards: [] };
      customers.set(c.id, c);
      return { status: 200, body: { id: c.id, object: 'customer' } };
    }
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const session = id('cs');
      const page = `${url}/pay/${session}`;
      checkouts.set(page, {
        id: session,
        tenantId: b['metadata[tenant_id]'] ?? '',
        invoiceId: b['metadata[invoice_id]'] ?? '',
        amountMinor: Number(b['line_items[0][price_data][unit_amount]']),
        currency: b['line_items[0][price_data][currency]'] ?? '',
      });
      return { status: 200, body: { id: session, object: 'checkout.session', url: page } };
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      if (!customers.has(b.customer ?? ''))
        return { status: 400, body: { error: { type: 'invalid_request_error' } } };
      return { status: 200, body: { id: id('bps'), url: `${url}/portal/${b.customer}` } };
    }
    if (call.method === 'GET' && call.path === '/v1/payment_methods') {
      const cards = customers.get(call.query.get('customer') ?? '')?.cards ?? [];
      return { status: 200, body: { data: cards.map((c) => ({ id: c, type: 'card' })) } };
    }
    if (call.method === 'POST' && call.path === '/v1/payment_intents') {
      const pi = id('pi');
      if (state.decline)
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', payment_intent: { id: pi } } },
        };
      return { status: 200, body: { id: pi, object: 'payment_intent', status: 'succeeded' } };
    }
    return null;
  });
  const event = (type: string, p: StubPayment, at = now()): SignedEvent => {
    const eventId = id('evt');
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      created: at,
      data: {
        object: {
          id: p.id,
          payment_status: type === 'checkout.session.completed' ? 'paid' : undefined,
          amount_total: p.amountMinor,
          currency: p.currency,
          metadata: { tenant_id: p.tenantId, invoice_id: p.invoiceId },
          ...(type.endsWith('failed') ? { last_payment_error: { message: 'Your card was declined.' } } : {}),
        },
      },
    });
    return {
      id: eventId,
      body,
      headers: {
        'content-type': 'application/json',
        'provider-a-signature': signTimestamped(webhookSecret, body, at),
      },
    };
  };
  return {
    url: http.url,
    apiKey: http.apiKey,
    calls: http.calls,
    close: http.close,
    get down() {
      return http.down;
    },
    set down(v: boolean) {
      http.down = v;
    },
    webhookSecret,
    checkouts,
    get decline() {
      return state.decline;
    },
    set decline(v: boolean) {
      state.decline = v;
    },
    pay(checkoutUrl, at) {
      const p = checkouts.get(checkoutUrl);
      if (!p) throw new Error(`no checkout at ${checkoutUrl}`);
      const customer = [...customers.values()].find((c) => c.tenantId === p.tenantId);
      customer?.cards.push(id('pm'));
      return event('checkout.session.completed', p, at);
    },
    event,
  };
}

/**
 * provider_b's protocol: JSON bodies, bearer API key, transactions with `custom_data` and a
 * checkout address, customer portal sessions, automatic collection, and events signed
 * `ts=...;h1=...` with their own names (`transaction.completed`, `transaction.payment_failed`).
 */
export async function startProviderBStub(): Promise<ProviderStub> {
  const webhookSecret = secret();
  const customers = new Map<string, { id: string; tenantId: string; methods: string[] }>();
  const checkouts = new Map<string, StubPayment>();
  let seq = 0;
  const id = (prefix: string) => `${prefix}_${String(++seq).padStart(6, '0')}`;
  const state = { decline: false };
  const http = await startStub('json', (call, { url }) => {
    const b = call.body as {
      custom_data?: { tenant_id?: string; invoice_id?: string };
      items?: { price: { unit_price: { amount: string; currency_code: string } } }[];
      payment_method_id?: string;
    };
    if (call.method === 'GET' && call.path === '/customers') {
      const search = call.query.get('search') ?? '';
      const list = [...customers.values()].filter((c) => c.tenantId.includes(search));
      return {
        status: 200,
        body: { data: list.map((c) => ({ id: c.id, custom_data: { tenant_id: c.tenantId } })) },
      };
    }
    if (call.method === 'POST' && call.path === '/customers') {
      const c = { id: id('ctm'), tenantId: b.custom_data?.tenant_id ?? '', methods: [] };
      customers.set(c.id, c);
      return { status: 201, body: { data: { id: c.id } } };
    }
    const portal = /^\/customers\/([^/]+)\/portal-sessions$/.exec(call.path);
    if (call.method === 'POST' && portal) {
      if (!customers.has(portal[1] ?? '')) return { status: 404, body: { error: { type: 'request_error' } } };
      return {
        status: 201,
        body: { data: { id: id('cpls'), urls: { general: { overview: `${url}/portal/${portal[1]}` } } } },
      };
    }
    const methods = /^\/customers\/([^/]+)\/payment-methods$/.exec(call.path);
    if (call.method === 'GET' && methods) {
      const list = customers.get(methods[1] ?? '')?.methods ?? [];
      return { status: 200, body: { data: list.map((m) => ({ id: m, type: 'card' })) } };
    }
    if (call.method === 'POST' && call.path === '/transactions') {
      const txn = id('txn');
      const price = b.items?.[0]?.price.unit_price;
      if (b.payment_method_id)
        return { status: 201, body: { data: { id: txn, status: state.decline ? 'past_due' : 'completed' } } };
      const page = `${url}/checkout/${txn}`;
      checkouts.set(page, {
        id: txn,
        tenantId: b.custom_data?.tenant_id ?? '',
        invoiceId: b.custom_data?.invoice_id ?? '',
        amountMinor: Number(price?.amount),
        currency: price?.currency_code ?? '',
      });
      return { status: 201, body: { data: { id: txn, status: 'ready', checkout: { url: page } } } };
    }
    return null;
  });
  const event = (type: string, p: StubPayment, at = now()): SignedEvent => {
    const eventId = id('evt');
    const body = JSON.stringify({
      event_id: eventId,
      event_type: type,
      occurred_at: new Date(at * 1000).toISOString(),
      notification_id: id('ntf'),
      data: {
        id: p.id,
        status: type === 'transaction.completed' ? 'completed' : 'past_due',
        currency_code: p.currency,
        custom_data: { tenant_id: p.tenantId, invoice_id: p.invoiceId },
      },
    });
    return {
      id: eventId,
      body,
      headers: {
        'content-type': 'application/json',
        'provider-b-signature': signSemicolon(webhookSecret, body, at),
      },
    };
  };
  return {
    url: http.url,
    apiKey: http.apiKey,
    calls: http.calls,
    close: http.close,
    get down() {
      return http.down;
    },
    set down(v: boolean) {
      http.down = v;
    },
    webhookSecret,
    checkouts,
    get decline() {
      return state.decline;
    },
    set decline(v: boolean) {
      state.decline = v;
    },
    pay(checkoutUrl, at) {
      const p = checkouts.get(checkoutUrl);
      if (!p) throw new Error(`no checkout at ${checkoutUrl}`);
      const customer = [...customers.values()].find((c) => c.tenantId === p.tenantId);
      customer?.methods.push(id('paymtd'));
      return event('transaction.completed', p, at);
    },
    event,
  };
}
