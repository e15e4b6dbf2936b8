import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/** One request the receiver got. */
export interface Received {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The raw body, exactly as it arrived. */
  readonly body: string;
  /** The status it was answered (null: never answered, the sender gave up). */
  status: number | null;
  readonly at: number;
  /** When it was answered or its connection closed (null: still open). */
  endedAt: number | null;
}

/** How to answer a request: a status (and headers), after an optional delay or promise; `hang` never answers. */
export type Answer =
  | {
      readonly status: number;
      readonly headers?: Record<string, string>;
      readonly delayMs?: number;
      readonly after?: Promise<unknown>;
    }
  | { readonly hang: true };

export interface WebhookReceiver {
  /** `https://127.0.0.1:<port><path>` */
  url(path: string): string;
  /** The certificate (PEM) to trust, besides the system's. */
  readonly ca: string;
  readonly received: Received[];
  /** Requests to one path, oldest first. */
  at(path: string): Received[];
  /** The most requests to `path` that were open at one time. */
  maxOpen(path: string): number;
  /** Sets how requests are answered (default 204). */
  answer(script: (request: Received, index: number) => Answer): void;
  /** Resolves once `count` requests to `path` (or to any path) have arrived. */
  waitFor(count: number, path?: string, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

let certificate: Promise<{ cert: string; key: string }> | null = null;

/** One certificate per test process for 127.0.0.1 and localhost (made once: key generation is slow). */
function testCertificate(): Promise<{ cert: string; key: string }> {
  certificate ??= selfsigned
    .generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [
        {
          name: 'subjectAltName',
          altNames: [
            { type: 7, ip: '127.0.0.1' },
            { type: 2, value: 'localhost' },
          ],
        },
      ],
    })
    .then((pems) => ({ cert: pems.cert, key: pems.private }));
  return certificate;
}

/** A receiver of webhooks over HTTPS on loopback, scripted per request, recording what arrives. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const { cert, key } = await testCertificate();
  const received: Received[] = [];
  let script: (request: Received, index: number) => Answer = () => ({ status: 204 });
  const waiters = new Set<() => void>();
  const server: Server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const entry: Received = {
        path: req.url ?? '/',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: null,
        at: Date.now(),
        endedAt: null,
      };
      res.on('close', () => {
        entry.endedAt ??= Date.now();
      });
      const index = received.filter((r) => r.path === entry.path).length;
      received.push(entry);
      for (const wake of [...waiters]) wake();
      const answer = script(entry, index);
      if ('hang' in answer) return;
      const reply = () => {
        if (res.destroyed) return;
        entry.status = answer.status;
        res.writeHead(answer.status, answer.headers).end();
      };
      if (answer.after) void answer.after.then(reply);
      else if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const at = (path: string) => received.filter((r) => r.path === path);
  return {
    url: (path) => `https://127.0.0.1:${port}${path}`,
    ca: cert,
    received,
    at,
    maxOpen(path) {
      const edges = at(path).flatMap((r) => [
        [r.at, 1],
        [r.endedAt ?? Number.POSITIVE_INFINITY, -1],
      ]);
      edges.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
      let open = 0;
      let most = 0;
      for (const [, step] of edges) {
        open += step ?? 0;
        most = Math.max(most, open);
      }
      return most;
    },
    answer(next) {
      script = next;
    },
    waitFor(count, path, timeoutMs = 20_000) {
      const seen = () => (path === undefined ? received : at(path));
      return new Promise((resolve, reject) => {
        const check = () => {
          if (seen().length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(seen());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`receiver: ${seen().length} of ${count} requests to ${path ?? 'any path'} arrived`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
