import { match } from 'ts-pattern';
import { CONNECTOR_EVENT_TYPES, type ConnectorEvent } from '../../domain/connectors/connector-events.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

const set = (
  sql: SqlExecutor,
  d: { tenantId: string; connectorId: string; at: string },
  columns: string,
  values: unknown[],
) =>
  sql.query(`update connectors set ${columns}, updated_at = $3 where tenant_id = $1 and connector_id = $2`, [
    d.tenantId,
    d.connectorId,
    d.at,
    ...values,
  ]);

/** The `connectors` read model: one row per connector (ConnectorOut), and the shop of a hosted app. */
export const connectorsProjector: SqlProjector = {
  name: 'connectors',
  handles: CONNECTOR_EVENT_TYPES,
  tables: ['connectors'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as ConnectorEvent;
      await match(event)
        .with({ type: 'ConnectorRegistered' }, ({ data: d }) =>
          sql.query(
            `insert into connectors (connector_id, tenant_id, platform, store_url, platform_version, module_version,
                                     settings, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $8) on conflict (connector_id) do nothing`,
            [
              d.connectorId,
              d.tenantId,
              d.platform,
              d.storeUrl,
              d.platformVersion,
              d.moduleVersion,
              JSON.stringify(d.settings),
              d.at,
            ],
          ),
        )
        .with({ type: 'ConnectorDetailsChanged' }, ({ data: d }) =>
          set(sql, d, 'platform_version = $4, module_version = $5, settings = $6', [
            d.platformVersion,
            d.moduleVersion,
            JSON.stringify(d.settings),
          ]),
        )
        .with({ type: 'ConnectorEnabled' }, ({ data: d }) => set(sql, d, 'enabled = true', []))
        .with({ type: 'ConnectorDisabled' }, ({ data: d }) => set(sql, d, 'enabled = false', []))
        .with({ type: 'ConnectorInstalled' }, ({ data: d }) =>
          set(sql, d, 'uninstalled = false, shop = $4, storefront_key = $5', [d.shop, d.storefrontKey]),
        )
        .with({ type: 'ConnectorUninstalled' }, ({ data: d }) => set(sql, d, 'uninstalled = true', []))
        .with({ type: 'ConnectorSyncRequested' }, async () => undefined)
        .with({ type: 'ConnectorSynced' }, ({ data: d }) =>
          set(sql, d, `last_sync = 'ok', last_sync_at = $3, last_error = null`, []),
        )
        .with({ type: 'ConnectorSyncFailed' }, ({ data: d }) =>
          set(sql, d, `last_sync = 'failed', last_error = $4`, [d.error]),
        )
        .exhaustive();
    }
  },
};
