import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { replayProjectors } from '../../infra/projection-runtime/replay.ts';
import { SqlProjectionRunner } from '../../infra/projection-runtime/sql-projection-runner.ts';
import { COUNTER_TABLE_SQL, counterProjector } from '../support/counter-projector.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const incremented = (by: number, marker?: string) => ({
  id: randomUUID(),
  type: 'Incremented',
  data: { tenantId: 't1', by, ...(marker ? { marker } : {}) },
});

describe('SQL projection runtime', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const totals = async () =>
    (await db.pool.query('select stream_id, total::int, events from test_counter_totals order by stream_id'))
      .rows;

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 20 });
    store = new PostgresEventStore(db.pool, { idlePollMs: 10 });
    await db.pool.query(COUNTER_TABLE_SQL);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });
  beforeEach(async () => {
    await db.pool.query('truncate test_counter_totals, es_events, es_streams, projection_checkpoints');
  });

  it('applies each event exactly once across restarts (checkpoint in the same transaction)', async () => {
    for (let i = 0; i < 30; i++) await store.append(`counter-t1:${i % 3}`, [incremented(i)], 'any');
    for (let round = 0; round < 4; round++) {
      const runner = new SqlProjectionRunner(db.pool, store, [counterProjector()], { batchSize: 4 });
      await runner.start();
      await store.append('counter-t1:0', [incremented(100)], 'any');
      await new Promise((r) => setTimeout(r, round * 7));
      await runner.stop();
    }
    const runner = new SqlProjectionRunner(db.pool, store, [counterProjector()]);
    await runner.start();
    await runner.waitForCatchUp();
    await runner.stop();
    const expected = [0, 1, 2].map((k) => {
      const own = Array.from({ length: 30 }, (_, i) => i).filter((i) => i % 3 === k);
      const extra = k === 0 ? 4 : 0;
      return {
        stream_id: `counter-t1:${k}`,
        total: own.reduce((a, b) => a + b, 0) + extra * 100,
        events: own.length + extra,
      };
    });
    expect(await totals()).toEqual(expected);
  });

  it('stops a projector that throws, reports it, and does not skip the event', async () => {
    await store.append('counter-t1:a', [incremented(1), incremented(2, 'poison'), incremented(3)], 'any');
    const runner = new SqlProjectionRunner(db.pool, store, [counterProjector({ failOn: 'poison' })], {
      batchSize: 1,
    });
    await runner.start();
    await runner.waitForCatchUp();
    const [status] = runner.status();
    expect(status?.state).toBe('failed');
    expect(status?.error).toContain('poison');
    await runner.stop();
    expect(await totals()).toEqual([{ stream_id: 'counter-t1:a', total: 1, events: 1 }]);
    const stored = await db.pool.query('select status, error from projection_checkpoints');
    expect(stored.rows[0]).toMatchObject({ status: 'failed' });

    // Fixed code starts from the stored checkpoint: the failed event is applied, not skipped.
    const fixed = new SqlProjectionRunner(db.pool, store, [counterProjector()]);
    await fixed.start();
    await fixed.waitForCatchUp();
    await fixed.stop();
    expect(await totals()).toEqual([{ stream_id: 'counter-t1:a', total: 6, events: 3 }]);
  });

  it('moves past events it does not handle without a transaction, and starts again when a replay moved its checkpoint', async () => {
    const other = (n: number) => ({ id: randomUUID(), type: 'Other', data: { tenantId: 't1', n } });
    // Transactions are taken with a client of their own (`connect`): count them.
    let transactions = 0;
    const pool = new Proxy(db.pool, {
      get(target, key, receiver) {
        if (key === 'connect')
          return () => {
            transactions++;
            return target.connect();
          };
        const value = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = new SqlProjectionRunner(pool, store, [counterProjector()], { batchSize: 2 });
    await runner.start();
    await store.append('counter-t1:a', [incremented(5)], 'any');
    await runner.waitForCatchUp();
    const applied = transactions;
    for (let i = 0; i < 6; i++) await store.append('other-t1:x', [other(i)], 'any');
    await runner.waitForCatchUp();
    expect(transactions).toBe(applied);
    const head = await store.headPosition();
    const stored = async () =>
      (await db.pool.query('select commit_position, prepare_position, status from projection_checkpoints'))
        .rows[0];
    // The stored checkpoint is past the events it skipped, not only the last one it applied.
    expect(await stored()).toEqual({
      commit_position: String(head.commit),
      prepare_position: String(head.prepare),
      status: 'running',
    });
    // A replay resets the checkpoint and the table under the running projector: its next move,
    // over events it does not handle, finds the checkpoint elsewhere and it starts again from there.
    await db.pool.query('truncate test_counter_totals');
    await db.pool.query(`update projection_checkpoints set commit_position = -1, prepare_position = -1`);
    await store.append('other-t1:x', [other(7)], 'any');
    await store.append('counter-t1:a', [incremented(2)], 'any');
    await runner.waitForCatchUp();
    await runner.stop();
    expect(await totals()).toEqual([{ stream_id: 'counter-t1:a', total: 7, events: 2 }]);
  });

  it('replay rebuilds the same tables as the live run', async () => {
    const runner = new SqlProjectionRunner(db.pool, store, [counterProjector()], { batchSize: 3 });
    await runner.start();
    for (let i = 0; i < 40; i++) await store.append(`counter-t1:${i % 5}`, [incremented(i * 3)], 'any');
    await runner.waitForCatchUp();
    await runner.stop();
    const live = await totals();
    await replayProjectors(db.pool, store, [counterProjector()]);
    expect(await totals()).toEqual(live);
    expect(live).toHaveLength(5);
  });

  it('after a SIGKILL in the middle of a batch, the read model matches a full replay', async () => {
    for (let i = 0; i < 200; i++) await store.append(`counter-t1:${i % 7}`, [incremented(i + 1)], 'any');
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/support/projector-child.ts'],
      {
        env: { ...process.env, DATABASE_URL: db.url, DELAY_MS: '8' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Kill it once it has committed some batches but not all: it is then inside a batch.
    await new Promise<void>((resolve, reject) => {
      child.on('exit', () => reject(new Error('child exited early')));
      child.stdout?.on('data', async () => {
        const { rows } = await db.pool.query<{ events: string }>(
          'select coalesce(sum(events), 0) as events from test_counter_totals',
        );
        if (Number(rows[0]?.events) >= 60) resolve();
      });
    });
    child.removeAllListeners('exit');
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGKILL');
    await exited;
    const partial = await db.pool.query<{ events: string }>(
      'select sum(events) as events from test_counter_totals',
    );
    expect(Number(partial.rows[0]?.events)).toBeLessThan(200);

    const restarted = new SqlProjectionRunner(db.pool, store, [counterProjector()]);
    await restarted.start();
    await restarted.waitForCatchUp();
    await restarted.stop();
    const afterRestart = await totals();
    await replayProjectors(db.pool, store, [counterProjector()]);
    expect(await totals()).toEqual(afterRestart);
    expect(afterRestart.reduce((n, r) => n + Number(r.events), 0)).toBe(200);
  });
});
