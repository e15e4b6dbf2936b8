import type { LogPosition } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

interface CheckpointRow {
  commit_position: string;
  prepare_position: string;
  status: string;
  error: string | null;
}

export interface StoredCheckpoint {
  readonly position: LogPosition;
  readonly status: string;
  readonly error: string | null;
}

const toCheckpoint = (row: CheckpointRow): StoredCheckpoint => ({
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  status: row.status,
  error: row.error,
});

export async function loadCheckpoint(
  sql: SqlExecutor,
  name: string,
  forUpdate = false,
): Promise<StoredCheckpoint> {
  await sql.query('insert into projection_checkpoints (name) values ($1) on conflict do nothing', [name]);
  const { rows } = await sql.query<CheckpointRow>(
    `select commit_position, prepare_position, status, error from projection_checkpoints where name = $1${forUpdate ? ' for update' : ''}`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error(`checkpoint ${name} vanished`);
  return toCheckpoint(row);
}

export async function saveCheckpoint(sql: SqlExecutor, name: string, position: LogPosition): Promise<void> {
  await sql.query(
    `update projection_checkpoints set commit_position = $2, prepare_position = $3, status = 'running', error = null, updated_at = now()
      where name = $1`,
    [name, String(position.commit), String(position.prepare)],
  );
}

/**
 * Moves a checkpoint from `from` to `to` in one statement, only if it is still at `from` (a
 * replay or a second runner has not moved it). False when it was not there.
 */
export async function moveCheckpoint(
  sql: SqlExecutor,
  name: string,
  from: LogPosition,
  to: LogPosition,
): Promise<boolean> {
  const { rows } = await sql.query(
    `update projection_checkpoints set commit_position = $4, prepare_position = $5, status = 'running', error = null, updated_at = now()
      where name = $1 and commit_position = $2 and prepare_position = $3
      returning 1`,
    [name, String(from.commit), String(from.prepare), String(to.commit), String(to.prepare)],
  );
  return rows.length === 1;
}

export async function markFailed(sql: SqlExecutor, name: string, error: string): Promise<void> {
  await sql.query(
    `update projection_checkpoints set status = 'failed', error = $2, updated_at = now() where name = $1`,
    [name, error.slice(0, 2000)],
  );
}

export async function resetCheckpoint(sql: SqlExecutor, name: string): Promise<void> {
  await loadCheckpoint(sql, name, true);
  await sql.query(
    `update projection_checkpoints set commit_position = -1, prepare_position = -1, status = 'running', error = null, updated_at = now()
      where name = $1`,
    [name],
  );
}
