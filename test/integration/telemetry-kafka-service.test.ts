import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedStore, createStore } from '../../commands/tenancy/create-store.ts';
import { loadConfig } from '../../infra/config.ts';
import { keyGenerator } from '../../infra/crypto/key-generator.ts';
import { type Runtime, startRuntime } from '../../infra/runtime.ts';
import { type KafkaBroker, kafkaUnavailable, startKafkaBroker } from '../support/kafka-broker.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const unavailable = kafkaUnavailable();
if (unavailable) console.warn(unavailable);

/** `npm start` (infra/main.ts) with KAFKA_BROKERS: a search's log record reaches the stats through Kafka. */
describe.skipIf(unavailable !== null)('the service with KAFKA_BROKERS set', () => {
  let broker: KafkaBroker;
  let db: TestDatabase;
  let tool: Runtime;
  let store: CreatedStore;
  let service: ServiceProcess;
  let dir: string;
  const topic = `telemetry-${randomUUID().slice(0, 8)}`;
  const secretsKey = randomBytes(32).toString('base64');

  beforeAll(async () => {
    broker = await startKafkaBroker();
    dir = await mkdtemp(join(tmpdir(), 'telemetry-kafka-service-'));
    db = await createTestDatabase();
    const env = { DATABASE_URL: db.url, DATA_DIR: dir, SECRETS_KEY: secretsKey };
    tool = await startRuntime(loadConfig(env), { role: 'tool', startProjectors: false, runJobs: false });
    store = await createStore(
      {
        eventStore: tool.eventStore,
        newId: tool.newId,
        now: tool.now,
        settle: async () => undefined,
        keys: keyGenerator,
      },
      { name: 'Kafka telemetry', locales: ['en'], currency: 'SAR', planCode: 'pro' },
    );
    service = await startServiceProcess({ ...env, KAFKA_BROKERS: broker.brokers, KAFKA_TOPIC: topic });
  }, 120_000);
  afterAll(async () => {
    await service?.kill('SIGTERM');
    await tool?.stop();
    await db?.drop();
    await broker?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const call = async (path: string, key: string) => {
    for (let i = 0; ; i++) {
      const res = await fetch(`${service.base}${path}`, { headers: { authorization: `Bearer ${key}` } });
      // The store's keys reach a new process's read model a moment after it starts.
      if (res.status === 401 && i < 200) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      return res;
    }
  };

  it('sends the search log record through the topic into the zero_results report', async () => {
    const query = `kafkaprobe${randomUUID().slice(0, 6)}`;
    const search = await call(`/v1/search?q=${query}&session=s1&device=mobile`, store.publicKey);
    expect(search.status).toBe(200);

    let rows: { query: string; searches: number }[] = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const res = await call('/v1/stats/zero_results', store.secretKey);
      expect(res.status).toBe(200);
      rows = ((await res.json()) as { rows: typeof rows }).rows;
      if (rows.length > 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(rows).toEqual([expect.objectContaining({ query, searches: 1 })]);

    // It went through Kafka: the embedded log's table holds nothing, and the analytics
    // projection keeps its Kafka offsets in PostgreSQL.
    const table = await db.pool.query<{ n: number }>('select count(*)::int as n from telemetry_log');
    expect(table.rows[0]?.n).toBe(0);
    const checkpoints = await db.pool.query<{ name: string; position: { topic: string; offsets: object } }>(
      'select name, position from telemetry_checkpoints',
    );
    const kafka = checkpoints.rows.filter((r) => r.name.startsWith(`kafka:${topic}:`));
    expect(kafka.length).toBeGreaterThan(0);
    expect(kafka[0]?.position.topic).toBe(topic);
    expect(Object.keys(kafka[0]?.position.offsets ?? {}).length).toBeGreaterThan(0);
  }, 90_000);

  it('leaves out a record older than SHOPPER_LOG_RETENTION_DAYS, read from the topic, and takes a fresh one', async () => {
    const kafka = new Kafka({
      clientId: 'retention-probe',
      brokers: broker.brokers.split(','),
      logLevel: logLevel.NOTHING,
    });
    const producer = kafka.producer({
      createPartitioner: Partitioners.DefaultPartitioner,
      idempotent: false,
    });
    await producer.connect();
    const view = (id: string, at: Date) => ({
      id,
      kind: 'view',
      tenantId: store.tenantId,
      at: at.toISOString(),
      session: 'retention',
      productIds: ['p1'],
      searchId: null,
      revenue: null,
      currency: null,
      device: 'mobile',
    });
    const old = randomUUID();
    const fresh = randomUUID();
    try {
      await producer.send({
        topic,
        acks: -1,
        messages: [
          // 181 days old: past the default retention of 180 days (a topic may keep records longer).
          { key: store.tenantId, value: JSON.stringify(view(old, new Date(Date.now() - 181 * 86_400_000))) },
          { key: store.tenantId, value: JSON.stringify(view(fresh, new Date())) },
        ],
      });
    } finally {
      await producer.disconnect();
    }
    const taken = async (id: string) =>
      (
        await db.pool.query('select 1 from event_log where tenant_id = $1 and record_id = $2', [
          store.tenantId,
          id,
        ])
      ).rowCount;
    const deadline = Date.now() + 60_000;
    while ((await taken(fresh)) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await taken(fresh)).toBe(1);
    // Same store, same partition, sent first: read before the fresh one, and left out.
    expect(await taken(old)).toBe(0);
  }, 90_000);
});
