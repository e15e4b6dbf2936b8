import {
  type ReceivedRequest,
  type ScriptedAnswer,
  ScriptedElasticsearch,
} from './scripted-elasticsearch.ts';

/**
 * A local HTTP server speaking the few Elasticsearch calls the service makes when it starts,
 * checks its health and indexes a catalog: ping, the index template, a store's index behind
 * its alias, and bulk writes (every item accepted). It holds no documents and answers no
 * searches: it proves which engine the service talks to, not how Elasticsearch ranks.
 */
export class ElasticsearchStub {
  /** Answer pings with 200 (up) or 503 (down). */
  up = true;
  private readonly server = new ScriptedElasticsearch((r) => this.answer(r));
  private readonly aliases = new Set<string>();

  start(): Promise<string> {
    return this.server.start();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get received(): readonly ReceivedRequest[] {
    return this.server.received;
  }

  /** Ids of the documents sent in bulk writes, in order. */
  bulkIds(): string[] {
    return this.received
      .filter((r) => r.method === 'POST' && r.path === '/_bulk' && Array.isArray(r.body))
      .flatMap((r) => (r.body as { index?: { _id?: string } }[]).flatMap((line) => line.index?._id ?? []));
  }

  private answer(r: ReceivedRequest): ScriptedAnswer | undefined {
    const acknowledged = { body: { acknowledged: true } };
    if (r.method === 'HEAD' && r.path === '/') return { status: this.up ? 200 : 503 };
    if (r.method === 'PUT' && r.path.startsWith('/_index_template/')) return acknowledged;
    const alias = /^\/_alias\/([^/]+)$/.exec(r.path)?.[1];
    if (r.method === 'HEAD' && alias) return { status: this.aliases.has(alias) ? 200 : 404 };
    if (r.method === 'GET' && r.path.startsWith('/_resolve/index/'))
      return { body: { indices: [], aliases: [], data_streams: [] } };
    const created = /^\/([^/_][^/]*)_v(\d+)$/.exec(r.path);
    if (r.method === 'PUT' && created?.[1]) {
      this.aliases.add(created[1]);
      return acknowledged;
    }
    if (r.method === 'POST' && r.path === '/_bulk' && Array.isArray(r.body)) {
      const items = (r.body as Record<string, { _index?: string; _id?: string } | undefined>[])
        .flatMap((line) => (line.index ? [line.index] : []))
        .map((action) => ({ index: { _index: action._index, _id: action._id, status: 201 } }));
      return { body: { errors: false, took: 1, items } };
    }
    return undefined;
  }
}
