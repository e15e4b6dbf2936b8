import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { principalOf } from '../../domain/access/principal.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { InviteOut, MemberOut } from '../../domain/team/contract.ts';
import { listMembers, pendingInvites } from '../../projections/team/team-queries.ts';
import { inviteJson, memberJson } from './team-out.ts';

/** The store's members and pending invites. */
export const teamReadRoutes =
  (pool: Pool, now: () => Date): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const team = { auth: { level: 'secret' as const, scope: 'team' as const } };
    r.get(
      '/v1/team/members',
      {
        config: team,
        schema: { tags: ['team'], summary: 'The store’s members', response: { 200: pageOf(MemberOut) } },
      },
      async (request) => {
        const data = (await listMembers(pool, principalOf(request).tenantId)).map(memberJson);
        return { data, next_cursor: null, total: data.length };
      },
    );
    r.get(
      '/v1/team/invites',
      {
        config: team,
        schema: {
          tags: ['team'],
          summary: 'Invites not accepted, revoked or expired',
          response: { 200: pageOf(InviteOut) },
        },
      },
      async (request) => {
        const data = (await pendingInvites(pool, principalOf(request).tenantId, now())).map(inviteJson);
        return { data, next_cursor: null, total: data.length };
      },
    );
  };
