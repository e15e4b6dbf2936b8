import type { AuthRequirement, Principal } from '../../domain/access/principal.ts';

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
  }
  interface FastifyInstance {
    /** Every route with its methods, for 405 answers and the OpenAPI coverage test. */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    rawBody: string | null;
  }
}
