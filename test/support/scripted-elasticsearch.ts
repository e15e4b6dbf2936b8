import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the scripted server received it (JSON bodies parsed, NDJSON as a list). */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
}

export interface ScriptedAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

/**
 * A local HTTP server that answers Elasticsearch client calls from a script and records them,
 * to test what the adapter sends and how it reads answers. It is not an Elasticsearch: it knows
 * no query semantics (the contract suite needs a real server, `ELASTICSEARCH_URL`).
 */
export class ScriptedElasticsearch {
  readonly received: ReceivedRequest[] = [];
  private server: Server | undefined;

  constructor(private readonly answer: (request: ReceivedRequest) => ScriptedAnswer | undefined) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const text = Buffer.concat(chunks).toString('utf8');
        const lines = text.split('\n').filter((l) => l.trim() !== '');
        const ndjson = (req.headers['content-type'] ?? '').includes('ndjson');
        const body = text === '' ? undefined : ndjson ? lines.map((l) => JSON.parse(l)) : JSON.parse(text);
        const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
        this.received.push(request);
        const answer = this.answer(request) ?? {
          status: 404,
          body: { error: { type: 'not_scripted' }, status: 404 },
        };
        const status = answer.status ?? 200;
        res.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify(answer.body ?? {}));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Received requests as `METHOD /path`. */
  calls(): string[] {
    return this.received.map((r) => `${r.method} ${r.path}`);
  }
}
