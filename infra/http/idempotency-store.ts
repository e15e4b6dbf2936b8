import type { Pool } from 'pg';

export type IdempotencyClaim =
  | { readonly kind: 'owned' }
  | {
      readonly kind: 'replay';
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly body: string;
    }
  | { readonly kind: 'in_progress' }
  | { readonly kind: 'reused' };

/** An Idempotency-Key: 8-255 characters of letters, digits and `_ - : .`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{8,255}$/;

/**
 * Stored answers of idempotent writes. A key is claimed with an insert; a claim whose request
 * died (the process was killed) is taken over after its lease, by a request with the same body.
 */
export class IdempotencyStore {
  constructor(
    private readonly pool: Pool,
    private readonly options: { leaseSeconds?: number; keepHours?: number } = {},
  ) {}

  async claim(tenantId: string, key: string, fingerprint: string): Promise<IdempotencyClaim> {
    const keep = `${this.options.keepHours ?? 24} hours`;
    const lease = `${this.options.leaseSeconds ?? 60} seconds`;
    const claimed = await this.pool.query(
      `insert into idempotency_keys (tenant_id, key, fingerprint, state, lease_until)
       values ($1, $2, $3, 'running', now() + $5::interval)
       on conflict (tenant_id, key) do update
          set fingerprint = excluded.fingerprint, state = 'running', status = null, headers = null, body = null,
              created_at = now(), lease_until = excluded.lease_until
        where idempotency_keys.created_at < now() - $4::interval
           or (idempotency_keys.state = 'running' and idempotency_keys.lease_until < now()
               and idempotency_keys.fingerprint = excluded.fingerprint)
       returning 1`,
      [tenantId, key, fingerprint, keep, lease],
    );
    if (claimed.rowCount === 1) return { kind: 'owned' };
    const { rows } = await this.pool.query<{
      fingerprint: string;
      state: string;
      status: number | null;
      headers: Record<string, string> | null;
      body: string | null;
    }>(
      'select fingerprint, state, status, headers, body from idempotency_keys where tenant_id = $1 and key = $2',
      [tenantId, key],
    );
    const row = rows[0];
    if (!row) return this.claim(tenantId, key, fingerprint);
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.state !== 'done' || row.status === null) return { kind: 'in_progress' };
    return { kind: 'replay', status: row.status, headers: row.headers ?? {}, body: row.body ?? '' };
  }

  async complete(
    tenantId: string,
    key: string,
    status: number,
    headers: Record<string, string>,
    body: string,
  ): Promise<void> {
    await this.pool.query(
      `update idempotency_keys set state = 'done', status = $3, headers = $4, body = $5 where tenant_id = $1 and key = $2`,
      [tenantId, key, status, JSON.stringify(headers), body],
    );
  }

  /** Forgets a claim whose request failed on our side, so that a retry runs again. */
  async release(tenantId: string, key: string): Promise<void> {
    await this.pool.query(
      `delete from idempotency_keys where tenant_id = $1 and key = $2 and state = 'running'`,
      [tenantId, key],
    );
  }

  async purgeExpired(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `delete from idempotency_keys where created_at < now() - $1::interval`,
      [`${this.options.keepHours ?? 24} hours`],
    );
    return rowCount ?? 0;
  }
}
