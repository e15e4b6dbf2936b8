import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { telemetryLogContract } from '../../../test/telemetry-log-contract.ts';
import { PostgresTelemetryLog } from './postgres-telemetry-log.ts';

telemetryLogContract('postgres', async () => {
  const db = await createTestDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'telemetry-pg-'));
  return {
    db,
    open: async () => new PostgresTelemetryLog(db.pool, { spillDir: join(dir, 'spill'), batchSize: 500 }),
    async cleanup() {
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
