import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { accountOf } from '../../domain/access/principal.ts';
import { SessionOut, UserOut } from '../../domain/accounts/contract.ts';
import { sessionLiveness } from '../../domain/accounts/session-expiry.ts';
import { pageOf } from '../../domain/api/envelopes.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { openSessions } from '../../projections/accounts/account-queries.ts';
import { userOut } from './user-out.ts';

const tags = ['auth'];

/** The signed-in user and their sessions. */
export const accountReadRoutes =
  (pool: Pool, now: () => Date): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const session = { auth: { level: 'session' as const, scope: 'any' as const } };
    r.get(
      '/v1/auth/me',
      {
        config: session,
        schema: { tags, summary: 'The signed-in user and their stores', response: { 200: UserOut } },
      },
      async (request) => {
        const user = await userOut(pool, accountOf(request).userId);
        if (!user) throw new DomainError('unauthorized', 'The user no longer exists.');
        return user;
      },
    );
    r.get(
      '/v1/auth/sessions',
      {
        config: session,
        schema: {
          tags,
          summary: 'The user’s live sessions, newest first',
          response: { 200: pageOf(SessionOut) },
        },
      },
      async (request) => {
        const account = accountOf(request);
        const nowMs = now().getTime();
        const live = (await openSessions(pool, account.userId)).filter(
          (s) =>
            sessionLiveness(
              {
                startedAtMs: s.startedAt.getTime(),
                lastSeenAtMs: s.lastSeenAt.getTime(),
                mfaPending: s.mfaPending,
                embedded: s.method === 'store_app',
              },
              nowMs,
            ) === 'live',
        );
        const data = live.map((s) => ({
          id: s.id,
          created_at: s.startedAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          user_agent: s.userAgent,
          current: s.id === account.sessionId,
        }));
        return { data, next_cursor: null, total: data.length };
      },
    );
  };
