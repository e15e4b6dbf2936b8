import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type KafkaBroker, kafkaUnavailable, startKafkaBroker } from '../../../test/support/kafka-broker.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { telemetryLogContract } from '../../../test/telemetry-log-contract.ts';
import { KafkaTelemetryLog } from './kafka-telemetry-log.ts';

// Against process.env.KAFKA_BROKERS when set (npm run test:adapters), else kcat's mock cluster.
const unavailable = kafkaUnavailable();
if (unavailable) console.warn(unavailable);

telemetryLogContract(
  'kafka',
  async () => {
    const broker: KafkaBroker = await startKafkaBroker();
    const db = await createTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'telemetry-kafka-'));
    const topic = `telemetry-${randomUUID().slice(0, 8)}`;
    return {
      db,
      open: async () =>
        new KafkaTelemetryLog(db.pool, {
          brokers: broker.brokers.split(','),
          topic,
          spillDir: join(dir, 'spill'),
          batchSize: 500,
          sessionTimeoutMs: 6_000,
        }),
      async cleanup() {
        await db.drop();
        await broker.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
  unavailable !== null,
);
