// A process that runs the counter projector against DATABASE_URL until it is killed.
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store.ts';
import { createPool } from '../../infra/postgres/pool.ts';
import { SqlProjectionRunner } from '../../infra/projection-runtime/sql-projection-runner.ts';
import { counterProjector } from './counter-projector.ts';

const pool = createPool(process.env.DATABASE_URL ?? '');
const store = new PostgresEventStore(pool);
const runner = new SqlProjectionRunner(
  pool,
  store,
  [counterProjector({ delayMs: Number(process.env.DELAY_MS ?? 0) })],
  {
    batchSize: 50,
  },
);
await runner.start();
process.stdout.write('ready\n');
setInterval(() => {
  const [status] = runner.status();
  process.stdout.write(`${status?.position?.prepare ?? -1}\n`);
}, 20);
