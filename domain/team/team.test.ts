import { describe, it } from 'vitest';
import { deciderSpec } from '../../test/support/decider-spec.ts';
import type { Role } from '../access/principal.ts';
import { teamDecider } from './team.ts';
import type { TeamEvent } from './team-events.ts';

const given = deciderSpec(teamDecider);
const now = '2026-11-23T10:00:00.000Z';
const week = '2026-11-30T10:00:00.000Z';
const added = (membershipId: string, userId: string, role: Role): TeamEvent => ({
  type: 'MemberAdded',
  data: { tenantId: 't1', membershipId, userId, role, addedAt: now },
});
const invited: TeamEvent = {
  type: 'InviteCreated',
  data: {
    tenantId: 't1',
    inviteId: 'i1',
    email: 'omar@example.com',
    role: 'editor',
    tokenHash: 'h1',
    invitedBy: 'u1',
    expiresAt: week,
    createdAt: now,
  },
};
const owner = { role: 'owner' as const, userId: 'u1' };
const admin = { role: 'admin' as const, userId: 'u2' };

describe('team decider', () => {
  it('adds a member once', () => {
    given([])
      .when({ type: 'AddMember', tenantId: 't1', membershipId: 'm1', userId: 'u1', role: 'owner', now })
      .then([added('m1', 'u1', 'owner')]);
    given([added('m1', 'u1', 'owner')])
      .when({ type: 'AddMember', tenantId: 't1', membershipId: 'm9', userId: 'u1', role: 'viewer', now })
      .then([]);
  });

  it('never demotes or removes the last owner', () => {
    const team = [added('m1', 'u1', 'owner'), added('m2', 'u2', 'admin')];
    given(team)
      .when({ type: 'ChangeRole', membershipId: 'm1', role: 'admin', actor: owner, now })
      .thenThrows({ code: 'conflict' });
    given(team)
      .when({ type: 'RemoveMember', membershipId: 'm1', actor: owner, now })
      .thenThrows({ code: 'conflict' });
    given([...team, added('m3', 'u3', 'owner')])
      .when({ type: 'ChangeRole', membershipId: 'm1', role: 'admin', actor: owner, now })
      .then([
        {
          type: 'MemberRoleChanged',
          data: { tenantId: 't1', membershipId: 'm1', userId: 'u1', role: 'admin', changedAt: now },
        },
      ]);
  });

  it('lets only an owner make, change or remove an owner', () => {
    const team = [added('m1', 'u1', 'owner'), added('m2', 'u2', 'admin'), added('m3', 'u3', 'viewer')];
    given(team)
      .when({ type: 'ChangeRole', membershipId: 'm3', role: 'owner', actor: admin, now })
      .thenThrows({ code: 'forbidden' });
    given(team)
      .when({ type: 'RemoveMember', membershipId: 'm1', actor: admin, now })
      .thenThrows({ code: 'forbidden' });
    given(team)
      .when({ type: 'ChangeRole', membershipId: 'm3', role: 'editor', actor: admin, now })
      .then([
        {
          type: 'MemberRoleChanged',
          data: { tenantId: 't1', membershipId: 'm3', userId: 'u3', role: 'editor', changedAt: now },
        },
      ]);
    given(team)
      .when({ type: 'RemoveMember', membershipId: 'm2', actor: admin, now })
      .then([
        { type: 'MemberRemoved', data: { tenantId: 't1', membershipId: 'm2', userId: 'u2', removedAt: now } },
      ]);
    given(team)
      .when({ type: 'RemoveMember', membershipId: 'nope', actor: owner, now })
      .thenThrows({ code: 'not_found' });
  });

  it('invites an address once while pending, never a member', () => {
    const invite = {
      type: 'CreateInvite' as const,
      tenantId: 't1',
      inviteId: 'i1',
      email: 'omar@example.com',
      role: 'editor' as const,
      tokenHash: 'h1',
      inviteeUserId: null,
      actor: owner,
      expiresAt: week,
      now,
    };
    given([added('m1', 'u1', 'owner')])
      .when(invite)
      .then([invited]);
    given([added('m1', 'u1', 'owner'), invited])
      .when({ ...invite, inviteId: 'i2' })
      .thenThrows({ code: 'conflict' });
    given([added('m1', 'u1', 'owner')])
      .when({ ...invite, inviteeUserId: 'u1' })
      .thenThrows({ code: 'conflict' });
  });

  it('accepts an invite before it expires, for its own address, once', () => {
    const accept = {
      type: 'AcceptInvite' as const,
      tokenHash: 'h1',
      userId: 'u5',
      email: 'omar@example.com',
      membershipId: 'm5',
      now,
    };
    given([added('m1', 'u1', 'owner'), invited])
      .when(accept)
      .then([
        { type: 'InviteAccepted', data: { tenantId: 't1', inviteId: 'i1', userId: 'u5', acceptedAt: now } },
        added('m5', 'u5', 'editor'),
      ]);
    given([added('m1', 'u1', 'owner'), invited])
      .when({ ...accept, email: 'eve@example.com' })
      .thenThrows({ code: 'forbidden' });
    given([added('m1', 'u1', 'owner'), invited])
      .when({ ...accept, now: week })
      .thenThrows({ code: 'unauthorized' });
    given([
      added('m1', 'u1', 'owner'),
      invited,
      { type: 'InviteRevoked', data: { tenantId: 't1', inviteId: 'i1', revokedAt: now } },
    ])
      .when(accept)
      .thenThrows({ code: 'unauthorized' });
  });
});
