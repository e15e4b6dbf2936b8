import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ProblemCode, problem, sendProblem } from './problem.ts';

export const newRequestId = (): string => `req_${randomUUID().replace(/-/g, '')}`;

/**
 * Errors fastify's router raises before any route runs. A path that is not valid UTF-8 once
 * decoded, or a path value longer than any id, names nothing here: 404, like a path id that
 * holds NUL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    sendProblem(
      request,
      reply,
      'not_found',
      'No such path: it is not valid once decoded, or a part is too long.',
    );
    return;
  }
  request.log.error({ err: error }, 'framework error');
  sendProblem(request, reply, 'internal_error', 'Something went wrong on our side. Retry later.');
}

const LINGER_MS = 2_000;
const answered = new WeakSet<Duplex>();

/**
 * Requests Node's HTTP parser refuses (headers or URL over the size limit, malformed HTTP,
 * too slow) never reach fastify: they are answered here, as problem+json too. The parser
 * cannot go on, so the connection closes, but gently: the answer, then our end of the
 * connection, then what the client still sends is read and dropped for a moment before the
 * socket goes, so that a reset does not destroy the answer in the client's buffer.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const code: ProblemCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request_timeout'
        : 'bad_request';
  const requestId = newRequestId();
  const body = JSON.stringify(
    problem(
      code,
      code === 'headers_too_large'
        ? 'The request line and headers may hold at most 16 KB together.'
        : code === 'request_timeout'
          ? 'The request did not arrive in time.'
          : 'The request is not well-formed HTTP/1.1.',
      requestId,
    ),
  );
  const status = String(problem(code, '', requestId).status);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.removeAllListeners('data');
  socket.on('data', () => undefined);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
}
