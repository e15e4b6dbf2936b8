import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SqlWebhookOutbox } from './sql-webhook-outbox.ts';

/** A pooled connection as pg hands it out: events, queries, and a release that refuses a second call. */
class PooledConnection extends EventEmitter {
  releases = 0;
  async query(): Promise<{ rows: never[] }> {
    return { rows: [] };
  }
  release(): void {
    this.releases++;
    if (this.releases > 1)
      throw new Error('Release called on client which has already been released to the pool.');
  }
}

describe('SqlWebhookOutbox listener', () => {
  it('gives its connection back once, though the connection reports an error after the outbox closed', async () => {
    const connection = new PooledConnection();
    const pool = { connect: async () => connection } as unknown as pg.Pool;
    const outbox = new SqlWebhookOutbox(pool);
    const waited = outbox.waitForWork(10);
    await outbox.close();
    await waited;
    expect(connection.releases).toBe(1);
    // The server going down sends an error on the connection given back at close.
    expect(() => connection.emit('error', new Error('terminating connection'))).not.toThrow();
    expect(connection.releases).toBe(1);
  });

  it('gives a broken connection back once and listens again on the next wait', async () => {
    const connections = [new PooledConnection(), new PooledConnection()];
    let next = 0;
    const pool = { connect: async () => connections[next++] } as unknown as pg.Pool;
    const outbox = new SqlWebhookOutbox(pool);
    await outbox.waitForWork(5);
    const first = connections[0] as PooledConnection;
    first.emit('error', new Error('connection reset'));
    first.emit('error', new Error('connection reset, again'));
    expect(first.releases).toBe(1);
    await outbox.waitForWork(5);
    await outbox.close();
    expect(next).toBe(2);
    expect((connections[1] as PooledConnection).releases).toBe(1);
  });
});
