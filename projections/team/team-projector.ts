import { match } from 'ts-pattern';
import type { RecordedEvent } from '../../domain/event-store/event-store.ts';
import type { SqlExecutor } from '../../domain/shared/sql.ts';
import type { TeamEvent } from '../../domain/team/team-events.ts';
import type { SqlProjector } from '../projector.ts';

/** Who belongs to which store with which role, and the invites still pending. */
export const teamProjector: SqlProjector = {
  name: 'team',
  handles: new Set([
    'MemberAdded',
    'MemberRoleChanged',
    'MemberRemoved',
    'InviteCreated',
    'InviteRevoked',
    'InviteAccepted',
  ]),
  tables: ['memberships', 'team_invites'],
  async apply(events: readonly RecordedEvent[], sql: SqlExecutor) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as TeamEvent;
      await match(event)
        .with({ type: 'MemberAdded' }, ({ data }) =>
          sql.query(
            `insert into memberships (id, tenant_id, user_id, role, created_at) values ($1, $2, $3, $4, $5)
             on conflict do nothing`,
            [data.membershipId, data.tenantId, data.userId, data.role, data.addedAt],
          ),
        )
        .with({ type: 'MemberRoleChanged' }, ({ data }) =>
          sql.query('update memberships set role = $2 where id = $1', [data.membershipId, data.role]),
        )
        .with({ type: 'MemberRemoved' }, ({ data }) =>
          sql.query('delete from memberships where id = $1', [data.membershipId]),
        )
        .with({ type: 'InviteCreated' }, ({ data }) =>
          sql.query(
            `insert into team_invites (id, tenant_id, email, role, token_hash, expires_at, created_at)
             values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
            [
              data.inviteId,
              data.tenantId,
              data.email,
              data.role,
              data.tokenHash,
              data.expiresAt,
              data.createdAt,
            ],
          ),
        )
        .with({ type: 'InviteRevoked' }, { type: 'InviteAccepted' }, ({ data }) =>
          sql.query('delete from team_invites where id = $1', [data.inviteId]),
        )
        .exhaustive();
    }
  },
};
