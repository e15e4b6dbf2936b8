import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryRecord } from '../../../domain/telemetry/telemetry-record.ts';
import { type KafkaBroker, kafkaUnavailable, startKafkaBroker } from '../../../test/support/kafka-broker.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { freePort } from '../../postgres/embedded.ts';
import { KafkaTelemetryLog } from './kafka-telemetry-log.ts';

// Against process.env.KAFKA_BROKERS when set (npm run test:adapters), else kcat's mock cluster.
const unavailable = kafkaUnavailable();
if (unavailable) console.warn(unavailable);

const view = (tenantId: string, i: number): TelemetryRecord => ({
  kind: 'view',
  id: randomUUID(),
  tenantId,
  at: new Date().toISOString(),
  session: `s${i % 7}`,
  productIds: [`p${i}`],
  searchId: null,
  revenue: null,
  currency: null,
  device: 'unknown',
});

describe.skipIf(unavailable !== null)('Kafka telemetry log: broker down, consumer killed', () => {
  let broker: KafkaBroker;
  let db: TestDatabase;
  let dir: string;
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  beforeAll(async () => {
    broker = await startKafkaBroker();
    db = await createTestDatabase();
    dir = await mkdtemp(join(tmpdir(), 'telemetry-kafka-faults-'));
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null && child.pid)
        process.kill(child.pid, 'SIGKILL');
    for (const server of servers) server.close();
    await db?.drop();
    await broker?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const table = async () => {
    const t = `seen_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await db.pool.query(`create table ${t} (id text not null)`);
    return t;
  };
  const counts = async (t: string) => {
    const { rows } = await db.pool.query<{ id: string; n: number }>(
      `select id, count(*)::int as n from ${t} group by id`,
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  };

  it('with no broker, append answers at once, spills past its buffer and loses nothing once Kafka is back', async () => {
    const spillDir = join(dir, 'spill-down');
    const topic = `telemetry-${randomUUID().slice(0, 8)}`;
    const nobody = await freePort();
    const down = new KafkaTelemetryLog(db.pool, {
      brokers: [`127.0.0.1:${nobody}`],
      topic,
      spillDir,
      capacity: 100,
    });
    const tenantId = `t-${randomUUID().slice(0, 8)}`;
    const records = Array.from({ length: 1_000 }, (_, i) => view(tenantId, i));
    const started = performance.now();
    for (let i = 0; i < records.length; i += 10) down.append(records.slice(i, i + 10));
    const took = performance.now() - started;
    // Not a timing claim: append returned without a broker, and what did not fit went to disk.
    expect(took).toBeLessThan(5_000);
    expect(down.status().spilled).toBeGreaterThanOrEqual(900);
    expect(down.status().written).toBe(0);
    await down.close();
    expect((await readdir(spillDir)).length).toBeGreaterThan(0);

    // The next start, still without a broker: its consumer keeps trying. Then the broker's
    // address answers (a proxy to the broker on the same port): the spill files are written,
    // then deleted, and the consumer gets them.
    const up = new KafkaTelemetryLog(db.pool, {
      brokers: [`127.0.0.1:${nobody}`],
      topic,
      spillDir,
      sessionTimeoutMs: 6_000,
    });
    const t = await table();
    const sub = up.consume({
      name: `down-${randomUUID().slice(0, 8)}`,
      async apply(batch, sql) {
        await sql.query(`insert into ${t} (id) select unnest($1::text[])`, [batch.map((r) => r.id)]);
      },
    });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(up.status().written).toBe(0);
    const [host = '', port = ''] = (broker.brokers.split(',')[0] ?? '').split(':');
    const forward = createServer((socket) => {
      const upstream = connect(Number(port), host);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    servers.push(forward);
    await new Promise<void>((resolve) => forward.listen(nobody, '127.0.0.1', resolve));
    await sub.caughtUp(60_000);
    expect(up.status()).toMatchObject({ buffered: 0, spillBacklog: 0 });
    expect(await readdir(spillDir)).toEqual([]);
    await sub.stop();
    await up.close();
    const seen = await counts(t);
    expect(records.filter((r) => !seen.has(r.id))).toHaveLength(0);
  }, 120_000);

  it('a consumer killed mid-stream (SIGKILL) and started again applies every record exactly once', async () => {
    const topic = `telemetry-${randomUUID().slice(0, 8)}`;
    const t = await table();
    const consumerName = `killed-${randomUUID().slice(0, 8)}`;
    const start = (delayMs: number) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/telemetry-consumer-child.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          BROKERS: broker.brokers,
          TOPIC: topic,
          TABLE: t,
          CONSUMER: consumerName,
          DELAY_MS: String(delayMs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      let applied = 0;
      child.stdout?.on('data', (chunk: Buffer) => {
        for (const m of chunk.toString('utf8').matchAll(/applied (\d+)/g)) applied += Number(m[1]);
      });
      return { child, applied: () => applied };
    };

    const writer = new KafkaTelemetryLog(db.pool, {
      brokers: broker.brokers.split(','),
      topic,
      spillDir: join(dir, 'spill-writer'),
    });
    const tenants = ['a', 'b', 'c', 'd', 'e'].map((x) => `t-${x}-${randomUUID().slice(0, 6)}`);
    const records = Array.from({ length: 4_000 }, (_, i) => view(tenants[i % tenants.length] ?? 'x', i));
    writer.append(records.slice(0, 2_000));
    await writer.flush();

    const first = start(30);
    const deadline = Date.now() + 60_000;
    while (first.applied() < 300 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(first.applied()).toBeGreaterThanOrEqual(300);
    // Killed between batches or inside one: a batch that did not commit left no row and no offset.
    await new Promise<void>((resolve) => {
      first.child.once('exit', () => resolve());
      if (first.child.pid) process.kill(first.child.pid, 'SIGKILL');
    });
    const appliedBefore = (await counts(t)).size;
    expect(appliedBefore).toBeLessThan(2_000);

    writer.append(records.slice(2_000));
    await writer.flush();
    const second = start(0);
    // The checkpoint the consumer keeps in PostgreSQL reaches the end of every partition.
    const lagDeadline = Date.now() + 90_000;
    let behind = Number.POSITIVE_INFINITY;
    while (Date.now() < lagDeadline) {
      behind = await writer.lagOf(consumerName);
      if (behind === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(behind).toBe(0);
    await new Promise<void>((resolve) => {
      second.child.once('exit', () => resolve());
      if (second.child.pid) process.kill(second.child.pid, 'SIGKILL');
    });
    await writer.close();

    const seen = await counts(t);
    const times = records.map((r) => seen.get(r.id) ?? 0);
    expect(times.filter((n) => n === 0)).toHaveLength(0);
    expect(times.filter((n) => n > 1)).toHaveLength(0);
    expect(second.applied()).toBe(4_000 - appliedBefore);
  }, 180_000);
});
