import { connectorStatus } from '../../domain/connectors/connector.ts';
import type { ConnectorOutT, ConnectorPlatform } from '../../domain/connectors/contract.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';

interface ConnectorRow {
  connector_id: string;
  tenant_id: string;
  platform: ConnectorPlatform;
  store_url: string;
  platform_version: string | null;
  module_version: string | null;
  enabled: boolean;
  uninstalled: boolean;
  last_sync: 'none' | 'ok' | 'failed';
  last_sync_at: Date | null;
  last_error: string | null;
  created_at: Date;
}

const COLUMNS = `connector_id, tenant_id, platform, store_url, platform_version, module_version, enabled, uninstalled,
  last_sync, last_sync_at, last_error, created_at from connectors`;

/**
 * `fallback_count_24h` counts the storefront falling back to the store's own search; the spec
 * gives a connector no way to report one yet, so it is 0 (docs/connectors.md).
 */
const toOut = (r: ConnectorRow): ConnectorOutT => ({
  id: r.connector_id,
  platform: r.platform,
  store_url: r.store_url,
  platform_version: r.platform_version,
  module_version: r.module_version,
  status: connectorStatus({ uninstalled: r.uninstalled, enabled: r.enabled, lastSync: r.last_sync }),
  enabled: r.enabled,
  last_sync_at: r.last_sync_at?.toISOString() ?? null,
  last_error: r.last_error,
  fallback_count_24h: 0,
  created_at: r.created_at.toISOString(),
});

export async function listConnectors(sql: SqlExecutor, tenantId: string): Promise<ConnectorOutT[]> {
  const { rows } = await sql.query<ConnectorRow>(
    `select ${COLUMNS} where tenant_id = $1 order by created_at, connector_id`,
    [tenantId],
  );
  return rows.map(toOut);
}

export async function findConnector(
  sql: SqlExecutor,
  tenantId: string,
  connectorId: string,
): Promise<ConnectorOutT | null> {
  const { rows } = await sql.query<ConnectorRow>(
    `select ${COLUMNS} where tenant_id = $1 and connector_id = $2`,
    [tenantId, connectorId],
  );
  return rows[0] ? toOut(rows[0]) : null;
}

/** The connector a hosted app was installed with on a shop: its store, switches, sealed storefront key and settings. */
export async function connectorOfShop(
  sql: SqlExecutor,
  platform: string,
  shop: string,
): Promise<{
  tenantId: string;
  connectorId: string;
  enabled: boolean;
  uninstalled: boolean;
  storefrontKey: string | null;
  settings: Record<string, unknown>;
} | null> {
  const { rows } = await sql.query<{
    tenant_id: string;
    connector_id: string;
    enabled: boolean;
    uninstalled: boolean;
    storefront_key: string | null;
    settings: Record<string, unknown>;
  }>(
    `select tenant_id, connector_id, enabled, uninstalled, storefront_key, settings from connectors
      where platform = $1 and shop = $2 order by updated_at desc limit 1`,
    [platform, shop],
  );
  const r = rows[0];
  return r
    ? {
        tenantId: r.tenant_id,
        connectorId: r.connector_id,
        enabled: r.enabled,
        uninstalled: r.uninstalled,
        storefrontKey: r.storefront_key,
        settings: r.settings,
      }
    : null;
}
