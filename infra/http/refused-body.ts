import type { FastifyReply, FastifyRequest } from 'fastify';

const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;
const MAX_DISCARD_MS = 10_000;

/**
 * A body refused before it was read (over the size limit) is read to its end and thrown away
 * after the answer, instead of closing the connection on it: a server that closes with unread
 * bytes resets the connection, and a client that sends its whole body before reading (most
 * do) then loses the 413. The connection stays usable afterwards. A client that goes on past
 * 64 MB or 10 seconds is cut off.
 */
export function discardRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.readableEnded) return;
  reply.removeHeader('connection');
  let discarded = 0;
  const cutOff = () => raw.socket?.destroy();
  const timer = setTimeout(cutOff, MAX_DISCARD_MS);
  timer.unref();
  raw.removeAllListeners('data');
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) cutOff();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}
