import type { EventStore } from '../../domain/event-store/event-store.ts';
import type { SqlProjector } from '../../projections/projector.ts';
import type { Pool } from '../postgres/pool.ts';
import { resetCheckpoint } from './checkpoints.ts';
import { SqlProjectionRunner } from './sql-projection-runner.ts';

/**
 * Rebuilds read models from the full history: empties each projector's tables and resets its
 * checkpoint in one transaction, then runs the projectors until they reach the log's head.
 */
export async function replayProjectors(
  pool: Pool,
  store: EventStore,
  projectors: readonly SqlProjector[],
): Promise<{ name: string; ms: number }[]> {
  const timings: { name: string; ms: number }[] = [];
  for (const projector of projectors) {
    const started = Date.now();
    const client = await pool.connect();
    try {
      await client.query('begin');
      await resetCheckpoint(client, projector.name);
      if (projector.tables.length > 0) await client.query(`truncate ${projector.tables.join(', ')}`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    const runner = new SqlProjectionRunner(pool, store, [projector], { batchSize: 1000 });
    await runner.start();
    try {
      await runner.waitForCatchUp(undefined, 60 * 60_000);
      const [status] = runner.status();
      if (status?.state === 'failed') throw new Error(`replay of ${projector.name} failed: ${status.error}`);
    } finally {
      await runner.stop();
    }
    timings.push({ name: projector.name, ms: Date.now() - started });
  }
  return timings;
}
