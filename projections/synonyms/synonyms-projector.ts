import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import {
  SYNONYM_EVENT_TYPES,
  type SynonymEntry,
  type SynonymEvent,
} from '../../domain/merchandising/synonyms.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

export const synonymsProjector: SqlProjector = {
  name: 'synonyms',
  handles: SYNONYM_EVENT_TYPES,
  tables: ['synonym_sets'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SynonymEvent;
      if (event.type === 'SynonymSetReplaced') {
        await sql.query(
          `insert into synonym_sets (tenant_id, name, entries, updated_at) values ($1, $2, $3, $4)
           on conflict (tenant_id, name) do update set entries = excluded.entries, updated_at = excluded.updated_at`,
          [event.data.tenantId, event.data.name, JSON.stringify(event.data.entries), event.data.at],
        );
      } else {
        await sql.query('delete from synonym_sets where tenant_id = $1 and name = $2', [
          event.data.tenantId,
          event.data.name,
        ]);
      }
    }
  },
};

export interface SynonymSetView {
  readonly name: string;
  readonly entries: SynonymEntry[];
  readonly updatedAt: string;
}

export async function synonymSets(sql: SqlExecutor, tenantId: string): Promise<SynonymSetView[]> {
  const { rows } = await sql.query<{ name: string; entries: SynonymEntry[]; updated_at: Date }>(
    'select name, entries, updated_at from synonym_sets where tenant_id = $1 order by name',
    [tenantId],
  );
  return rows.map((r) => ({ name: r.name, entries: r.entries, updatedAt: r.updated_at.toISOString() }));
}

/** A page of the store's synonym sets in name order, after `afterName`. */
export async function listSynonymSets(
  sql: SqlExecutor,
  tenantId: string,
  afterName: string | null,
  limit: number,
): Promise<SynonymSetView[]> {
  const { rows } = await sql.query<{ name: string; entries: SynonymEntry[]; updated_at: Date }>(
    `select name, entries, updated_at from synonym_sets
      where tenant_id = $1 and ($2::text is null or name > $2) order by name limit $3`,
    [tenantId, afterName, limit],
  );
  return rows.map((r) => ({ name: r.name, entries: r.entries, updatedAt: r.updated_at.toISOString() }));
}

export async function countSynonymSets(sql: SqlExecutor, tenantId: string): Promise<number> {
  const { rows } = await sql.query<{ n: string }>(
    'select count(*) as n from synonym_sets where tenant_id = $1',
    [tenantId],
  );
  return Number(rows[0]?.n ?? 0);
}
