import { match } from 'ts-pattern';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { WebhookEventKind } from './event-kinds.ts';
import { WEBHOOK_LIMITS } from './limits.ts';
import type { AutoDisabledReason, PreviousSecret, SealedSecret, WebhookEvent } from './webhook-events.ts';

export type WebhookState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'active';
      readonly url: string;
      readonly events: readonly WebhookEventKind[];
      readonly description: string | null;
      readonly enabled: boolean;
      readonly secret: SealedSecret;
      readonly previousSecrets: readonly PreviousSecret[];
    }
  | { readonly status: 'deleted' };

interface Target {
  readonly tenantId: string;
  readonly webhookId: string;
  readonly now: string;
}

export interface WebhookChanges {
  readonly url?: string;
  readonly events?: readonly WebhookEventKind[];
  /** null clears it. */
  readonly description?: string | null;
  readonly enabled?: boolean;
}

export type WebhookCommand =
  | (Target & {
      readonly type: 'CreateWebhook';
      readonly url: string;
      readonly events: readonly WebhookEventKind[];
      readonly description: string | null;
      readonly enabled: boolean;
      readonly secret: SealedSecret;
    })
  | (Target & { readonly type: 'UpdateWebhook'; readonly changes: WebhookChanges })
  | (Target & { readonly type: 'RotateWebhookSecret'; readonly secret: SealedSecret })
  /** The receiver answered 410 Gone to a delivery, or a delivery died with no success meanwhile. */
  | (Target & {
      readonly type: 'AutoDisableWebhook';
      readonly reason: AutoDisabledReason;
      readonly deliveryId: string;
    })
  | (Target & { readonly type: 'DeleteWebhook' })
  | (Target & { readonly type: 'RequestWebhookPing'; readonly pingId: string });

const ids = (c: Target) => ({ tenantId: c.tenantId, webhookId: c.webhookId, at: c.now });
const notFound = () => new DomainError('not_found', 'webhook was not found');
const sameKinds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

export const webhookDecider: Decider<WebhookCommand, WebhookEvent, WebhookState> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) =>
    match(event)
      .with(
        { type: 'WebhookCreated' },
        ({ data }): WebhookState => ({
          status: 'active',
          url: data.url,
          events: data.events,
          description: data.description,
          enabled: data.enabled,
          secret: data.secret,
          previousSecrets: [],
        }),
      )
      .with(
        { type: 'WebhookUpdated' },
        ({ data }): WebhookState =>
          state.status === 'active'
            ? { ...state, url: data.url, events: data.events, description: data.description }
            : state,
      )
      .with(
        { type: 'WebhookEnabled' },
        (): WebhookState => (state.status === 'active' ? { ...state, enabled: true } : state),
      )
      .with(
        { type: 'WebhookDisabled' },
        (): WebhookState => (state.status === 'active' ? { ...state, enabled: false } : state),
      )
      .with(
        { type: 'WebhookSecretRotated' },
        ({ data }): WebhookState =>
          state.status === 'active'
            ? { ...state, secret: data.secret, previousSecrets: data.previousSecrets }
            : state,
      )
      .with({ type: 'WebhookDeleted' }, (): WebhookState => ({ status: 'deleted' }))
      .with({ type: 'WebhookPingRequested' }, (): WebhookState => state)
      .exhaustive(),
  decide: (command, state) =>
    match(command)
      .with({ type: 'CreateWebhook' }, (c): WebhookEvent[] => {
        if (state.status !== 'absent') throw new DomainError('conflict', 'the webhook exists already');
        return [
          {
            type: 'WebhookCreated',
            data: {
              ...ids(c),
              url: c.url,
              events: [...new Set(c.events)],
              description: c.description,
              enabled: c.enabled,
              secret: c.secret,
            },
          },
        ];
      })
      .with({ type: 'UpdateWebhook' }, (c): WebhookEvent[] => {
        if (state.status !== 'active') throw notFound();
        const { changes } = c;
        const url = changes.url ?? state.url;
        const events = changes.events ? [...new Set(changes.events)] : [...state.events];
        const description = changes.description === undefined ? state.description : changes.description;
        const out: WebhookEvent[] = [];
        if (url !== state.url || !sameKinds(events, state.events) || description !== state.description)
          out.push({ type: 'WebhookUpdated', data: { ...ids(c), url, events, description } });
        if (changes.enabled === true && !state.enabled) out.push({ type: 'WebhookEnabled', data: ids(c) });
        if (changes.enabled === false && state.enabled)
          out.push({ type: 'WebhookDisabled', data: { ...ids(c), reason: 'requested', deliveryId: null } });
        return out;
      })
      .with({ type: 'RotateWebhookSecret' }, (c): WebhookEvent[] => {
        if (state.status !== 'active') throw notFound();
        const expiresAt = new Date(Date.parse(c.now) + WEBHOOK_LIMITS.rotationOverlapMs).toISOString();
        const stillValid = state.previousSecrets.filter((p) => Date.parse(p.expiresAt) > Date.parse(c.now));
        return [
          {
            type: 'WebhookSecretRotated',
            data: {
              ...ids(c),
              secret: c.secret,
              previousSecrets: [{ secret: state.secret, expiresAt }, ...stillValid],
            },
          },
        ];
      })
      .with({ type: 'AutoDisableWebhook' }, (c): WebhookEvent[] => {
        // A failure that arrives after the endpoint was disabled or deleted changes nothing.
        if (state.status !== 'active' || !state.enabled) return [];
        return [{ type: 'WebhookDisabled', data: { ...ids(c), reason: c.reason, deliveryId: c.deliveryId } }];
      })
      .with({ type: 'DeleteWebhook' }, (c): WebhookEvent[] => {
        if (state.status !== 'active') throw notFound();
        return [{ type: 'WebhookDeleted', data: ids(c) }];
      })
      .with({ type: 'RequestWebhookPing' }, (c): WebhookEvent[] => {
        if (state.status !== 'active') throw notFound();
        return [{ type: 'WebhookPingRequested', data: { ...ids(c), pingId: c.pingId } }];
      })
      .exhaustive(),
};
