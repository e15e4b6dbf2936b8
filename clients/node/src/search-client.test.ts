import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SearchClient } from './index.ts';

/** A local search service that answers, stalls or fails as each test sets it. */
type Mode = (req: IncomingMessage, res: ServerResponse) => void;
const ok: Mode = (req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ search_id: 's1', ids: [`${q}-1`, `${q}-2`], total: 2, hits: [] }));
};
const status =
  (code: number, body = '{"code":"x"}'): Mode =>
  (_req, res) =>
    res.writeHead(code, { 'content-type': 'application/json' }).end(body);
const stall: Mode = () => undefined;

let server: Server;
let base: string;
let mode: Mode = ok;
let calls = 0;
let closedEarly = 0;
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    calls++;
    res.on('close', () => {
      if (!res.writableEnded) closedEarly++;
    });
    if (mode === stall) stalled.push(res);
    mode(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of stalled) res.destroy();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  mode = ok;
  calls = 0;
  closedEarly = 0;
});

/** Generous deadlines (the machine may be loaded) except where a test is about the spec's own. */
const client = (over: Partial<ConstructorParameters<typeof SearchClient>[0]> = {}) =>
  new SearchClient({
    baseUrl: base,
    key: 'sg_pub_test',
    totalTimeoutMs: 10_000,
    connectTimeoutMs: 5_000,
    ...over,
  });
/** The spec's deadlines: the client's defaults (300 ms in total, 150 ms to connect). */
const specClient = (over: Partial<ConstructorParameters<typeof SearchClient>[0]> = {}) =>
  new SearchClient({ baseUrl: base, key: 'sg_pub_test', ...over });

describe('SearchClient: the spec client fallback rules', () => {
  it('returns the ids in order and the answer, with the key as a bearer and the search as query parameters', async () => {
    let seen: IncomingMessage | null = null;
    mode = (req, res) => {
      seen = req;
      ok(req, res);
    };
    const result = await client().search({
      q: 'ayfon',
      per_page: 5,
      filters: { brand: ['apple'], price: { lte: 4000 } },
    });
    expect(result).toMatchObject({ source: 'service', ids: ['ayfon-1', 'ayfon-2'] });
    const req = seen as IncomingMessage | null;
    expect(req?.headers.authorization).toBe('Bearer sg_pub_test');
    const url = new URL(req?.url ?? '', base);
    expect(url.pathname).toBe('/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'ayfon',
      per_page: '5',
      'filter[brand]': 'apple',
      'filter[price][lte]': '4000',
    });
  });

  it('gives up on a service that does not answer within the total time, and hangs up', async () => {
    mode = stall;
    const result = await specClient().search({ q: 'slow' });
    expect(result).toMatchObject({ source: 'fallback', reason: 'timeout', status: null });
    await expect.poll(() => closedEarly).toBe(1);
  });

  it('gives up on a connection that is not ready within the connect time (a TLS handshake that never ends)', async () => {
    const silent: TcpServer = createTcpServer((socket: Socket) => socket.on('error', () => undefined));
    const sockets: Socket[] = [];
    let hungUp = 0;
    silent.on('connection', (s) => {
      sockets.push(s);
      s.resume();
      s.on('close', () => hungUp++);
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const port = (silent.address() as AddressInfo).port;
      const result = await specClient({ baseUrl: `https://127.0.0.1:${port}` }).search({ q: 'x' });
      expect(result).toMatchObject({ source: 'fallback', reason: 'connect_timeout' });
      await expect.poll(() => hungUp).toBe(1);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('falls back on a refused connection', async () => {
    const closed = createTcpServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const result = await client({ baseUrl: `http://127.0.0.1:${port}` }).search({ q: 'x' });
    expect(result).toMatchObject({ source: 'fallback', reason: 'connection_error', status: null });
  });

  it.each([
    [500, 'server_error'],
    [502, 'server_error'],
    [503, 'server_error'],
    [429, 'rate_limited'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
  ] as const)('falls back on HTTP %i (%s)', async (code, reason) => {
    mode = status(code);
    expect(await client().search({ q: 'x' })).toMatchObject({ source: 'fallback', reason, status: code });
  });

  it.each([
    ['no ids field', '{"search_id":"s","hits":[]}'],
    ['ids that are not strings', '{"ids":[1,2]}'],
    ['not JSON', '<html>maintenance</html>'],
    ['null', 'null'],
  ])('falls back on an answer without ids (%s)', async (_name, body) => {
    mode = status(200, body);
    expect(await client().search({ q: 'x' })).toMatchObject({
      source: 'fallback',
      reason: 'no_ids',
      status: 200,
    });
  });

  it('after 5 failures within 60 s skips the service for 30 s, then tries one call, and recovers', async () => {
    let now = 1_000_000;
    const c = client({ now: () => now });
    mode = status(503);
    for (let i = 0; i < 5; i++) {
      if (i > 0) now += 10_000;
      expect((await c.search({ q: 'x' })).source).toBe('fallback');
    }
    expect(calls).toBe(5);
    expect(c.circuit).toBe('open');
    mode = ok;
    now += 29_000;
    expect(await c.search({ q: 'x' })).toMatchObject({ source: 'fallback', reason: 'circuit_open' });
    expect(calls).toBe(5);
    now += 1_000;
    expect(c.circuit).toBe('half_open');
    // One call only: while the trial runs, the others still fall back at once.
    mode = (req, res) => setTimeout(() => ok(req, res), 50);
    const [trial, meanwhile] = await Promise.all([c.search({ q: 'x' }), c.search({ q: 'y' })]);
    expect(trial).toMatchObject({ source: 'service' });
    expect(meanwhile).toMatchObject({ source: 'fallback', reason: 'circuit_open' });
    expect(calls).toBe(6);
    expect(c.circuit).toBe('closed');
    expect((await c.search({ q: 'z' })).source).toBe('service');
  });

  it('a failed trial skips the service for another 30 s', async () => {
    let now = 0;
    const c = client({ now: () => now });
    mode = status(500);
    for (let i = 0; i < 5; i++) await c.search({ q: 'x' });
    now += 30_000;
    expect(await c.search({ q: 'x' })).toMatchObject({ reason: 'server_error' });
    expect(c.circuit).toBe('open');
    mode = ok;
    now += 29_999;
    expect(await c.search({ q: 'x' })).toMatchObject({ reason: 'circuit_open' });
    now += 1;
    expect(await c.search({ q: 'x' })).toMatchObject({ source: 'service' });
  });

  it('counts only failures within 60 s, and a success does not hide later failures', async () => {
    let now = 0;
    const c = client({ now: () => now });
    mode = status(500);
    for (let i = 0; i < 4; i++) await c.search({ q: 'x' });
    now += 60_001;
    await c.search({ q: 'x' });
    expect(c.circuit).toBe('closed');
    for (let i = 0; i < 4; i++) await c.search({ q: 'x' });
    expect(c.circuit).toBe('open');
  });

  it('an invalid request (422) falls back without counting against the service', async () => {
    const c = client();
    mode = status(422);
    for (let i = 0; i < 6; i++)
      expect(await c.search({ q: 'x' })).toMatchObject({ reason: 'rejected', status: 422 });
    expect(c.circuit).toBe('closed');
    expect(calls).toBe(6);
  });
});
