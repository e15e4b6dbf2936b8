import type { AuthRequirement, Principal, SessionAccount } from '../../domain/access/principal.ts';
import type { RouteAdmission } from './access-stage.ts';

/** A route as the platform saw it registered: for 405 answers, OpenAPI and scope tests. */
export interface RegisteredRoute {
  readonly url: string;
  readonly methods: readonly string[];
  readonly hidden: boolean;
  readonly auth: AuthRequirement;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route says who may call it; routes without it are refused (fail closed). */
    auth?: AuthRequirement;
    /** The answer shows a secret (a new key): sent with `Cache-Control: no-store`. */
    showsSecret?: boolean;
    /**
     * The route takes a JSON body sent as `text/plain` too: what `navigator.sendBeacon` sends
     * with a string, and what a browser may post across origins without a preflight.
     */
    acceptsBeacon?: boolean;
    /** A text/plain body is kept as it came (`request.rawBody`), not parsed: a platform webhook signed as a token. */
    acceptsText?: boolean;
    /**
     * The handler reads a streamed body itself (a multipart upload) and claims the
     * Idempotency-Key with `request.claimIdempotencyKey(digest)` once it has read it, so the
     * key covers what was sent (the file's bytes), not only the method and URL.
     */
    claimsIdempotencyKey?: boolean;
    /**
     * The handler takes the request's rate limits itself, through `request.admission` (a search
     * counted in the same step); a failure before it does is taken before its error is answered.
     */
    admission?: 'route';
  }
  interface FastifyInstance {
    /** Every route with its methods, for 405 answers and the OpenAPI coverage test. */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    account: SessionAccount | null;
    rawBody: string | null;
    /** For a route with `config.admission: 'route'`: its rate-limit take, left to it. */
    admission: RouteAdmission | null;
    /**
     * For a route with `config.claimsIdempotencyKey`: claims the request's Idempotency-Key with a
     * digest of the body it read. Resolves true when the stored answer of the first request with
     * this key was sent instead (a replay: the handler stops and returns the reply), false when
     * the handler goes on (no key, or the key is now this request's). Throws
     * `idempotency_key_reuse` (another body) or `idempotency_in_progress`.
     */
    claimIdempotencyKey(digest: string): Promise<boolean>;
  }
}
