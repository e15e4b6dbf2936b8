import type { AuthRequirement, Principal } from '../../domain/access/principal.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route says who may call it; routes without it are refused (fail closed). */
    auth?: AuthRequirement;
  }
  interface FastifyInstance {
    /** Every route with its methods, for 405 answers and the OpenAPI coverage test. */
    registeredRoutes: readonly { url: string; methods: readonly string[]; hidden: boolean }[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    rawBody: string | null;
  }
}
