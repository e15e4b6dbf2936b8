import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import { type ConnectorState, connectorDecider, connectorStatus } from './connector.ts';
import { type ConnectorEvent, type ConnectorRegistered, connectorIdOf } from './connector-events.ts';

const spec = deciderSpec(connectorDecider);
const ids = { tenantId: 't1', connectorId: 'c1' };
const now = '2026-03-01T10:00:00.000Z';
const at = { ...ids, at: now };
const registered: ConnectorRegistered = {
  type: 'ConnectorRegistered',
  data: {
    ...ids,
    at: '2026-03-01T09:00:00.000Z',
    platform: 'platform_d',
    storeUrl: 'https://shop.example',
    platformVersion: '2.4',
    moduleVersion: '1.0.0',
    settings: { feed_url: 'https://shop.example/feed' },
  },
};
const fold = (events: ConnectorEvent[]): ConnectorState =>
  events.reduce(connectorDecider.evolve, connectorDecider.initialState());
const statusAfter = (events: ConnectorEvent[]) => {
  const s = fold(events);
  return s.status === 'registered' ? connectorStatus(s) : null;
};
const synced: ConnectorEvent = { type: 'ConnectorSynced', data: { ...at, jobId: 'j1', stats: { added: 3 } } };
const failed: ConnectorEvent = {
  type: 'ConnectorSyncFailed',
  data: { ...at, jobId: 'j2', platform: 'platform_d', error: 'feed answered 500' },
};

describe('connector decider', () => {
  it('registers once; pressing test-connection again only records what changed', () => {
    const register = {
      type: 'RegisterConnector' as const,
      ...ids,
      now,
      platform: 'platform_d' as const,
      storeUrl: 'https://shop.example',
      platformVersion: '2.4',
      moduleVersion: '1.0.0',
    };
    spec([])
      .when(register)
      .then([{ type: 'ConnectorRegistered', data: { ...registered.data, at: now, settings: {} } }]);
    spec([registered]).when(register).then([]);
    spec([registered])
      .when({ ...register, moduleVersion: '1.1.0' })
      .then([
        {
          type: 'ConnectorDetailsChanged',
          data: { ...at, platformVersion: '2.4', moduleVersion: '1.1.0', settings: registered.data.settings },
        },
      ]);
  });

  it('status moves pending → active / error / disabled / uninstalled', () => {
    expect(statusAfter([registered])).toBe('pending');
    expect(statusAfter([registered, synced])).toBe('active');
    expect(statusAfter([registered, synced, failed])).toBe('error');
    expect(statusAfter([registered, failed, synced])).toBe('active');
    expect(statusAfter([registered, synced, { type: 'ConnectorDisabled', data: at }])).toBe('disabled');
    expect(
      statusAfter([
        registered,
        synced,
        { type: 'ConnectorDisabled', data: at },
        { type: 'ConnectorEnabled', data: at },
      ]),
    ).toBe('active');
    expect(statusAfter([registered, { type: 'ConnectorUninstalled', data: at }])).toBe('uninstalled');
  });

  it('patch changes enabled and settings only when they differ', () => {
    spec([registered])
      .when({ type: 'ChangeConnector', ...ids, now, enabled: true })
      .then([]);
    spec([registered])
      .when({ type: 'ChangeConnector', ...ids, now, enabled: false, settings: { a: 1 } })
      .then([
        {
          type: 'ConnectorDetailsChanged',
          data: { ...at, platformVersion: '2.4', moduleVersion: '1.0.0', settings: { a: 1 } },
        },
        { type: 'ConnectorDisabled', data: at },
      ]);
    spec([])
      .when({ type: 'ChangeConnector', ...ids, now, enabled: false })
      .thenThrows({ code: 'not_found' });
  });

  it('a sync is refused for a disabled or uninstalled connector; a failure names the platform', () => {
    spec([registered])
      .when({ type: 'RequestSync', ...ids, now, jobId: 'j1' })
      .then([{ type: 'ConnectorSyncRequested', data: { ...at, jobId: 'j1' } }]);
    spec([registered, { type: 'ConnectorDisabled', data: at }])
      .when({ type: 'RequestSync', ...ids, now, jobId: 'j1' })
      .thenThrows({ code: 'conflict' });
    spec([registered, { type: 'ConnectorUninstalled', data: at }])
      .when({ type: 'RequestSync', ...ids, now, jobId: 'j1' })
      .thenThrows({ code: 'conflict' });
    spec([registered])
      .when({
        type: 'FinishSync',
        ...ids,
        now,
        jobId: 'j2',
        outcome: { ok: false, error: 'feed answered 500' },
      })
      .then([failed]);
  });

  it('install registers a hosted app; uninstall is recorded once', () => {
    spec([])
      .when({
        type: 'InstallStoreApp',
        ...ids,
        now,
        platform: 'platform_a',
        storeUrl: 'https://s1.platform-a.test',
        shop: 's1.platform-a.test',
        accessToken: 'sealed',
        storefrontKey: 'sealed-key',
        scopes: ['read_products'],
      })
      .then([
        {
          type: 'ConnectorRegistered',
          data: {
            ...at,
            platform: 'platform_a',
            storeUrl: 'https://s1.platform-a.test',
            platformVersion: null,
            moduleVersion: null,
            settings: {},
          },
        },
        {
          type: 'ConnectorInstalled',
          data: {
            ...at,
            shop: 's1.platform-a.test',
            accessToken: 'sealed',
            storefrontKey: 'sealed-key',
            scopes: ['read_products'],
          },
        },
      ]);
    const gone: ConnectorEvent = { type: 'ConnectorUninstalled', data: at };
    const uninstall = { type: 'UninstallStoreApp' as const, ...ids, now, triggeredAt: null };
    spec([registered]).when(uninstall).then([gone]);
    spec([registered, gone]).when(uninstall).then([]);
    spec([]).when(uninstall).then([]);
    // An uninstall from before the last install, delivered late, leaves the new install alone.
    const installed: ConnectorEvent = {
      type: 'ConnectorInstalled',
      data: { ...at, shop: 's', accessToken: 'x', storefrontKey: 'k', scopes: [] },
    };
    spec([registered, gone, installed])
      .when({ ...uninstall, triggeredAt: '2026-03-01T09:59:00.000Z' })
      .then([]);
    spec([registered, gone, installed])
      .when({ ...uninstall, triggeredAt: '2026-03-01T10:01:00.000Z' })
      .then([gone]);
  });

  it('one connector per store, platform and address, however the address is spelled', () => {
    expect(connectorIdOf('t1', 'custom', 'https://Shop.Example/')).toBe(
      connectorIdOf('t1', 'custom', 'https://shop.example'),
    );
    expect(connectorIdOf('t1', 'custom', 'https://shop.example')).not.toBe(
      connectorIdOf('t2', 'custom', 'https://shop.example'),
    );
    expect(connectorIdOf('t1', 'custom', 'https://shop.example')).not.toBe(
      connectorIdOf('t1', 'platform_d', 'https://shop.example'),
    );
  });
});
