import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import type { ServiceMetrics } from '../../metrics/service-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics (Prometheus text format) behind `METRICS_TOKEN` (`Authorization: Bearer
 * <token>`); without a token configured the path answers 404. Also times every request of the
 * app (its hook is not encapsulated: it sees every route).
 */
export const metricsRoutes = (deps: {
  metrics: ServiceMetrics;
  /** The text to answer: this process's registry, or every process's merged (workers). */
  scrape: () => Promise<string>;
  token: string | undefined;
}): FastifyPluginAsync => {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      deps.metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    app.get(
      '/metrics',
      { config: { auth: { level: 'none' } }, schema: { hide: true } },
      async (request, reply) => {
        if (!deps.token) throw new DomainError('not_found', 'metrics are not enabled (METRICS_TOKEN)');
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!timingSafeEqual(digest(given), digest(deps.token)))
          throw new DomainError('unauthorized', 'a metrics token is needed: Authorization: Bearer <token>');
        const text = await deps.scrape();
        return reply.type(deps.metrics.registry.contentType).send(text);
      },
    );
  };
  // Not encapsulated: the timing hook applies to the routes of every other module too.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
};
