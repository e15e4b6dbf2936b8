import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { ConnectorEvent, ConnectorSettings } from './connector-events.ts';
import type { ConnectorPlatform, ConnectorStatus } from './contract.ts';

export interface Connector {
  readonly status: 'registered';
  readonly platform: ConnectorPlatform;
  readonly storeUrl: string;
  readonly platformVersion: string | null;
  readonly moduleVersion: string | null;
  readonly settings: ConnectorSettings;
  readonly enabled: boolean;
  readonly installed: boolean;
  readonly uninstalled: boolean;
  /** The hosted app's shop and sealed access token, once installed. */
  readonly shop: string | null;
  readonly accessToken: string | null;
  readonly installedAt: string | null;
  readonly lastSync: 'none' | 'ok' | 'failed';
  readonly lastSyncAt: string | null;
  readonly lastError: string | null;
  readonly syncingJobId: string | null;
}

export type ConnectorState = { readonly status: 'absent' } | Connector;

interface Target {
  readonly tenantId: string;
  readonly connectorId: string;
  readonly now: string;
}

export type ConnectorCommand =
  | (Target & {
      readonly type: 'RegisterConnector';
      readonly platform: ConnectorPlatform;
      readonly storeUrl: string;
      readonly platformVersion: string | null;
      readonly moduleVersion: string | null;
      /** Absent keeps the settings a connector has (a first registration starts with none). */
      readonly settings?: ConnectorSettings;
    })
  | (Target & {
      readonly type: 'ChangeConnector';
      readonly enabled?: boolean;
      readonly settings?: ConnectorSettings;
    })
  | (Target & {
      readonly type: 'InstallStoreApp';
      readonly platform: ConnectorPlatform;
      readonly storeUrl: string;
      readonly shop: string;
      readonly accessToken: string;
      readonly storefrontKey: string;
      readonly scopes: readonly string[];
    })
  /** `triggeredAt`: when the platform says the app was removed (an uninstall older than the last install is stale). */
  | (Target & { readonly type: 'UninstallStoreApp'; readonly triggeredAt: string | null })
  | (Target & { readonly type: 'RequestSync'; readonly jobId: string })
  | (Target & {
      readonly type: 'FinishSync';
      readonly jobId: string;
      readonly outcome:
        | { readonly ok: true; readonly stats: Record<string, number> }
        | { readonly ok: false; readonly error: string };
    });

/** Spec status: uninstalled and switched off win; otherwise the last sync's outcome. */
export const connectorStatus = (
  c: Pick<Connector, 'uninstalled' | 'enabled' | 'lastSync'>,
): ConnectorStatus =>
  c.uninstalled
    ? 'uninstalled'
    : !c.enabled
      ? 'disabled'
      : c.lastSync === 'ok'
        ? 'active'
        : c.lastSync === 'failed'
          ? 'error'
          : 'pending';

const ids = (c: Target) => ({ tenantId: c.tenantId, connectorId: c.connectorId, at: c.now });
const notFound = () => new DomainError('not_found', 'connector was not found');
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const fresh = (
  platform: ConnectorPlatform,
  storeUrl: string,
  platformVersion: string | null,
  moduleVersion: string | null,
  settings: ConnectorSettings,
): Connector => ({
  status: 'registered',
  platform,
  storeUrl,
  platformVersion,
  moduleVersion,
  settings,
  enabled: true,
  installed: false,
  uninstalled: false,
  shop: null,
  accessToken: null,
  installedAt: null,
  lastSync: 'none',
  lastSyncAt: null,
  lastError: null,
  syncingJobId: null,
});

const on = (state: ConnectorState, change: (c: Connector) => Connector): ConnectorState =>
  state.status === 'registered' ? change(state) : state;

