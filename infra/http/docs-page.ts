import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/**
 * The browsable reference at /v1/docs (@fastify/swagger-ui). Its scripts and styles are its
 * own files or carry hashes in the policy, so a strict Content-Security-Policy leaves the page
 * working; it may not be framed (clickjacking), and nothing is sniffed.
 */
export const docsPageOptions: FastifySwaggerUiOptions = {
  routePrefix: '/v1/docs',
  uiConfig: { validatorUrl: null },
  staticCSP: true,
  transformStaticCSP: (header) =>
    header
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'; form-action 'self'; connect-src 'self'")
      .replace(' validator.swagger.io', '')
      // The service is also reached over plain http (locally, behind a TLS proxy): do not force https.
      .replace(/\s*upgrade-insecure-requests;?/, ''),
  uiHooks: {
    onRequest: async (_request, reply) => {
      reply.header('X-Frame-Options', 'DENY');
    },
  },
};
