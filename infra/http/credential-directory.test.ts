import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { CredentialDirectory } from './credential-directory.ts';

const CREATED = new Date('2026-11-01T00:00:00Z');

/** The tenants read model's two reads (key by hash, then its store), each answered when the test says. */
function heldPool() {
  const reads: { sql: string; answer: () => void }[] = [];
  let revoked: Date | null = null;
  const pool = {
    query(sql: string) {
      return new Promise((resolve) => {
        const key = {
          id: 'k1',
          tenant_id: 't1',
          kind: 'public',
          hint: 'abcd',
          label: null,
          scopes: ['search'],
          allowed_origins: [],
          allow_assistant: false,
          created_at: CREATED,
          revoked_at: revoked,
        };
        const tenant = {
          id: 't1',
          slug: 'shop',
          name: 'Shop',
          status: 'active',
          plan_code: 'starter',
          default_locale: 'ar',
          locales: ['ar'],
          currency: 'SAR',
          search_settings: {},
          trial_ends_at: null,
          created_at: CREATED,
          billing_status: null,
        };
        reads.push({ sql, answer: () => resolve({ rows: [sql.includes('api_keys') ? key : tenant] }) });
      });
    },
  } as unknown as Pool;
  /** Answers every read asked so far, and those they lead to. */
  const answerAll = async () => {
    for (let i = 0; i < 20; i++) {
      for (const r of reads.splice(0)) r.answer();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { pool, reads, answerAll, revoke: () => (revoked = CREATED) };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('CredentialDirectory', () => {
  it('reads a known key again in the background from half its time, answering the entry meanwhile', async () => {
    const db = heldPool();
    const keys = new CredentialDirectory(db.pool, { ttlMs: 1_000 });
    const first = keys.resolve('h', undefined, 0);
    await db.answerAll();
    expect((await first)?.key.revokedAt).toBeNull();

    db.revoke();
    let answered = false;
    const early = keys.resolve('h', undefined, 600).then((r) => {
      answered = true;
      return r;
    });
    await tick();
    expect(answered).toBe(true);
    expect((await early)?.key.revokedAt).toBeNull();
    expect(db.reads).toHaveLength(1);
    // One read at a time.
    await keys.resolve('h', undefined, 700);
    expect(db.reads).toHaveLength(1);
    await db.answerAll();
    expect((await keys.resolve('h', undefined, 800))?.key.revokedAt).not.toBeNull();
  });

  it('past its time answers nothing it holds: the key is read again and waited for', async () => {
    const db = heldPool();
    const keys = new CredentialDirectory(db.pool, { ttlMs: 1_000 });
    const first = keys.resolve('h', undefined, 0);
    await db.answerAll();
    await first;
    db.revoke();
    let answered = false;
    const late = keys.resolve('h', undefined, 1_000).then((r) => {
      answered = true;
      return r;
    });
    await tick();
    expect(answered).toBe(false);
    await db.answerAll();
    expect((await late)?.key.revokedAt).not.toBeNull();
  });

  it('does not keep a read begun before a drop', async () => {
    const db = heldPool();
    const keys = new CredentialDirectory(db.pool, { ttlMs: 1_000 });
    const first = keys.resolve('h', undefined, 0);
    await db.answerAll();
    await first;
    void keys.resolve('h', undefined, 600);
    expect(db.reads).toHaveLength(1);
    keys.invalidate();
    await db.answerAll();
    // The background read ended after the drop: the next request reads again.
    void keys.resolve('h', undefined, 700);
    expect(db.reads).toHaveLength(1);
  });
});
