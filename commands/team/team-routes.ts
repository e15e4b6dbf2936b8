import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, type Principal, principalOf } from '../../domain/access/principal.ts';
import { normalizeEmail } from '../../domain/accounts/user-events.ts';
import { DeletedOut } from '../../domain/api/envelopes.ts';
import { accountMail } from '../../domain/mail/account-mail.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import {
  InviteAcceptIn,
  InviteIdParams,
  InviteIn,
  InviteOut,
  MemberOut,
  MembershipIdParams,
  RoleChangeIn,
} from '../../domain/team/contract.ts';
import type { TeamActor } from '../../domain/team/team.ts';
import { INVITE_LIFETIME_MS } from '../../domain/team/team-events.ts';
import { TenantOut } from '../../domain/tenancy/contract.ts';
import type { AccountDeps } from '../accounts/account-deps.ts';
import { loadUser, tokenFor, tokenOwner, userIdByEmail } from '../accounts/user-store.ts';
import { runTeam } from './team-store.ts';

const tags = ['team'];

/** A session acts with its role; a key holding the `team` scope acts as an admin (owners are out of its reach). */
const actorOf = (p: Principal): TeamActor => ({ role: p.role ?? 'admin', userId: p.userId });

/** Role changes, removals, invites and accepting an invite. */
export const teamWriteRoutes =
  (deps: AccountDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const team = { auth: { level: 'secret' as const, scope: 'team' as const } };

    r.patch(
      '/v1/team/members/:membership_id',
      {
        config: team,
        schema: {
          tags,
          summary: 'Change a member’s role (only an owner makes or changes an owner; the last owner stays)',
          params: MembershipIdParams,
          body: RoleChangeIn,
          response: { 200: MemberOut },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const result = await runTeam(deps, p.tenantId, {
          type: 'ChangeRole',
          membershipId: request.params.membership_id,
          role: request.body.role,
          actor: actorOf(p),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        const member = await deps.reads.memberOut(p.tenantId, request.params.membership_id);
        if (!member) throw new DomainError('not_found', 'member was not found');
        return member;
      },
    );

    r.delete(
      '/v1/team/members/:membership_id',
      {
        config: team,
        schema: {
          tags,
          summary: 'Remove a member (the last owner stays)',
          params: MembershipIdParams,
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const result = await runTeam(deps, p.tenantId, {
          type: 'RemoveMember',
          membershipId: request.params.membership_id,
          actor: actorOf(p),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        return { deleted: true, id: request.params.membership_id };
      },
    );

    r.post(
      '/v1/team/invites',
      {
        config: team,
        schema: {
          tags,
          summary: 'Invite someone by email as admin, editor or viewer (valid 7 days)',
          body: InviteIn,
          response: { 201: InviteOut },
        },
      },
      async (request, reply) => {
        const p = principalOf(request);
        const email = normalizeEmail(request.body.email);
        const token = tokenFor(deps, p.tenantId);
        const inviteId = deps.newId();
        const now = deps.now();
        const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString();
        const result = await runTeam(deps, p.tenantId, {
          type: 'CreateInvite',
          tenantId: p.tenantId,
          inviteId,
          email,
          role: request.body.role,
          tokenHash: token.hash,
          inviteeUserId: await userIdByEmail(deps, email),
          actor: actorOf(p),
          expiresAt,
          now: now.toISOString(),
        });
        await deps.settle(result.position);
        deps.mailer.send(
          accountMail('invite', email, request.body.locale, deps.links.invite(token.plaintext)),
        );
        return reply.code(201).send({
          id: inviteId,
          email,
          role: request.body.role,
          expires_at: expiresAt,
          created_at: now.toISOString(),
        });
      },
    );

    r.delete(
      '/v1/team/invites/:invite_id',
      {
        config: team,
        schema: {
          tags,
          summary: 'Revoke a pending invite',
          params: InviteIdParams,
          response: { 200: DeletedOut },
        },
      },
      async (request) => {
        const p = principalOf(request);
        const result = await runTeam(deps, p.tenantId, {
          type: 'RevokeInvite',
          inviteId: request.params.invite_id,
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        return { deleted: true, id: request.params.invite_id };
      },
    );

    r.post(
      '/v1/team/invites/accept',
      {
        config: { auth: { level: 'session', scope: 'any' } },
        schema: {
          tags,
          summary: 'Join the inviting store as the signed-in user (the invite’s address must be theirs)',
          body: InviteAcceptIn,
          response: { 200: TenantOut },
        },
      },
      async (request) => {
        const account = accountOf(request);
        const tenantId = tokenOwner(request.body.token);
        const user = await loadUser(deps, account.userId);
        if (!tenantId || !user)
          throw new DomainError('unauthorized', 'The invite is not valid, was used already or has expired.');
        const result = await runTeam(deps, tenantId, {
          type: 'AcceptInvite',
          tokenHash: deps.crypto.hashToken(request.body.token),
          userId: account.userId,
          email: user.email,
          membershipId: deps.newId(),
          now: deps.now().toISOString(),
        });
        await deps.settle(result.position);
        const tenant = await deps.reads.tenantOut(tenantId);
        if (!tenant) throw new DomainError('not_found', 'store was not found');
        return tenant;
      },
    );
  };
