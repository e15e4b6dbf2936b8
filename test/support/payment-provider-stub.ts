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

/**
 * How the stub fails every API call: `down` answers 503 with Retry-After, `error` answers 500,
 * `unreachable` drops the connection, `slow` never answers; null answers normally.
 */
export type StubFailure = 'down' | 'error' | 'unreachable' | 'slow' | null;

export interface ProviderStub {
  readonly url: string;
  /** Generated at run time: the key the service must send, and the secret the stub signs webhooks with. */
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Every API call received (failed ones included). */
  readonly calls: StubCall[];
  /** Checkouts created, by the page URL answered. */
  readonly checkouts: Map<string, StubPayment>;
  /** Whether the next off-session charges are declined. */
  decline: boolean;
  failure: StubFailure;
  /** The merchant pays on the hosted page: a payment method is saved; answers the signed event. */
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

interface Customer {
  readonly id: string;
  readonly tenantId: string;
  readonly methods: string[];
}

/** What the stub keeps, shared by both protocols. */
interface StubState {
  readonly url: string;
  readonly customers: Map<string, Customer>;
  readonly checkouts: Map<string, StubPayment>;
  readonly decline: boolean;
  id(prefix: string): string;
}

type Answer = { status: number; body: unknown } | null;

/** What differs between the two protocols: encoding, routes, event shape and signature. */
interface Protocol {
  readonly encoding: 'form' | 'json';
  readonly route: (call: StubCall, state: StubState) => Answer;
  readonly paidEvent: string;
  readonly signatureHeader: string;
  readonly sign: (secret: string, body: string, at: number) => string;
  readonly eventBody: (
    eventId: string,
    type: string,
    p: StubPayment,
    at: number,
    state: StubState,
  ) => unknown;
}

const secret = () => randomBytes(24).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString();
}

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
};

/**
 * A payment provider's API on 127.0.0.1 speaking one protocol: bearer key check, body
 * decoding, Idempotency-Key replay, customers with saved payment methods, checkouts, failure
 * modes, and signed events.
 */
async function startProviderStub(protocol: Protocol): Promise<ProviderStub> {
  const apiKey = secret();
  const webhookSecret = secret();
  const calls: StubCall[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  const customers = new Map<string, Customer>();
  const checkouts = new Map<string, StubPayment>();
  const control = { decline: false, failure: null as StubFailure };
  let seq = 0;
  const id = (prefix: string) => `${prefix}_${String(++seq).padStart(6, '0')}`;
  let base = '';
  const state = (): StubState => ({ url: base, customers, checkouts, decline: control.decline, id });
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', base);
    let body: Record<string, unknown> = {};
    const type = req.headers['content-type'] ?? '';
    if (raw && protocol.encoding === 'form' && type.startsWith('application/x-www-form-urlencoded'))
      body = Object.fromEntries(new URLSearchParams(raw));
    else if (raw && protocol.encoding === 'json' && type.startsWith('application/json'))
      body = JSON.parse(raw);
    else if (raw)
      return send(res, 415, { error: { type: 'invalid_request_error', message: `wrong body type ${type}` } });
    const call: StubCall = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    calls.push(call);
    if (control.failure === 'slow') return; // never answered: the caller's time limit ends it
    if (control.failure === 'unreachable') return req.socket.destroy();
    if (control.failure === 'down')
      return send(res, 503, { error: { type: 'api_error' } }, { 'retry-after': '7' });
    if (control.failure === 'error') return send(res, 500, { error: { type: 'api_error' } });
    if (req.headers.authorization !== `Bearer ${apiKey}`) return send(res, 401, { error: { type: 'auth' } });
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${call.method} ${call.path} ${key}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const answer = protocol.route(call, state()) ?? { status: 404, body: { error: { type: 'not_found' } } };
    if (replayKey) replays.set(replayKey, answer);
    send(res, answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const event = (type: string, p: StubPayment, at = nowSeconds()): SignedEvent => {
    const eventId = id('evt');
    const body = JSON.stringify(protocol.eventBody(eventId, type, p, at, state()));
    return {
      id: eventId,
      body,
      headers: {
        'content-type': 'application/json',
        [protocol.signatureHeader]: protocol.sign(webhookSecret, body, at),
      },
    };
  };
  return {
    url: base,
    apiKey,
    webhookSecret,
    calls,
    checkouts,
    get decline() {
      return control.decline;
    },
    set decline(v: boolean) {
      control.decline = v;
    },
    get failure() {
      return control.failure;
    },
    set failure(v: StubFailure) {
      control.failure = v;
    },
    pay(checkoutUrl, at) {
      const p = checkouts.get(checkoutUrl);
      if (!p) throw new Error(`no checkout at ${checkoutUrl}`);
      [...customers.values()].find((c) => c.tenantId === p.tenantId)?.methods.push(id('pm'));
      return event(protocol.paidEvent, p, at);
    },
    event,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const newCustomer = (s: StubState, tenantId: string): Customer => {
  const c = { id: s.id('cus'), tenantId, methods: [] };
  s.customers.set(c.id, c);
  return c;
};

/**
 * provider_a's protocol: form-encoded bodies, bearer secret key, checkout sessions, customer
 * portal sessions, off-session payment intents, and events signed `t=...,v1=...`.
 */
export const startProviderAStub = (): Promise<ProviderStub> =>
  startProviderStub({
    encoding: 'form',
    paidEvent: 'checkout.session.completed',
    signatureHeader: 'provider-a-signature',
    sign: signTimestamped,
    route(call, s) {
      const b = call.body as Record<string, string>;
      if (call.method === 'GET' && call.path === '/v1/customers/search') {
        const tenant = /metadata\['tenant_id'\]:'([^']*)'/.exec(call.query.get('query') ?? '')?.[1];
        const found = [...s.customers.values()].filter((c) => c.tenantId === tenant);
        return { status: 200, body: { data: found.map((c) => ({ id: c.id })) } };
      }
      if (call.method === 'POST' && call.path === '/v1/customers') {
        const c = newCustomer(s, b['metadata[tenant_id]'] ?? '');
        return { status: 200, body: { id: c.id, object: 'customer' } };
      }
      if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
        const session = s.id('cs');
        const page = `${s.url}/pay/${session}`;
        s.checkouts.set(page, {
          id: session,
          tenantId: b['metadata[tenant_id]'] ?? '',
          invoiceId: b['metadata[invoice_id]'] ?? '',
          amountMinor: Number(b['line_items[0][price_data][unit_amount]']),
          currency: b['line_items[0][price_data][currency]'] ?? '',
        });
        return { status: 200, body: { id: session, object: 'checkout.session', url: page } };
      }
      if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
        if (!s.customers.has(b.customer ?? ''))
          return { status: 400, body: { error: { type: 'invalid_request_error' } } };
        return { status: 200, body: { id: s.id('bps'), url: `${s.url}/portal/${b.customer}` } };
      }
      if (call.method === 'GET' && call.path === '/v1/payment_methods') {
        const methods = s.customers.get(call.query.get('customer') ?? '')?.methods ?? [];
        return { status: 200, body: { data: methods.map((m) => ({ id: m, type: 'card' })) } };
      }
      if (call.method === 'POST' && call.path === '/v1/payment_intents') {
        const pi = s.id('pi');
        if (s.decline)
          return {
            status: 402,
            body: { error: { type: 'card_error', code: 'card_declined', payment_intent: { id: pi } } },
          };
        return { status: 200, body: { id: pi, object: 'payment_intent', status: 'succeeded' } };
      }
      return null;
    },
    eventBody: (eventId, type, p, at) => ({
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
    }),
  });

