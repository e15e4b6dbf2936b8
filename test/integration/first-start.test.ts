import { access, chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServiceProcess, startServiceProcess } from '../support/service-process.ts';

/** `npm start` on a fresh clone: the data folder does not exist yet. */
describe('first start: the service on a data folder that does not exist', () => {
  let root = '';
  let service: ServiceProcess | undefined;

  let grouped: ServiceProcess | undefined;

  afterAll(async () => {
    await service?.kill();
    await grouped?.kill();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('makes the folder, takes it, answers health, and leaves it unlocked when stopped', async () => {
    root = await mkdtemp(join(tmpdir(), 'store-search-first-start-'));
    // As root the embedded PostgreSQL runs as `postgres`, which must pass through the parent.
    await chmod(root, 0o755);
    const dataDir = join(root, 'fresh', '.data');
    await expect(access(dataDir)).rejects.toThrow(/ENOENT/);

    // No DATABASE_URL: the embedded server in DATA_DIR, as `npm start` runs it.
    service = await startServiceProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const health = await fetch(`${service.base}/v1/health`);
    expect(health.status).toBe(200);
    expect((await readFile(join(dataDir, 'service.pid'), 'utf8')).trim()).toBe(String(service.child.pid));
    await access(join(dataDir, 'pg', 'PG_VERSION'));

    service.child.kill('SIGTERM');
    expect(await service.closed).toBe(0);
    await expect(access(join(dataDir, 'service.pid'))).rejects.toThrow(/ENOENT/);
  }, 120_000);

  it('with two workers, a Ctrl-C to the whole process group drains and stops everything, PostgreSQL last', async () => {
    const dataDir = join(root, 'ctrl-c', '.data');
    // A terminal's Ctrl-C signals every process of the foreground group: the primary, its
    // workers and, unless it runs in a session of its own, the embedded PostgreSQL.
    grouped = await startServiceProcess(
      { DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      { group: true },
    );
    const pid = grouped.child.pid ?? 0;
    process.kill(-pid, 'SIGINT');
    expect(await grouped.closed).toBe(0);
    expect(grouped.output()).toMatch(/"msg":"stopped"/);
    await expect(access(join(dataDir, 'service.pid'))).rejects.toThrow(/ENOENT/);
    // PostgreSQL removes postmaster.pid when it has shut down cleanly.
    await expect(access(join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow(/ENOENT/);
  }, 180_000);

  it('goes on serving when whoever read its log goes away, and still stops cleanly', async () => {
    const own = await mkdtemp(join(tmpdir(), 'store-search-log-gone-'));
    await chmod(own, 0o755);
    const gone = await startServiceProcess({
      DATA_DIR: join(own, '.data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    });
    try {
      gone.child.stdout?.destroy();
      // Each request is logged at info: the writes after the reader left fail with EPIPE.
      for (let i = 0; i < 20; i++) expect((await fetch(`${gone.base}/v1/health`)).status).toBe(200);
      gone.child.kill('SIGTERM');
      expect(await gone.closed).toBe(0);
    } finally {
      await gone.kill();
      await rm(own, { recursive: true, force: true });
    }
  }, 120_000);
  it.each([
    ['one process', '1'],
    ['two api workers', '2'],
  ])(
    'with %s, stops at once although a client opened a connection and sent nothing on it',
    async (_, workers) => {
      const own = await mkdtemp(join(tmpdir(), 'store-search-preconnect-'));
      await chmod(own, 0o755);
      const svc = await startServiceProcess({
        DATA_DIR: join(own, '.data'),
        DATABASE_URL: '',
        WEB_CONCURRENCY: workers,
        LOG_LEVEL: 'info',
      });
      try {
        const { port } = new URL(svc.base);
        // A browser's preconnect: a connection opened ahead of need, no request on it yet.
        const idle = connect(Number(port), '127.0.0.1');
        idle.on('error', () => undefined);
        await new Promise<void>((resolve) => idle.once('connect', () => resolve()));
        const ended = new Promise<void>((resolve) => idle.once('close', () => resolve()));
        expect((await fetch(`${svc.base}/v1/health`)).status).toBe(200);
        const signalled = Date.now();
        svc.child.kill('SIGTERM');
        expect(await svc.closed).toBe(0);
        // Node would otherwise hold the stop until the silent connection's headers time out (60 s);
        // and a worker still starting when the stop came (the health check needs only one) would
        // miss it and be killed by the primary 15 s later.
        expect(Date.now() - signalled, svc.output()).toBeLessThan(12_000);
        await ended;
        expect(svc.output()).toMatch(/"msg":"stopped"/);
      } finally {
        await svc.kill();
        await rm(own, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
