import type { Pool } from 'pg';

export type IdempotencyClaim =
  | { readonly kind: 'owned' }
  | {
      readonly kind: 'replay';
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly body: string;
      /** The body is sealed (see idempotency-stage.ts). */
      readonly sealed: boolean;
    }
  | { readonly kind: 'in_progress' }
  | { readonly kind: 'reused' };

/** Whose key it is: keys are kept per store and per credential (a key id, or a signed-in user). */
export interface IdempotencyScope {
  readonly tenantId: string;
  readonly credentialId: string;
  readonly key: string;
}

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

  async claim(scope: IdempotencyScope, fingerprint: string): Promise<IdempotencyClaim> {
    const { tenantId, credentialId, key } = scope;
    const keep = `${this.options.keepHours ?? 24} hours`;
    const lease = `${this.options.leaseSeconds ?? 60} seconds`;
    const claimed = await this.pool.query(
      `insert into idempotency_keys (tenant_id, credential_id, key, fingerprint, state, lease_until)
       values ($1, $6, $2, $3, 'running', now() + $5::interval)
       on conflict (tenant_id, credential_id, key) do update
          set fingerprint = excluded.fingerprint, state = 'running', status = null, headers = null, body = null, sealed = false,
              created_at = now(), lease_until = excluded.lease_until
        where idempotency_keys.created_at < now() - $4::interval
           or (idempotency_keys.state = 'running' and idempotency_keys.lease_until < now()
               and idempotency_keys.fingerprint = excluded.fingerprint)
       returning 1`,
      [tenantId, key, fingerprint, keep, lease, credentialId],
    );
    if (claimed.rowCount === 1) return { kind: 'owned' };
    const { rows } = await this.pool.query<{
      fingerprint: string;
      state: string;
      status: number | null;
      headers: Record<string, string> | null;
      body: string | null;
      sealed: boolean;
    }>(
      'select fingerprint, state, status, headers, body, sealed from idempotency_keys where tenant_id = $1 and credential_id = $3 and key = $2',
      [tenantId, key, credentialId],
    );
    const row = rows[0];
    if (!row) return this.claim(scope, fingerprint);
    if (row.fingerprint !== fingerprint) return { kind: 'reused' };
    if (row.state !== 'done' || row.status === null) return { kind: 'in_progress' };
    return {
      kind: 'replay',
      status: row.status,
      headers: row.headers ?? {},
      body: row.body ?? '',
      sealed: row.sealed,
    };
  }

  async complete(
    scope: IdempotencyScope,
    status: number,
    headers: Record<string, string>,
    body: string,
    sealed: boolean,
  ): Promise<void> {
    await this.pool.query(
      `update idempotency_keys set state = 'done', status = $3, headers = $4, body = $5, sealed = $7
        where tenant_id = $1 and credential_id = $6 and key = $2`,
      [scope.tenantId, scope.key, status, JSON.stringify(headers), body, scope.credentialId, sealed],
    );
  }

  /** Forgets a claim whose request failed on our side, so that a retry runs again. */
  async release(scope: IdempotencyScope): Promise<void> {
    await this.pool.query(
      `delete from idempotency_keys where tenant_id = $1 and credential_id = $3 and key = $2 and state = 'running'`,
      [scope.tenantId, scope.key, scope.credentialId],
    );
  }

  /**
   * Deletes the answers older than the keeping time (a retry after it runs the write again), a
   * few thousand rows per statement so that no delete holds its locks for long. Run on a schedule.
   */
  async purgeExpired(batch = 5_000): Promise<number> {
    let purged = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `delete from idempotency_keys where ctid = any (array(
           select ctid from idempotency_keys where created_at < now() - $1::interval limit $2))`,
        [`${this.options.keepHours ?? 24} hours`, batch],
      );
      purged += rowCount ?? 0;
      if ((rowCount ?? 0) < batch) return purged;
    }
  }
}
