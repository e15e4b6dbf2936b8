// npm run bench:eventstore — the PostgreSQL event store with the service's default durability (fsync on).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { startEmbeddedPostgres } from '../../infra/postgres/embedded.ts';
import { migrate } from '../../infra/postgres/migrate.ts';
import { createPool } from '../../infra/postgres/pool.ts';
import { percentile } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const event = (i: number) => ({
  id: randomUUID(),
  type: 'BenchEvent',
  data: { tenantId: 'bench', i, at: Date.now() },
});

async function forSeconds(
  seconds: number,
  writers: number,
  work: (writer: number) => Promise<number>,
): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (Date.now() < deadline) {
        // Not `count += await …`: that reads count before the await and loses other writers' counts.
        const done = await work(w);
        count += done;
      }
    }),
  );
  return count / seconds;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-es-'));
  const server = await startEmbeddedPostgres({ dataDir, durable: true });
  const pool = createPool(server.url, 20);
  try {
    await migrate(pool);
    const store = new PostgresEventStore(pool, { idlePollMs: 50 });
    const { rows } = await pool.query<{ fsync: string }>('show fsync');
    console.log(`fsync=${rows[0]?.fsync}, ${SECONDS}s per measurement`);

    let n = 0;
    // Throughput first, so the delivery delay below is measured on a database that has taken the
    // heavy load (a large es_events, plans and caches warmed on it), not on a fresh one.
    const singleAppendsPerSecond = await forSeconds(SECONDS, 8, async (w) => {
      await store.append(`bench-single:${w}-${n++ % 64}`, [event(n)], 'any');
      return 1;
    });
    console.log(`single-event appends, 8 writers: ${Math.round(singleAppendsPerSecond)}/s`);

    const batchEventsPerSecond = await forSeconds(SECONDS, 4, async (w) => {
      const batch = Array.from({ length: 100 }, (_, i) => event(i));
      await store.append(`bench-batch:${w}-${n++}`, batch, 'any');
      return 100;
    });
    console.log(`100-event batches, 4 writers: ${Math.round(batchEventsPerSecond)} events/s`);

    // Delivery delay: from just before an append is sent to the moment the subscriber holds the event.
    const delays: number[] = [];
    const sentAt = new Map<string, number>();
    const head = await store.headPosition();
    const subscription = store.subscribeToAll(
      async (events) => {
        const now = performance.now();
        for (const e of events) {
          const t = sentAt.get(e.id);
          if (t !== undefined) delays.push(now - t);
        }
      },
      { after: head },
    );
    const deliveryRate = await forSeconds(SECONDS, 8, async (w) => {
      const e = event(0);
      sentAt.set(e.id, performance.now());
      await store.append(`bench-delivery:${w}`, [e], 'any');
      await new Promise((r) => setTimeout(r, 4));
      return 1;
    });
    await new Promise((r) => setTimeout(r, 500));
    await subscription.stop();
    const p50 = percentile(delays, 50);
    const p99 = percentile(delays, 99);
    console.log(
      `append-to-delivery delay at ${Math.round(deliveryRate)} appends/s, after the load above: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${delays.length} of ${sentAt.size} events)`,
    );

    console.log(
      JSON.stringify({
        fsync: rows[0]?.fsync,
        single_appends_per_s: Math.round(singleAppendsPerSecond),
        batch_events_per_s: Math.round(batchEventsPerSecond),
        delivery_p50_ms: Number(p50.toFixed(2)),
        delivery_p99_ms: Number(p99.toFixed(2)),
        delivered: delays.length,
        sent: sentAt.size,
        // Other work on the machine skews every figure: the 1-minute load average at the end.
        load_1m: Number(loadavg()[0]?.toFixed(2)),
      }),
    );
  } finally {
    await pool.end();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
