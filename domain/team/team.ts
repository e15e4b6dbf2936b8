import { match } from 'ts-pattern';
import type { Role } from '../access/principal.ts';
import type { Decider } from '../command-handling/decider.ts';
import { DomainError } from '../shared/domain-error.ts';
import { type InviteRole, MAX_PENDING_INVITES, type TeamEvent } from './team-events.ts';

export interface Member {
  readonly userId: string;
  readonly role: Role;
}
export interface PendingInvite {
  readonly email: string;
  readonly role: InviteRole;
  readonly tokenHash: string;
  readonly expiresAt: string;
}

export interface TeamState {
  readonly tenantId: string | null;
  readonly members: ReadonlyMap<string, Member>;
  readonly invites: ReadonlyMap<string, PendingInvite>;
}

/**
 * Who acts on the team: a member with a role, or a key holding the `team` scope (which acts
 * as an admin: it may not touch owners).
 */
export interface TeamActor {
  readonly role: Role;
  readonly userId: string | null;
}

export type TeamCommand =
  | {
      readonly type: 'AddMember';
      readonly tenantId: string;
      readonly membershipId: string;
      readonly userId: string;
      readonly role: Role;
      readonly now: string;
    }
  | {
      readonly type: 'ChangeRole';
      readonly membershipId: string;
      readonly role: Role;
      readonly actor: TeamActor;
      readonly now: string;
    }
  | {
      readonly type: 'RemoveMember';
      readonly membershipId: string;
      readonly actor: TeamActor;
      readonly now: string;
    }
  | {
      readonly type: 'CreateInvite';
      readonly tenantId: string;
      readonly inviteId: string;
      readonly email: string;
      readonly role: InviteRole;
      readonly tokenHash: string;
      /** The invitee's user id when the address has an account already. */
      readonly inviteeUserId: string | null;
      readonly actor: TeamActor;
      readonly expiresAt: string;
      readonly now: string;
    }
  | { readonly type: 'RevokeInvite'; readonly inviteId: string; readonly now: string }
  | {
      readonly type: 'AcceptInvite';
      readonly tokenHash: string;
      readonly userId: string;
      readonly email: string;
      readonly membershipId: string;
      readonly now: string;
    };

const owners = (state: TeamState): number =>
  [...state.members.values()].filter((m) => m.role === 'owner').length;
const memberOf = (state: TeamState, userId: string) =>
  [...state.members.values()].some((m) => m.userId === userId);
const invalidInvite = () =>
  new DomainError('unauthorized', 'The invite is not valid, was used already or has expired.');

function member(state: TeamState, membershipId: string): Member {
  const found = state.members.get(membershipId);
  if (!found) throw new DomainError('not_found', 'member was not found');
  return found;
}

/** Only an owner may make, change or remove an owner. */
function checkOwnerRights(actor: TeamActor, target: Role, next?: Role): void {
  if ((target === 'owner' || next === 'owner') && actor.role !== 'owner') {
    throw new DomainError('forbidden', 'Only an owner may make, change or remove an owner.');
  }
}

