import type { CatalogWriter } from '../../commands/catalog/catalog-writer.ts';
import type { ConnectorCommandDeps } from '../../commands/connectors/connector-routes.ts';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import { moduleFeed } from '../../processes/connectors/module-feed.ts';
import { syncConnectorJob } from '../../processes/connectors/sync-connector.ts';
import { findConnector } from '../../projections/connectors/connector-queries.ts';
import { contentHash } from '../crypto/key-generator.ts';
import type { Runtime } from '../runtime.ts';

/** Registers the connectors' `sync` job on the runtime and answers what the write routes need. */
export function connectors(
  runtime: Runtime,
  commandDeps: CommandDeps,
  writer: CatalogWriter,
): ConnectorCommandDeps {
  runtime.jobHandlers.sync = syncConnectorJob({
    ...commandDeps,
    writer,
    hash: contentHash,
    productsOf: (_tenantId, _connectorId, connector, signal) => {
      const feedUrl = connector.settings.feed_url;
      if (typeof feedUrl !== 'string')
        throw new Error('the connector has no settings.feed_url to pull its products from');
      return moduleFeed(runtime.outbound, feedUrl, {}, signal);
    },
  });
  return { ...commandDeps, findConnector: (tenantId, id) => findConnector(runtime.pool, tenantId, id) };
}
