import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedStore } from '../../commands/tenancy/create-store.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Raw HTTP over a real socket, the way many clients do it: send the whole request, then read
 * the answer. What the server answered while the client was still sending must still be there
 * to read (a server that closes with unread bytes resets the connection, and the reset throws
 * away the answer waiting in the client's buffer).
 */
function rawExchange(
  port: number,
  head: string,
  body: { chunk: Buffer; count: number } | null,
  tail = '',
): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | null = null;
    socket.pause();
    const complete = () => {
      const text = Buffer.concat(received).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      return end >= 0 && length !== undefined && Buffer.byteLength(text.slice(end + 4)) >= Number(length);
    };
    socket.on('data', (d) => {
      received.push(d);
      // A whole answer read: done, whether the server keeps the connection or not.
      if (complete()) socket.destroy();
    });
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message;
    });
    socket.on('close', () => resolve({ text: Buffer.concat(received).toString('utf8'), error }));
    socket.on('connect', async () => {
      socket.write(head);
      for (let i = 0; body && i < body.count && !socket.destroyed; i++) {
        if (!socket.write(body.chunk)) {
          await new Promise((r) => {
            socket.once('drain', r).once('close', r);
            setTimeout(r, 200);
          });
        }
      }
      if (tail && !socket.destroyed) socket.write(tail);
      socket.resume();
    });
  });
}

describe('answers a client can read before the connection closes', () => {
  let t: TestApp;
  let store: CreatedStore;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    store = await t.createStore();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => t.close());

  it('a body over the limit gets its 413 problem in full, however much the client goes on sending', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const count = 512; // 32 MB against a 1 MB limit
      const { text } = await rawExchange(
        port,
        `PATCH /v1/settings HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${store.secretKey}\r\nContent-Type: application/json\r\nContent-Length: ${chunk.length * count}\r\n\r\n`,
        { chunk, count },
      );
      expect(text, `attempt ${attempt}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(text).toMatch(/content-type: application\/problem\+json/i);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toMatchObject({ status: 413, code: 'payload_too_large' });
    }
  });

  it('a chunked body over the limit gets its 413 too', async () => {
    const chunk = Buffer.from(`10000\r\n${'a'.repeat(0x10000)}\r\n`);
    const { text } = await rawExchange(
      port,
      `PATCH /v1/settings HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${store.secretKey}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      { chunk, count: 48 },
      '0\r\n\r\n',
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'payload_too_large' });
  });

  it('a URL or header of 20 KB answers 431 as problem+json', async () => {
    for (const head of [
      `GET /v1/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      `GET /v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const { text } = await rawExchange(port, head, null);
      expect(text).toMatch(/^HTTP\/1\.1 431 /);
      expect(text).toMatch(/content-type: application\/problem\+json/i);
      const problem = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
      expect(problem).toMatchObject({
        status: 431,
        code: 'headers_too_large',
        request_id: expect.stringMatching(/^req_/),
      });
      expect(String(problem.type)).toMatch(/\/headers_too_large$/);
    }
  });

  it('a request that is not HTTP answers 400 bad_request as problem+json', async () => {
    const { text } = await rawExchange(
      port,
      'GET /v1/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      null,
    );
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toMatchObject({
      status: 400,
      code: 'bad_request',
    });
  });
});
