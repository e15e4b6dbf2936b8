import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface HealthCheck {
  readonly name: string;
  /** Which adapter serves this dependency (`embedded`, `elasticsearch`, `postgres`, …). */
  readonly adapter?: string;
  check(): Promise<boolean>;
}

export interface ProjectorReport {
  readonly name: string;
  readonly state: string;
  readonly error: string | null;
}

export interface HealthDeps {
  readonly version: string;
  /** Which process answered (`worker-<n>` when several serve the port, else `main`). */
  readonly instance: string;
  readonly startedAt: Date;
  readonly checks: readonly HealthCheck[];
  readonly projectors: () => readonly ProjectorReport[];
}

const CheckOut = z.object({
  ok: z.boolean(),
  ms: z.number(),
  error: z.string().nullable(),
  adapter: z.string().optional(),
});
const HealthOut = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  instance: z.string(),
  checks: z.record(z.string(), CheckOut).optional(),
  projectors: z.array(z.object({ name: z.string(), state: z.string(), error: z.string().nullable() })),
});

const timed = async (check: HealthCheck): Promise<z.infer<typeof CheckOut>> => {
  const started = performance.now();
  const adapter = check.adapter ? { adapter: check.adapter } : {};
  try {
    const ok = await Promise.race([
      check.check(),
      new Promise<boolean>((_, reject) =>
        setTimeout(() => reject(new Error('timed out after 2 s')), 2_000).unref(),
      ),
    ]);
    return { ok, ms: Math.round((performance.now() - started) * 10) / 10, error: null, ...adapter };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, ms: Math.round(performance.now() - started), error: message, ...adapter };
  }
};

/** Liveness (`/v1/health`), readiness with every dependency (`?deep=true`), and a public status page. */
export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/v1/health',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['platform'],
          summary: 'Health; with deep=true also the database, the event store and the search engine',
          querystring: z.object({ deep: z.enum(['true', 'false']).default('false') }),
          response: { 200: HealthOut, 503: HealthOut },
        },
      },
      async (request, reply) => {
        const projectors = deps.projectors().map((p) => ({ name: p.name, state: p.state, error: p.error }));
        const failedProjector = projectors.some((p) => p.state === 'failed');
        if (request.query.deep !== 'true') {
          return reply.code(failedProjector ? 503 : 200).send({
            status: failedProjector ? 'degraded' : 'ok',
            version: deps.version,
            instance: deps.instance,
            projectors,
          });
        }
        const results = await Promise.all(deps.checks.map(async (c) => [c.name, await timed(c)] as const));
        const ok = !failedProjector && results.every(([, r]) => r.ok);
        return reply.code(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'degraded',
          version: deps.version,
          instance: deps.instance,
          checks: Object.fromEntries(results),
          projectors,
        });
      },
    );
    r.get(
      '/v1/status',
      {
        config: { auth: { level: 'none' } },
        schema: {
          tags: ['platform'],
          summary: 'Public service status',
          response: {
            200: z.object({
              status: z.enum(['operational', 'degraded']),
              version: z.string(),
              uptime_s: z.number(),
              components: z.record(z.string(), z.enum(['operational', 'degraded'])),
            }),
          },
        },
      },
      async () => {
        const projectors = deps.projectors();
        const results = await Promise.all(
          deps.checks.map(async (c) => [c.name, (await timed(c)).ok] as const),
        );
        const components: Record<string, 'operational' | 'degraded'> = {};
        for (const [name, ok] of results) components[name] = ok ? 'operational' : 'degraded';
        components.indexing = projectors.some((p) => p.state === 'failed') ? 'degraded' : 'operational';
        const allUp = Object.values(components).every((c) => c === 'operational');
        return {
          status: allUp ? ('operational' as const) : ('degraded' as const),
          version: deps.version,
          uptime_s: Math.round((Date.now() - deps.startedAt.getTime()) / 1000),
          components,
        };
      },
    );
  };
