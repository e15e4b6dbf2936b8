import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Admission, CountedSearch } from '../../domain/access/admission.ts';
import type { AuthRequirement } from '../../domain/access/principal.ts';
import type { UsageSnapshot } from '../../domain/billing/usage-meter.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import { authenticate, type SessionCredential } from './authenticate.ts';
import type { CredentialDirectory, KeyDirectory } from './credential-directory.ts';
import { HttpProblem } from './http-error.ts';
import type { RateDecision, RateLimit, RateLimiter, TakeCounting } from './rate-limiter.ts';
import { failedAuthLimit, type RatePolicy, requestLimits } from './request-limits.ts';

export interface AccessPlatform {
  readonly credentials: CredentialDirectory;
  readonly keys: KeyGenerator;
  readonly rateLimiter: RateLimiter;
  /** The take of a route that counts a search with it (`config.admission: 'route'`). */
  readonly takeCounting: TakeCounting;
  readonly rates: RatePolicy;
  /** Dashboard sessions (absent: keys only). */
  readonly sessions?: SessionCredential;
}

const retryAfter = (decision: RateDecision): Record<string, string> => ({
  'Retry-After': String(Math.max(1, Math.ceil(decision.retryAfter))),
});

const tooManyFailures = (decision: RateDecision): HttpProblem =>
  new HttpProblem(
    'rate_limited',
    'Too many failed authentications from this address; retry later with a valid key.',
    [],
    retryAfter(decision),
  );

/**
 * Keys as authentication sees them from one client address. A key this process knows (or is
 * looking up for another request) is free; any other key takes one try from the address's
 * failed-authentication bucket before the database is asked, given back when the key turns
 * out valid. So a flood of made-up keys, however concurrent, reaches the database at most
 * `burst` times and then once a second, and valid keys never use the bucket up.
 */
function chargedDirectory(platform: AccessPlatform, failed: RateLimit) {
  const state = { charged: false };
  const admit = async () => {
    state.charged = true;
    const decision = await platform.rateLimiter.take([failed]);
    if (!decision.allowed) throw tooManyFailures(decision);
  };
  const directory: KeyDirectory = { resolve: (hash) => platform.credentials.resolve(hash, admit) };
  return { directory, state };
}

/** The decision's headers on the answer. */
const rateHeaders = (reply: FastifyReply, decision: RateDecision): void => {
  reply.header('RateLimit-Limit', decision.limit).header('RateLimit-Remaining', decision.remaining);
};

const overLimit = (decision: RateDecision): HttpProblem =>
  new HttpProblem(
    'rate_limited',
    `Over the limit of ${decision.limit} requests a second; retry after Retry-After seconds.`,
    [],
    retryAfter(decision),
  );

/** The decision's headers on the answer; refused, the `rate_limited` problem. */
function applyDecision(reply: FastifyReply, decision: RateDecision): void {
  rateHeaders(reply, decision);
  if (!decision.allowed) throw overLimit(decision);
}

/** A request's take left to its route (`config.admission: 'route'`): taken once, by the route or before its error. */
export class RouteAdmission implements Admission {
  private taken = false;

  constructor(
    private readonly platform: Pick<AccessPlatform, 'rateLimiter' | 'takeCounting'>,
    private readonly limits: readonly RateLimit[],
    private readonly reply: FastifyReply,
  ) {}

  /** Not taken yet: the route failed before it admitted the request. */
  get pending(): boolean {
    return !this.taken;
  }

  async take(): Promise<void> {
    this.claim();
    applyDecision(this.reply, await this.platform.rateLimiter.take(this.limits));
  }

  async takeCounting(search: CountedSearch): Promise<UsageSnapshot> {
    this.claim();
    const { decision, usage } = await this.platform.takeCounting(this.limits, search);
    applyDecision(this.reply, decision);
    if (usage === null) throw new Error('an admitted search was not counted');
    return usage;
  }

  private claim(): void {
    if (this.taken) throw new Error('a request is admitted once');
    this.taken = true;
  }
}

/**
 * Before a failed request's error is answered: its take, if its route left the take to itself
 * and failed first (an invalid query, a refused debug trace). Answers the `rate_limited`
 * problem that then replaces the error, or null.
 */
export async function takeBeforeError(request: FastifyRequest): Promise<HttpProblem | null> {
  const admission = request.admission;
  if (admission === null || !admission.pending) return null;
  try {
    await admission.take();
    return null;
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
}

/** Who is calling (the route's `config.auth`) and whether they may call now (rate limits), on every request. */
export function installAccessControl(app: FastifyInstance, platform: AccessPlatform): void {
  app.addHook('onRequest', async (request, reply) => {
    const requirement: AuthRequirement = request.routeOptions.config?.auth ?? { level: 'none' };
    const client = request.ip;
    let failure: unknown = null;
    if (requirement.level !== 'none') {
      const failed = failedAuthLimit(client);
      const { directory, state } = chargedDirectory(platform, failed);
      try {
        request.principal = await authenticate(
          request,
          requirement,
          directory,
          platform.keys,
          platform.sessions,
        );
      } catch (error) {
        failure = error;
      }
      const code = failure instanceof HttpProblem ? failure.code : null;
      if (code === 'unauthorized' && !state.charged) {
        // Refused before any lookup (no key, two keys, a malformed or known-bad key): a try too.
        const decision = await platform.rateLimiter.take([failed]);
        if (!decision.allowed) failure = tooManyFailures(decision);
      } else if (state.charged && code !== 'unauthorized' && code !== 'rate_limited') {
        // The key was found (valid, or refused for its origin or scope): not a failed authentication.
        await platform.rateLimiter.giveBack([failed]);
      }
      if (failure instanceof HttpProblem && failure.code === 'rate_limited') {
        reply.header('RateLimit-Limit', failed.burst).header('RateLimit-Remaining', 0);
        throw failure;
      }
    }
    const limits = requestLimits(request.principal, client, platform.rates);
    if (failure === null && request.routeOptions.config?.admission === 'route') {
      // The route takes it, with what it counts (a search given from the answers kept).
      request.admission = new RouteAdmission(platform, limits, reply);
      return;
    }
    const decision = await platform.rateLimiter.take(limits);
    rateHeaders(reply, decision);
    if (failure) throw failure;
    if (!decision.allowed) throw overLimit(decision);
  });
}
