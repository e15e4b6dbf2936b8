import { Agent, request } from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface PinnedClient {
  /** The process that answers on this client's one connection (`worker-<n>`). */
  readonly instance: string;
  send(method: string, path: string, headers?: Record<string, string>, body?: unknown): Promise<HttpAnswer>;
  close(): void;
}

const call = (
  base: string,
  agent: Agent | false,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
  localAddress?: string,
): Promise<HttpAnswer> =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${path}`,
      {
        method,
        agent,
        ...(localAddress ? { localAddress } : {}),
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** One request on a connection of its own (the cluster hands each new connection to the next worker). */
export const sendOnNewConnection = (
  base: string,
  method: string,
  path: string,
  headers?: Record<string, string>,
  body?: unknown,
  /** The client address to connect from (any of 127.0.0.0/8 on loopback): a client of its own. */
  localAddress?: string,
): Promise<HttpAnswer> => call(base, false, method, path, headers, body, localAddress);

/**
 * Keep-alive clients of one connection each, opened until `instances` different processes
 * answer: each client then always reaches the same worker. The service answers as soon as its
 * first worker listens; the others may still be loading their index (for up to `waitMs`).
 */
export async function clientsPerWorker(
  base: string,
  instances: number,
  waitMs = 120_000,
): Promise<PinnedClient[]> {
  const found = new Map<string, PinnedClient>();
  let tries = 0;
  const deadline = Date.now() + waitMs;
  while (found.size < instances && Date.now() < deadline) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const health = await call(base, agent, 'GET', '/v1/health').catch(() => null);
    const instance = health ? String(health.json().instance) : '';
    if (!health || found.has(instance)) {
      agent.destroy();
      // Connections go to the listening workers in turn: a pause after each full round.
      if (++tries % instances === 0) await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    found.set(instance, {
      instance,
      send: (method, path, headers, body) => call(base, agent, method, path, headers, body),
      close: () => agent.destroy(),
    });
  }
  if (found.size < instances) {
    for (const client of found.values()) client.close();
    throw new Error(`only ${found.size} of ${instances} workers answered`);
  }
  return [...found.values()];
}
