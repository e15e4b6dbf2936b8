import type { AuthRequirement, Principal } from '../../domain/access/principal.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route says who may call it; routes without it are refused (fail closed). */
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    principal: Principal | null;
    rawBody: string | null;
  }
}