/**
 * provider_b's protocol: JSON bodies, bearer API key, transactions with `custom_data` and a
 * checkout address, customer portal sessions, automatic collection, and events signed
 * `ts=...;h1=...` with their own names (`transaction.completed`, `transaction.payment_failed`).
 */
export const startProviderBStub = (): Promise<ProviderStub> =>
  startProviderStub({
    encoding: 'json',
    paidEvent: 'transaction.completed',
    signatureHeader: 'provider-b-signature',
    sign: signSemicolon,
    route(call, s) {
      const b = call.body as {
        custom_data?: { tenant_id?: string; invoice_id?: string };
        items?: { price: { unit_price: { amount: string; currency_code: string } } }[];
        payment_method_id?: string;
      };
      if (call.method === 'GET' && call.path === '/customers') {
        const search = call.query.get('search') ?? '';
        const found = [...s.customers.values()].filter((c) => c.tenantId.includes(search));
        return {
          status: 200,
          body: { data: found.map((c) => ({ id: c.id, custom_data: { tenant_id: c.tenantId } })) },
        };
      }
      if (call.method === 'POST' && call.path === '/customers') {
        const c = newCustomer(s, b.custom_data?.tenant_id ?? '');
        return { status: 201, body: { data: { id: c.id } } };
      }
      const portal = /^\/customers\/([^/]+)\/portal-sessions$/.exec(call.path);
      if (call.method === 'POST' && portal) {
        if (!s.customers.has(portal[1] ?? ''))
          return { status: 404, body: { error: { type: 'request_error' } } };
        return {
          status: 201,
          body: {
            data: { id: s.id('cpls'), urls: { general: { overview: `${s.url}/portal/${portal[1]}` } } },
          },
        };
      }
      const methods = /^\/customers\/([^/]+)\/payment-methods$/.exec(call.path);
      if (call.method === 'GET' && methods) {
        const list = s.customers.get(methods[1] ?? '')?.methods ?? [];
        return { status: 200, body: { data: list.map((m) => ({ id: m, type: 'card' })) } };
      }
      if (call.method === 'POST' && call.path === '/transactions') {
        const txn = s.id('txn');
        const price = b.items?.[0]?.price.unit_price;
        if (b.payment_method_id)
          return { status: 201, body: { data: { id: txn, status: s.decline ? 'past_due' : 'completed' } } };
        const page = `${s.url}/checkout/${txn}`;
        s.checkouts.set(page, {
          id: txn,
          tenantId: b.custom_data?.tenant_id ?? '',
          invoiceId: b.custom_data?.invoice_id ?? '',
          amountMinor: Number(price?.amount),
          currency: price?.currency_code ?? '',
        });
        return { status: 201, body: { data: { id: txn, status: 'ready', checkout: { url: page } } } };
      }
      return null;
    },
    eventBody: (eventId, type, p, at, s) => ({
      event_id: eventId,
      event_type: type,
      occurred_at: new Date(at * 1000).toISOString(),
      notification_id: s.id('ntf'),
      data: {
        id: p.id,
        status: type === 'transaction.completed' ? 'completed' : 'past_due',
        currency_code: p.currency,
        custom_data: { tenant_id: p.tenantId, invoice_id: p.invoiceId },
      },
    }),
  });
