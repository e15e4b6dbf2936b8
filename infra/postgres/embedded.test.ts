import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

describe('embedded PostgreSQL', () => {
  // As root the server runs as `postgres`: a checkout cloned into a mode-700 temporary folder
  // (what `mktemp -d` makes) must still start, its folder opened for traversal only.
  it.runIf(userInfo().uid === 0)(
    'starts with its data under a folder only root may enter, which it opens for traversal only',
    async () => {
      const closed = await mkdtemp(join(tmpdir(), 'store-search-closed-'));
      expect((await stat(closed)).mode & 0o777).toBe(0o700);
      const server = await startEmbeddedPostgres({
        dataDir: join(closed, 'checkout', '.data'),
        durable: false,
      });
      try {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
        expect((await stat(closed)).mode & 0o777).toBe(0o701);
      } finally {
        await server.stop();
        await rm(closed, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
