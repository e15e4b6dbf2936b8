import { createHash } from 'node:crypto';
import type { DomainEvent } from '../command-handling/decider.ts';
import type { ConnectorPlatform } from './contract.ts';

type Ids = { readonly tenantId: string; readonly connectorId: string; readonly at: string };

export type ConnectorSettings = Readonly<Record<string, unknown>>;

/** A connector's module pressed its test-connection button (or a hosted app was installed). */
export type ConnectorRegistered = DomainEvent<
  'ConnectorRegistered',
  Ids & {
    platform: ConnectorPlatform;
    storeUrl: string;
    platformVersion: string | null;
    moduleVersion: string | null;
    settings: ConnectorSettings;
  }
>;
/** Versions or settings changed (a second test-connection, a PATCH). */
export type ConnectorDetailsChanged = DomainEvent<
  'ConnectorDetailsChanged',
  Ids & { platformVersion: string | null; moduleVersion: string | null; settings: ConnectorSettings }
>;
export type ConnectorEnabled = DomainEvent<'ConnectorEnabled', Ids>;
export type ConnectorDisabled = DomainEvent<'ConnectorDisabled', Ids>;
/**
 * A hosted store app was installed (again): its access token and the storefront's public key,
 * both sealed by the SecretBox (context connectorTokenContext).
 */
export type ConnectorInstalled = DomainEvent<
  'ConnectorInstalled',
  Ids & { shop: string; accessToken: string; storefrontKey: string; scopes: string[] }
>;
/** The platform told the app it was uninstalled: nothing more is pulled, the storefront is off. */
export type ConnectorUninstalled = DomainEvent<'ConnectorUninstalled', Ids>;

export type ConnectorSyncRequested = DomainEvent<'ConnectorSyncRequested', Ids & { jobId: string }>;
export type ConnectorSynced = DomainEvent<
  'ConnectorSynced',
  Ids & { jobId: string; stats: Record<string, number> }
>;
/** A full sync failed: the webhook kind `catalog.sync_failed`. */
export type ConnectorSyncFailed = DomainEvent<
  'ConnectorSyncFailed',
  Ids & { jobId: string; platform: ConnectorPlatform; error: string }
>;

export type ConnectorEvent =
  | ConnectorRegistered
  | ConnectorDetailsChanged
  | ConnectorEnabled
  | ConnectorDisabled
  | ConnectorInstalled
  | ConnectorUninstalled
  | ConnectorSyncRequested
  | ConnectorSynced
  | ConnectorSyncFailed;

export const CONNECTOR_EVENT_TYPES: ReadonlySet<ConnectorEvent['type']> = new Set([
  'ConnectorRegistered',
  'ConnectorDetailsChanged',
  'ConnectorEnabled',
  'ConnectorDisabled',
  'ConnectorInstalled',
  'ConnectorUninstalled',
  'ConnectorSyncRequested',
  'ConnectorSynced',
  'ConnectorSyncFailed',
]);

export const connectorStream = (tenantId: string, connectorId: string): string =>
  `connector-${tenantId}:${connectorId}`;

/** What a sealed access token of this connector is bound to. */
export const connectorTokenContext = (tenantId: string, connectorId: string): string =>
  `connector:${tenantId}:${connectorId}`;

/** The store address as one spelling: lower-case scheme and host, no trailing slash, no query. */
export function normalizeStoreUrl(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, '');
  return `${u.protocol}//${u.host.toLowerCase()}${path}`;
}

/**
 * One connector per store, platform and address: pressing the test-connection button again
 * reaches the same connector (its id is derived, so two presses at once cannot make two).
 */
export const connectorIdOf = (tenantId: string, platform: ConnectorPlatform, storeUrl: string): string =>
  `con_${createHash('sha256')
    .update(`${tenantId}\n${platform}\n${normalizeStoreUrl(storeUrl)}`)
    .digest('hex')
    .slice(0, 24)}`;
