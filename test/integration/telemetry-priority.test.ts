import { getPriority } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_APPLICATION, BACKGROUND_NICENESS } from '../../infra/postgres/background-pool.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * The service as `npm start` runs it, on a PostgreSQL of this machine: the connections that apply
 * the telemetry log to the reports and the ranking signals have backends at a lower CPU priority
 * than those answering requests.
 */
describe('npm start: applying the telemetry log yields the CPU to requests', () => {
  let db: TestDatabase;
  let service: ServiceProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    service = await startServiceProcess({ DATABASE_URL: db.url, WEB_CONCURRENCY: '2' });
  }, 180_000);
  afterAll(async () => {
    await service?.kill('SIGTERM');
    await db?.drop();
  });

  it('runs the consumers on backends of lower priority, and the other backends as before', async () => {
    const backends = async (background: boolean) =>
      (
        await db.pool.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and (application_name = $1) = $2`,
          [BACKGROUND_APPLICATION, background],
        )
      ).rows.map((r) => r.pid);
    // Both consumers (analytics and signals) poll the log from the start.
    await expect
      .poll(async () => (await backends(true)).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => (await backends(true)).map((pid) => getPriority(pid)), { timeout: 10_000 })
      .toEqual((await backends(true)).map(() => BACKGROUND_NICENESS));
    const foreground = await backends(false);
    expect(foreground.length).toBeGreaterThan(0);
    for (const pid of foreground) expect(getPriority(pid), String(pid)).toBe(0);
  }, 60_000);
});
