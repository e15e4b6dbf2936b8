import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { autogroupNiceOf, niceOf, parentOf } from '../../infra/postgres/background-priority.ts';
import { BACKGROUND_APPLICATION } from '../../infra/postgres/pool.ts';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';

interface Backend {
  readonly pid: number;
  readonly app: string;
}

/** The client backends of the service's embedded PostgreSQL, with their application names. */
async function backends(dataDir: string): Promise<{ own: Backend[]; background: Backend[] }> {
  const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
  const port = (await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3];
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  });
  await client.connect();
  try {
    for (let i = 0; ; i++) {
      const { rows } = await client.query<{ pid: number; app: string }>(
        `select pid, application_name as app from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      const background = rows.filter((r) => r.app === BACKGROUND_APPLICATION);
      // The shopper-signal projections poll the log from the start: their connections come soon.
      if (background.length > 0 || i === 200) {
        return { own: rows.filter((r) => r.app !== BACKGROUND_APPLICATION), background };
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await client.end();
  }
}

/**
 * The CPU priority of each backend once its connection has been lowered: a connection is lowered
 * right after it opens, before its first query of work (`lowerBackendPriority`), so a backend just
 * seen in `pg_stat_activity` may not be lowered yet. Read again until every one has the priority
 * `expected` or 5 s have passed; then the priorities as they are.
 */
async function settledNice(list: readonly Backend[], expected: number): Promise<(number | null)[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const nice = list.map((b) => niceOf(b.pid));
    if (nice.every((n) => n === expected) || Date.now() > deadline) return nice;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** `npm start`'s entry on its embedded PostgreSQL: the shopper-signal projections' backends run niced. */
describe.skipIf(parentOf(process.pid) === null)('background work at a lower CPU priority', () => {
  let root = '';
  let service: ServiceProcess | undefined;

  afterAll(async () => {
    await service?.kill('SIGTERM');
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('runs the projections of the search log at BACKGROUND_NICE, everything else as before', async () => {
    root = await mkdtemp(join(tmpdir(), 'store-search-background-'));
    // As root the embedded PostgreSQL runs as `postgres`, which must pass through the parent.
    await chmod(root, 0o755);
    const dataDir = join(root, '.data');

    service = await startServiceProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const first = await backends(dataDir);
    expect(first.background.length).toBeGreaterThan(0);
    expect(first.own.length).toBeGreaterThan(0);
    // The default, 10, on each of the projections' backends; the others keep the server's own.
    expect(await settledNice(first.background, 10)).toEqual(first.background.map(() => 10));
    expect(first.own.map((b) => niceOf(b.pid))).toEqual(first.own.map(() => 0));
    // Where the kernel shares the CPU between sessions first (autogroups), each backend is a
    // session of its own: its session's group is lowered with it, the others' left as they are.
    if (autogroupNiceOf(first.background[0]?.pid ?? 0) !== null) {
      expect(first.background.map((b) => autogroupNiceOf(b.pid))).toEqual(first.background.map(() => 10));
      expect(first.own.map((b) => autogroupNiceOf(b.pid))).toEqual(first.own.map(() => 0));
    }
    await service.kill('SIGTERM');

    service = await startServiceProcess({ DATA_DIR: dataDir, DATABASE_URL: '', BACKGROUND_NICE: '0' });
    const second = await backends(dataDir);
    expect(second.background.length).toBeGreaterThan(0);
    expect(await settledNice(second.background, 0)).toEqual(second.background.map(() => 0));
    if (autogroupNiceOf(second.background[0]?.pid ?? 0) !== null)
      expect(second.background.map((b) => autogroupNiceOf(b.pid))).toEqual(second.background.map(() => 0));
  }, 240_000);
});