export const connectorDecider: Decider<ConnectorCommand, ConnectorEvent, ConnectorState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) =>
    match(event)
      .with(
        { type: 'ConnectorRegistered' },
        ({ data: d }): ConnectorState =>
          fresh(d.platform, d.storeUrl, d.platformVersion, d.moduleVersion, d.settings),
      )
      .with({ type: 'ConnectorDetailsChanged' }, ({ data: d }) =>
        on(state, (c) => ({
          ...c,
          platformVersion: d.platformVersion,
          moduleVersion: d.moduleVersion,
          settings: d.settings,
        })),
      )
      .with({ type: 'ConnectorEnabled' }, () => on(state, (c) => ({ ...c, enabled: true })))
      .with({ type: 'ConnectorDisabled' }, () => on(state, (c) => ({ ...c, enabled: false })))
      .with({ type: 'ConnectorInstalled' }, ({ data: d }) =>
        on(state, (c) => ({
          ...c,
          installed: true,
          uninstalled: false,
          shop: d.shop,
          accessToken: d.accessToken,
          installedAt: d.at,
        })),
      )
      .with({ type: 'ConnectorUninstalled' }, () =>
        on(state, (c) => ({ ...c, uninstalled: true, accessToken: null, syncingJobId: null })),
      )
      .with({ type: 'ConnectorSyncRequested' }, ({ data: d }) =>
        on(state, (c) => ({ ...c, syncingJobId: d.jobId })),
      )
      .with({ type: 'ConnectorSynced' }, ({ data: d }) =>
        on(state, (c) => ({
          ...c,
          lastSync: 'ok',
          lastSyncAt: d.at,
          lastError: null,
          syncingJobId: c.syncingJobId === d.jobId ? null : c.syncingJobId,
        })),
      )
      .with({ type: 'ConnectorSyncFailed' }, ({ data: d }) =>
        on(state, (c) => ({
          ...c,
          lastSync: 'failed',
          lastError: d.error,
          syncingJobId: c.syncingJobId === d.jobId ? null : c.syncingJobId,
        })),
      )
      .exhaustive(),
  decide: (command, state) =>
    match(command)
      .with({ type: 'RegisterConnector' }, (c): ConnectorEvent[] => {
        if (state.status === 'absent')
          return [
            {
              type: 'ConnectorRegistered',
              data: {
                ...ids(c),
                platform: c.platform,
                storeUrl: c.storeUrl,
                platformVersion: c.platformVersion,
                moduleVersion: c.moduleVersion,
                settings: c.settings ?? {},
              },
            },
          ];
        const settings = c.settings ?? state.settings;
        if (
          c.platformVersion === state.platformVersion &&
          c.moduleVersion === state.moduleVersion &&
          sameJson(settings, state.settings)
        )
          return [];
        return [
          {
            type: 'ConnectorDetailsChanged',
            data: { ...ids(c), platformVersion: c.platformVersion, moduleVersion: c.moduleVersion, settings },
          },
        ];
      })
      .with({ type: 'ChangeConnector' }, (c): ConnectorEvent[] => {
        if (state.status !== 'registered') throw notFound();
        const out: ConnectorEvent[] = [];
        if (c.settings !== undefined && !sameJson(c.settings, state.settings))
          out.push({
            type: 'ConnectorDetailsChanged',
            data: {
              ...ids(c),
              platformVersion: state.platformVersion,
              moduleVersion: state.moduleVersion,
              settings: c.settings,
            },
          });
        if (c.enabled === true && !state.enabled) out.push({ type: 'ConnectorEnabled', data: ids(c) });
        if (c.enabled === false && state.enabled) out.push({ type: 'ConnectorDisabled', data: ids(c) });
        return out;
      })
      .with({ type: 'InstallStoreApp' }, (c): ConnectorEvent[] => {
        const out: ConnectorEvent[] = [];
        if (state.status === 'absent')
          out.push({
            type: 'ConnectorRegistered',
            data: {
              ...ids(c),
              platform: c.platform,
              storeUrl: c.storeUrl,
              platformVersion: null,
              moduleVersion: null,
              settings: {},
            },
          });
        out.push({
          type: 'ConnectorInstalled',
          data: {
            ...ids(c),
            shop: c.shop,
            accessToken: c.accessToken,
            storefrontKey: c.storefrontKey,
            scopes: [...c.scopes],
          },
        });
        return out;
      })
      .with({ type: 'UninstallStoreApp' }, (c): ConnectorEvent[] =>
        // A repeated uninstall, or one from before the last install (delivered late), changes nothing.
        state.status === 'registered' &&
        !state.uninstalled &&
        !(c.triggeredAt && state.installedAt && Date.parse(c.triggeredAt) < Date.parse(state.installedAt))
          ? [{ type: 'ConnectorUninstalled', data: ids(c) }]
          : [],
      )
      .with({ type: 'RequestSync' }, (c): ConnectorEvent[] => {
        if (state.status !== 'registered') throw notFound();
        if (state.uninstalled)
          throw new DomainError('conflict', 'the connector is uninstalled; install the app again to sync');
        if (!state.enabled) throw new DomainError('conflict', 'the connector is disabled; enable it to sync');
        return [{ type: 'ConnectorSyncRequested', data: { ...ids(c), jobId: c.jobId } }];
      })
      .with({ type: 'FinishSync' }, (c): ConnectorEvent[] => {
        if (state.status !== 'registered') return [];
        return c.outcome.ok
          ? [{ type: 'ConnectorSynced', data: { ...ids(c), jobId: c.jobId, stats: c.outcome.stats } }]
          : [
              {
                type: 'ConnectorSyncFailed',
                data: { ...ids(c), jobId: c.jobId, platform: state.platform, error: c.outcome.error },
              },
            ];
      })
      .exhaustive(),
};