export const teamDecider: Decider<TeamCommand, TeamEvent, TeamState> = {
  initialState: () => ({ tenantId: null, members: new Map(), invites: new Map() }),

  evolve: (state, event) =>
    match(event)
      .with(
        { type: 'MemberAdded' },
        ({ data }): TeamState => ({
          ...state,
          tenantId: data.tenantId,
          members: new Map(state.members).set(data.membershipId, { userId: data.userId, role: data.role }),
        }),
      )
      .with(
        { type: 'MemberRoleChanged' },
        ({ data }): TeamState => ({
          ...state,
          members: new Map(state.members).set(data.membershipId, { userId: data.userId, role: data.role }),
        }),
      )
      .with({ type: 'MemberRemoved' }, ({ data }): TeamState => {
        const members = new Map(state.members);
        members.delete(data.membershipId);
        return { ...state, members };
      })
      .with(
        { type: 'InviteCreated' },
        ({ data }): TeamState => ({
          ...state,
          tenantId: data.tenantId,
          invites: new Map(state.invites).set(data.inviteId, {
            email: data.email,
            role: data.role,
            tokenHash: data.tokenHash,
            expiresAt: data.expiresAt,
          }),
        }),
      )
      .with({ type: 'InviteRevoked' }, { type: 'InviteAccepted' }, ({ data }): TeamState => {
        const invites = new Map(state.invites);
        invites.delete(data.inviteId);
        return { ...state, invites };
      })
      .exhaustive(),

  decide: (command, state) =>
    match(command)
      .with({ type: 'AddMember' }, (c): TeamEvent[] => {
        if (state.members.has(c.membershipId) || memberOf(state, c.userId)) return [];
        return [
          {
            type: 'MemberAdded',
            data: {
              tenantId: c.tenantId,
              membershipId: c.membershipId,
              userId: c.userId,
              role: c.role,
              addedAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'ChangeRole' }, (c): TeamEvent[] => {
        const target = member(state, c.membershipId);
        if (target.role === c.role) return [];
        checkOwnerRights(c.actor, target.role, c.role);
        if (target.role === 'owner' && owners(state) === 1) {
          throw new DomainError(
            'conflict',
            'The last owner cannot be demoted; make another member owner first.',
          );
        }
        return [
          {
            type: 'MemberRoleChanged',
            data: {
              tenantId: state.tenantId ?? '',
              membershipId: c.membershipId,
              userId: target.userId,
              role: c.role,
              changedAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'RemoveMember' }, (c): TeamEvent[] => {
        const target = member(state, c.membershipId);
        // Anyone may leave; removing another owner takes an owner.
        if (target.userId !== c.actor.userId) checkOwnerRights(c.actor, target.role);
        if (target.role === 'owner' && owners(state) === 1) {
          throw new DomainError(
            'conflict',
            'The last owner cannot be removed; make another member owner first.',
          );
        }
        return [
          {
            type: 'MemberRemoved',
            data: {
              tenantId: state.tenantId ?? '',
              membershipId: c.membershipId,
              userId: target.userId,
              removedAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'CreateInvite' }, (c): TeamEvent[] => {
        if (c.inviteeUserId !== null && memberOf(state, c.inviteeUserId)) {
          throw new DomainError('conflict', 'This address belongs to a member of the store already.', [
            { field: 'email', code: 'already_member', message: 'already a member of this store' },
          ]);
        }
        const pending = [...state.invites.values()].filter(
          (i) => Date.parse(i.expiresAt) > Date.parse(c.now),
        );
        if (pending.some((i) => i.email === c.email)) {
          throw new DomainError('conflict', 'This address has a pending invite; revoke it to send another.', [
            { field: 'email', code: 'already_invited', message: 'an invite to this address is pending' },
          ]);
        }
        if (pending.length >= MAX_PENDING_INVITES) {
          throw new DomainError(
            'conflict',
            `A store may have at most ${MAX_PENDING_INVITES} pending invites.`,
          );
        }
        return [
          {
            type: 'InviteCreated',
            data: {
              tenantId: c.tenantId,
              inviteId: c.inviteId,
              email: c.email,
              role: c.role,
              tokenHash: c.tokenHash,
              invitedBy: c.actor.userId,
              expiresAt: c.expiresAt,
              createdAt: c.now,
            },
          },
        ];
      })
      .with({ type: 'RevokeInvite' }, (c): TeamEvent[] => {
        if (!state.invites.has(c.inviteId)) throw new DomainError('not_found', 'invite was not found');
        return [
          {
            type: 'InviteRevoked',
            data: { tenantId: state.tenantId ?? '', inviteId: c.inviteId, revokedAt: c.now },
          },
        ];
      })
      .with({ type: 'AcceptInvite' }, (c): TeamEvent[] => {
        const found = [...state.invites.entries()].find(([, i]) => i.tokenHash === c.tokenHash);
        if (!found) throw invalidInvite();
        const [inviteId, invite] = found;
        if (Date.parse(invite.expiresAt) <= Date.parse(c.now)) throw invalidInvite();
        if (invite.email !== c.email) {
          throw new DomainError('forbidden', 'This invite was sent to another email address.');
        }
        const tenantId = state.tenantId ?? '';
        const accepted: TeamEvent = {
          type: 'InviteAccepted',
          data: { tenantId, inviteId, userId: c.userId, acceptedAt: c.now },
        };
        if (memberOf(state, c.userId)) return [accepted];
        return [
          accepted,
          {
            type: 'MemberAdded',
            data: {
              tenantId,
              membershipId: c.membershipId,
              userId: c.userId,
              role: invite.role,
              addedAt: c.now,
            },
          },
        ];
      })
      .exhaustive(),
};
