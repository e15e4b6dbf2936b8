import { match } from 'ts-pattern';
import type { UserEvent } from '../../domain/accounts/user-events.ts';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { SqlProjector } from '../projector.ts';

const HANDLED: readonly UserEvent['type'][] = [
  'UserRegistered',
  'EmailVerified',
  'SessionStarted',
  'SessionMfaPassed',
  'SessionEnded',
  'AccountTokenIssued',
  'AccountTokenUsed',
  'TotpEnabled',
  'TotpDisabled',
];

/** Users by email, sessions by token hash and mailed tokens by hash: what sign-in and the auth hook look up. */
export const accountsProjector: SqlProjector = {
  name: 'accounts',
  handles: new Set(HANDLED),
  tables: ['users', 'sessions', 'account_tokens'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as UserEvent;
      await match(event)
        .with({ type: 'UserRegistered' }, ({ data }) =>
          sql.query(
            `insert into users (id, email, name, locale, created_at) values ($1, $2, $3, $4, $5)
             on conflict (id) do nothing`,
            [data.userId, data.email, data.name, data.locale, data.registeredAt],
          ),
        )
        .with({ type: 'EmailVerified' }, ({ data }) =>
          sql.query('update users set email_verified = true where id = $1', [data.userId]),
        )
        .with({ type: 'TotpEnabled' }, ({ data }) =>
          sql.query('update users set totp_enabled = true where id = $1', [data.userId]),
        )
        .with({ type: 'TotpDisabled' }, ({ data }) =>
          sql.query('update users set totp_enabled = false where id = $1', [data.userId]),
        )
        .with({ type: 'SessionStarted' }, ({ data }) =>
          sql.query(
            `insert into sessions (id, user_id, token_hash, tenant_id, method, mfa_pending, user_agent, started_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
            [
              data.sessionId,
              data.userId,
              data.tokenHash,
              data.tenantId,
              data.method,
              data.mfaPending,
              data.userAgent,
              data.startedAt,
            ],
          ),
        )
        .with({ type: 'SessionMfaPassed' }, ({ data }) =>
          sql.query('update sessions set mfa_pending = false where id = $1', [data.sessionId]),
        )
        .with({ type: 'SessionEnded' }, ({ data }) =>
          sql.query('update sessions set ended_at = coalesce(ended_at, $2) where id = $1', [
            data.sessionId,
            data.endedAt,
          ]),
        )
        .with({ type: 'AccountTokenIssued' }, ({ data }) =>
          sql.query(
            `insert into account_tokens (token_hash, user_id, purpose, expires_at) values ($1, $2, $3, $4)
             on conflict (token_hash) do nothing`,
            [data.tokenHash, data.userId, data.purpose, data.expiresAt],
          ),
        )
        .with({ type: 'AccountTokenUsed' }, ({ data }) =>
          sql.query('update account_tokens set used_at = coalesce(used_at, $2) where token_hash = $1', [
            data.tokenHash,
            data.usedAt,
          ]),
        )
        .otherwise(() => Promise.resolve());
    }
  },
};
