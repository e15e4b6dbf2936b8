import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closingConnections } from './unused-connections.ts';

const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});

/** A server whose `/slow` answers after 300 ms, and whose `close` resolves when Node's does. */
async function serve() {
  const server = createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('done'), 300);
    else res.end('ok');
  });
  const connections = closingConnections(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  return { server, port, connections, closeServer };
}

const open = (port: number, send?: string): Promise<Socket> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      if (send !== undefined) socket.write(send);
      resolve(socket);
    });
    socket.on('error', () => undefined);
    sockets.push(socket);
  });

const get = (port: number, path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });

describe('closingConnections', () => {
  it('closes at once past connections that sent nothing or half a request, and lets a request in flight finish', async () => {
    const { port, connections, closeServer } = await serve();
    const silent = await open(port);
    const half = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    const slow = get(port, '/slow');
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    await connections.close(closeServer, 5_000);
    // Without it Node waits for the two silent connections until their headers time out (60 s).
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(slow).resolves.toBe('done');
    expect(silent.destroyed || silent.readableEnded).toBe(true);
    expect(half.destroyed || half.readableEnded).toBe(true);
  }, 10_000);

  it('cuts what is still open once the drain time is up', async () => {
    const { server, port, connections, closeServer } = await serve();
    // A keep-alive client that has sent one request and then a second one's headers halfway.
    const used = await open(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 50));
    used.write('GET / HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    await connections.close(closeServer, 300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(server.listening).toBe(false);
  }, 10_000);
});
