import type { ExportSection } from '../../processes/data/export-store.ts';
import type { Pool } from '../postgres/pool.ts';

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Every table of the schema with a `tenant_id` column: where a store's rows are. */
export async function tenantTables(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * Deletes the store's rows from every table that has a `tenant_id` (found in the catalog,
 * so a table added later is covered without a change here), its records from the telemetry
 * log's batches (which hold several stores' records) and its row in `tenants`, in one
 * transaction.
 */
export async function eraseStoreRows(pool: Pool, tenantId: string): Promise<Record<string, number>> {
  const tables = await tenantTables(pool);
  const client = await pool.connect();
  const deleted: Record<string, number> = {};
  try {
    await client.query('begin');
    for (const table of tables) {
      const { rowCount } = await client.query(`delete from ${quoted(table)} where tenant_id::text = $1`, [
        tenantId,
      ]);
      if (rowCount) deleted[table] = rowCount;
    }
    const records = await eraseFromTelemetryBatches(client, tenantId);
    if (records) deleted.telemetry_log = records;
    const { rowCount } = await client.query('delete from tenants where id = $1', [tenantId]);
    if (rowCount) deleted.tenants = rowCount;
    await client.query('commit');
    return deleted;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Takes the store's records out of the telemetry log's batches (a batch holds several stores'
 * records, as JSON text): a batch left empty is deleted. Returns the number of records taken.
 */
async function eraseFromTelemetryBatches(client: Pick<Pool, 'query'>, tenantId: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `with hit as (
       select t.transaction_id, t.position, t.records, coalesce(x.kept, '[]') as kept, x.taken
         from telemetry_log t,
              lateral (select json_agg(r) filter (where r->>'tenantId' is distinct from $1)::text as kept,
                              count(*) filter (where r->>'tenantId' is not distinct from $1) as taken
                         from json_array_elements(t.data::json) r) x
        where strpos(t.data, $2) > 0
     ), emptied as (
       delete from telemetry_log t using hit h
        where t.transaction_id = h.transaction_id and t.position = h.position and h.taken = h.records
     ), kept as (
       update telemetry_log t set data = h.kept, records = h.records - h.taken
         from hit h
        where t.transaction_id = h.transaction_id and t.position = h.position and h.taken > 0 and h.taken < h.records
     )
     select coalesce(sum(taken), 0)::text as n from hit`,
    [tenantId, JSON.stringify(tenantId)],
  );
  return Number(rows[0]?.n ?? 0);
}

const PAGE = 1_000;

/** Rows of one query, paged by a key column so a large table is never read whole. */
function paged(pool: Pool, select: string, from: string, key: string): ExportSection['rows'] {
  return async function* (tenantId: string) {
    let after: string | null = null;
    for (;;) {
      const { rows }: { rows: Record<string, unknown>[] } = await pool.query<Record<string, unknown>>(
        `select ${select}, ${key}::text as "__key" from ${from}
          where tenant_id = $1 and ($2::text is null or ${key}::text > $2)
          order by ${key}::text limit ${PAGE}`,
        [tenantId, after],
      );
      for (const { __key, ...row } of rows) yield row;
      if (rows.length < PAGE) return;
      after = String(rows.at(-1)?.__key);
    }
  };
}

function all(pool: Pool, sql: string): ExportSection['rows'] {
  return async function* (tenantId: string) {
    const { rows } = await pool.query<Record<string, unknown>>(sql, [tenantId]);
    yield* rows;
  };
}

/**
 * What an export holds besides the event history, read from the read models. Credentials are
 * not selected (webhook secrets, key hashes); the export also drops any field named like one.
 */
export function exportSections(pool: Pool): ExportSection[] {
  return [
    {
      path: 'settings.json',
      rows: all(
        pool,
        `select id as tenant_id, slug, name, status, plan_code, default_locale, locales, currency,
                search_settings, trial_ends_at, created_at, updated_at from tenants where id = $1`,
      ),
    },
    {
      path: 'catalog/products.jsonl',
      rows: paged(pool, 'id, doc as product, revision, created_at, updated_at', 'products', 'id'),
    },
    {
      path: 'catalog/syncs.json',
      rows: all(pool, 'select * from catalog_syncs where tenant_id = $1 order by started_at'),
    },
    {
      path: 'imports.json',
      rows: all(
        pool,
        `select id, source, status, job_id, stats, errors, error, source_url, filename, locale, dry_run,
                repeat, next_run_at, parent_id, created_at, started_at, finished_at
           from imports where tenant_id = $1 order by created_at, id`,
      ),
    },
    {
      path: 'connectors.json',
      rows: all(
        pool,
        `select connector_id as id, platform, store_url, platform_version, module_version, settings,
                enabled, uninstalled, last_sync, last_sync_at, last_error, shop, created_at, updated_at
           from connectors where tenant_id = $1 order by created_at, connector_id`,
      ),
    },
    {
      path: 'rules.json',
      rows: all(
        pool,
        'select id, doc as rule, created_at, updated_at from rules where tenant_id = $1 order by id',
      ),
    },
    {
      path: 'synonyms.json',
      rows: all(
        pool,
        'select name, entries, updated_at from synonym_sets where tenant_id = $1 order by name',
      ),
    },
    {
      path: 'webhooks.json',
      rows: all(
        pool,
        `select webhook_id as id, url, events, description, enabled, disabled_reason, created_at, updated_at
           from webhooks where tenant_id = $1 order by created_at, webhook_id`,
      ),
    },
    {
      path: 'keys.json',
      rows: all(
        pool,
        `select id, kind, hint, label, scopes, allowed_origins, allow_assistant, created_at, revoked_at
           from api_keys where tenant_id = $1 order by created_at, id`,
      ),
    },
    {
      path: 'billing/subscription.json',
      rows: all(pool, 'select plan_code, status, updated_at from subscriptions where tenant_id = $1'),
    },
    {
      path: 'billing/invoices.json',
      rows: all(
        pool,
        `select id, status, purpose, provider, currency, total_minor, tax_minor, lines, issued_at, paid_at
           from invoices where tenant_id = $1 order by issued_at, id`,
      ),
    },
    ...[
      'analytics_daily',
      'analytics_queries',
      'analytics_positions',
      'analytics_revenue',
      'usage_daily',
    ].map(
      (table): ExportSection => ({
        path: `analytics/${table.replace(/^analytics_/, '')}.jsonl`,
        rows: all(pool, `select * from ${table} where tenant_id = $1 order by day`),
      }),
    ),
  ];
}
