// A process that runs one telemetry consumer on the Kafka log until it is killed: each batch
// writes its record ids to TABLE (no deduplication, so a record applied twice shows twice).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPool } from '../../infra/postgres/pool.ts';
import { KafkaTelemetryLog } from '../../infra/telemetry/kafka/kafka-telemetry-log.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const pool = createPool(env('DATABASE_URL'), 4);
const table = env('TABLE');
const delayMs = Number(process.env.DELAY_MS ?? 0);
const log = new KafkaTelemetryLog(pool, {
  brokers: env('BROKERS').split(','),
  topic: env('TOPIC'),
  spillDir: join(tmpdir(), `telemetry-child-${process.pid}`),
  batchSize: 50,
  sessionTimeoutMs: 6_000,
});
log.consume({
  name: env('CONSUMER'),
  async apply(records, sql) {
    await sql.query(`insert into ${table} (id) select unnest($1::text[])`, [records.map((r) => r.id)]);
    process.stdout.write(`applied ${records.length}\n`);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
  },
});
process.stdout.write('ready\n');
