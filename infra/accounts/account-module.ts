import type { FastifyPluginAsync } from 'fastify';
import type { AccountDeps } from '../../commands/accounts/account-deps.ts';
import { authRoutes } from '../../commands/accounts/auth-routes.ts';
import { sessionRoutes } from '../../commands/accounts/session-routes.ts';
import type { CommandDeps } from '../../commands/shared/command-deps.ts';
import { teamWriteRoutes } from '../../commands/team/team-routes.ts';
import { accountReadRoutes } from '../../read-api/accounts/account-routes.ts';
import { userOut } from '../../read-api/accounts/user-out.ts';
import { memberOut, tenantOut } from '../../read-api/team/team-out.ts';
import { teamReadRoutes } from '../../read-api/team/team-routes.ts';
import { keyGenerator } from '../crypto/key-generator.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import type { Runtime } from '../runtime.ts';
import { accountLinks } from './account-links.ts';
import { loadCommonPasswords } from './common-passwords.ts';
import { SessionAuthenticator } from './session-authenticator.ts';
import { sessionCookies, sessionTokenOf } from './session-cookies.ts';

/** What the account commands need, from the runtime (the HTTP app and the store:create command). */
export function accountDeps(
  runtime: Runtime,
  commandDeps: CommandDeps,
  rateLimiter: RateLimiter,
): AccountDeps {
  const config = runtime.config;
  return {
    ...commandDeps,
    crypto: runtime.accountCrypto,
    mailer: runtime.mailer,
    commonPasswords: loadCommonPasswords(),
    throttle: {
      take: async (limits) => rateLimiter.take(limits),
      giveBack: async (limits) => rateLimiter.giveBack(limits),
    },
    secrets: runtime.secrets,
    keys: keyGenerator,
    links: accountLinks(dashboardUrlOf(runtime)),
    reads: {
      userOut: (userId) => userOut(runtime.pool, userId),
      tenantOut: (tenantId) => tenantOut(runtime.pool, tenantId),
      memberOut: (tenantId, membershipId) => memberOut(runtime.pool, tenantId, membershipId),
    },
    cookies: sessionCookies({ secure: config.SESSION_COOKIE_SECURE }),
  };
}

const dashboardUrlOf = (runtime: Runtime): string =>
  runtime.config.DASHBOARD_URL ?? runtime.config.PUBLIC_BASE_URL;

/** Accounts, sessions and the team, wired to the runtime: the routes and the session credential. */
export function accountModule(runtime: Runtime, commandDeps: CommandDeps, rateLimiter: RateLimiter) {
  const config = runtime.config;
  const dashboardUrl = dashboardUrlOf(runtime);
  const deps = accountDeps(runtime, commandDeps, rateLimiter);
  const authenticator = new SessionAuthenticator(
    runtime.pool,
    runtime.accountCrypto,
    runtime.now,
    config.DEFAULT_RATE_LIMIT,
  );
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const routes: FastifyPluginAsync[] = [
    authRoutes(deps, log),
    sessionRoutes(deps),
    accountReadRoutes(runtime.pool, runtime.now),
    teamReadRoutes(runtime.pool, runtime.now),
    teamWriteRoutes(deps),
  ];
  return {
    routes,
    deps,
    sessions: {
      tokenOf: sessionTokenOf,
      authenticate: authenticator.authenticate.bind(authenticator),
    },
    dashboardOrigins: [dashboardUrl, config.PUBLIC_BASE_URL],
  };
}
