import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long requests in flight may take to finish once the server closes, before their connections are cut. */
export const DRAIN_MS = 10_000;

/**
 * Closing the HTTP server (`fastify.close()`) lets the requests in flight finish, and Node closes
 * the keep-alive connections that are idle between requests; but not a connection on which no
 * request has come yet. Browsers open such connections ahead of need (Chromium's preconnect), and
 * Node 20 would wait for each until its headers time out, a minute later. This tracks them from
 * the start: `close` cuts every connection that has not delivered a request (and any that comes
 * while closing), and after `drainMs` every connection still open.
 */
export function closingConnections(server: Server): {
  close(closeServer: () => PromiseLike<unknown>, drainMs?: number): Promise<void>;
} {
  const unused = new Set<Socket>();
  let closing = false;
  server.on('connection', (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  return {
    async close(closeServer, drainMs = DRAIN_MS) {
      closing = true;
      const closed = closeServer();
      for (const socket of unused) socket.destroy();
      unused.clear();
      const late = setTimeout(() => server.closeAllConnections(), drainMs);
      late.unref();
      try {
        await closed;
      } finally {
        clearTimeout(late);
      }
    },
  };
}
