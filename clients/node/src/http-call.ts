import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';

export type CallOutcome =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly headers: IncomingMessage['headers'];
      readonly body: string;
    }
  | { readonly kind: 'timeout' | 'connect_timeout' | 'connection_error'; readonly message: string };

export interface CallLimits {
  /** The whole call: connecting, sending, the answer's headers and body. */
  readonly totalMs: number;
  /** Until the connection can carry the request (TCP, and TLS for https). */
  readonly connectMs: number;
}

const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

/**
 * One GET with the two deadlines of the client fallback rules. Never throws: every way it can
 * go wrong is an outcome. node:http rather than fetch, because fetch cannot bound the connect.
 */
export function httpGet(url: URL, headers: Record<string, string>, limits: CallLimits): Promise<CallOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: CallOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      resolve(outcome);
    };
    const secure = url.protocol === 'https:';
    const req = (secure ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...headers },
      agent: secure ? agents.https : agents.http,
    });
    const total = setTimeout(() => {
      finish({ kind: 'timeout', message: `no answer within ${limits.totalMs} ms` });
      req.destroy();
    }, limits.totalMs);
    const connect = setTimeout(() => {
      finish({ kind: 'connect_timeout', message: `not connected within ${limits.connectMs} ms` });
      req.destroy();
    }, limits.connectMs);
    req.on('socket', (socket: Socket) => {
      const ready = secure ? 'secureConnect' : 'connect';
      // A kept-alive socket is connected already.
      if (req.reusedSocket) clearTimeout(connect);
      else socket.once(ready, () => clearTimeout(connect));
    });
    req.on('error', (error) => finish({ kind: 'connection_error', message: error.message }));
    req.on('response', (res) => {
      clearTimeout(connect);
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (error) => finish({ kind: 'connection_error', message: error.message }));
      res.on('end', () =>
        finish({
          kind: 'answer',
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.end();
  });
}
