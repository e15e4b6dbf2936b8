import { readFile } from 'node:fs/promises';
import type { TelemetryRecord } from '../../domain/telemetry/telemetry-record.ts';
import type { Pool } from '../../infra/postgres/pool.ts';

/**
 * Creates, under `<name>_reference` (or `as`), the SQL function `name` as an earlier migration
 * defined it, so a test or benchmark can set the current definition beside the one it replaced.
 */
export async function createReferenceFunction(
  pool: Pool,
  migration: string,
  name: string,
  as = `${name}_reference`,
): Promise<void> {
  const sql = await readFile(
    new URL(`../../infra/postgres/migrations/${migration}`, import.meta.url),
    'utf8',
  );
  const start = sql.search(new RegExp(`create (or replace )?function ${name}\\(`));
  if (start < 0) throw new Error(`${migration} defines no function ${name}`);
  const end = sql.indexOf('$$;', sql.indexOf('$$', start) + 2) + 3;
  await pool.query(sql.slice(start, end).replace(`function ${name}(`, `function ${as}(`));
}

/** Calls the SQL function `fn` on a batch of records in a transaction of its own, as a consumer does. */
export async function applyBatch(pool: Pool, fn: string, batch: readonly TelemetryRecord[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select ${fn}($1::jsonb)`, [JSON.stringify(batch)]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
