import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundError } from '../../domain/outbound/outbound-http.ts';
import { AddressPolicy } from './address-policy.ts';
import { GuardedHttp } from './guarded-http.ts';

let server: Server;
let base: string;
let port: number;
const open = new GuardedHttp(new AddressPolicy(['127.0.0.1/32']));
const closed = new GuardedHttp(new AddressPolicy());

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/hello') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.end(`hello ${req.method} ${body}`));
      return;
    }
    if (url.pathname === '/big') return res.end('x'.repeat(10_000));
    if (url.pathname === '/big-chunked') {
      res.write('x'.repeat(6_000));
      res.end('x'.repeat(6_000));
      return;
    }
    if (url.pathname === '/stall') return void res.write('partial');
    if (url.pathname === '/hang') return;
    if (url.pathname === '/to-metadata') {
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    if (url.pathname === '/to-hello') return res.writeHead(303, { location: '/hello' }).end();
    if (url.pathname === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  open.close();
  closed.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const code = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof OutboundError ? error.code : `unexpected ${String(error)}`;
  }
};

const get = (client: GuardedHttp, url: string, extra: object = {}) =>
  client.request({ url, timeoutMs: 2_000, maxBytes: 8_192, ...extra });

describe('guarded outgoing HTTP', () => {
  it('reaches an allowed address and reports the address it connected to', async () => {
    const response = await open.request({
      url: `${base}/hello`,
      method: 'POST',
      body: 'abc',
      timeoutMs: 2_000,
      maxBytes: 1_000,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello POST abc');
    expect(response.address).toBe('127.0.0.1');
  });

  it('refuses loopback by default, by literal address, by name and in every spelling', async () => {
    expect(await code(get(closed, `${base}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, `http://localhost:${port}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, `http://2130706433:${port}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, `http://0177.0.0.1:${port}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, `http://0x7f.1:${port}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, `http://[::ffff:127.0.0.1]:${port}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, `http://[::1]:${port}/hello`))).toBe('blocked_address');
    expect(await code(get(closed, 'http://169.254.169.254/latest/meta-data/'))).toBe('blocked_address');
  });

  it('checks every redirect again and follows none unless asked', async () => {
    const first = await get(open, `${base}/to-hello`);
    expect(first.status).toBe(303);
    first.discard();
    const followed = await get(open, `${base}/to-hello`, { maxRedirects: 3, method: 'POST', body: 'q' });
    expect(await followed.text()).toBe('hello GET ');
    expect(followed.url).toBe(`${base}/hello`);
    expect(await code(get(open, `${base}/to-metadata`, { maxRedirects: 3 }))).toBe('blocked_address');
    expect(await code(get(open, `${base}/loop`, { maxRedirects: 3 }))).toBe('too_many_redirects');
  });

  it('caps the size, declared or streamed', async () => {
    expect(await code((await get(open, `${base}/big`)).bytes())).toBe('too_large');
    expect(await code((await get(open, `${base}/big-chunked`)).bytes())).toBe('too_large');
    expect((await (await get(open, `${base}/big`, { maxBytes: 10_000 })).bytes()).length).toBe(10_000);
  });

  it('gives up at the deadline, also while the body is read', async () => {
    const response = await get(open, `${base}/stall`, { timeoutMs: 300 });
    expect(await code(response.text())).toBe('timeout');
  });

  it('gives up at the deadline however soon garbage is collected (its timer is held strongly)', async () => {
    // Node 20's AbortSignal.any() holds its sources weakly and AbortSignal.timeout()'s timer holds
    // its signal weakly: a collection during the request dropped the deadline, and a receiver that
    // never answered held the request forever (a webhook dispatcher's drain hung in a full run).
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const controller = new AbortController();
    const pending = code(get(open, `${base}/hang`, { timeoutMs: 200, signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 20));
    gc();
    const guard = new Promise<string>((r) => setTimeout(() => r('still waiting'), 3_000).unref());
    expect(await Promise.race([pending, guard])).toBe('timeout');
    controller.abort();
  });

  it('refuses schemes it was not given, bad URLs and URLs with credentials', async () => {
    expect(await code(get(open, `${base}/hello`, { schemes: ['https:'] }))).toBe('scheme_not_allowed');
    expect(await code(get(open, 'file:///etc/passwd'))).toBe('scheme_not_allowed');
    expect(await code(get(open, 'not a url'))).toBe('invalid_url');
    expect(await code(get(open, `http://user:pw@127.0.0.1:${port}/hello`))).toBe('invalid_url');
  });

  it('reports a name that does not resolve', async () => {
    expect(await code(get(open, 'http://no-such-host.invalid/'))).toBe('dns_failed');
  });
});
