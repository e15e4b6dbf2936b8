import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import { installAccessControl } from './access-stage.ts';
import type { SessionCredential } from './authenticate.ts';
import { corsAnswer } from './cors.ts';
import type { CredentialDirectory } from './credential-directory.ts';
import { docsPageOptions } from './docs-page.ts';
import { installErrorHandling } from './error-handler.ts';
import type { RegisteredRoute } from './fastify-types.ts';
import { clientErrorHandler, frameworkErrors, newRequestId } from './framework-errors.ts';
import { HttpProblem } from './http-error.ts';
import { installIdempotency } from './idempotency-stage.ts';
import type { IdempotencyStore } from './idempotency-store.ts';
import { openApiOptions } from './openapi/openapi-options.ts';
import { setProblemBase } from './problem.ts';
import type { RateLimiter, TakeCounting } from './rate-limiter.ts';
import type { RatePolicy } from './request-limits.ts';
import { RouteTable } from './route-table.ts';
import { notYetBuiltRoutes } from './routes/not-yet-built-routes.ts';
import { refuseUnstorablePathIds } from './unstorable-path-ids.ts';

export interface HttpPlatform {
  readonly publicBaseUrl: string;
  readonly credentials: CredentialDirectory;
  readonly keys: KeyGenerator;
  readonly rateLimiter: RateLimiter;
  readonly takeCounting: TakeCounting;
  readonly rates: RatePolicy;
  readonly idempotency: IdempotencyStore;
  /** Seals stored answers of idempotent writes. */
  readonly secrets: SecretBox;
  /** Proxies whose X-Forwarded-For names the client (config TRUST_PROXY); false: the peer is the client. */
  readonly trustProxy: false | number | readonly string[];
  /** Dashboard sessions (absent: keys only). */
  readonly sessions?: SessionCredential;
  /** Origins of the dashboard: the only ones allowed credentials, and on account and secret routes the only ones named. */
  readonly dashboardOrigins?: readonly string[];
}

export type AppPlugin = FastifyPluginAsync;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const EXPOSED_HEADERS =
  'RateLimit-Limit, RateLimit-Remaining, Retry-After, X-Service-Usage, Idempotent-Replayed, X-Request-Id';

/** TRUST_PROXY as fastify takes it: a hop count trusts that many proxies nearest to us. */
const trustedProxies = (
  trust: HttpPlatform['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust === false ? false : [...trust];

/** Builds the HTTP app (no socket): tests call inject(), main listens. */
export async function buildApp(
  platform: HttpPlatform,
  plugins: readonly AppPlugin[],
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  setProblemBase(platform.publicBaseUrl);
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request would cost more than the request itself at search rates; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    trustProxy: trustedProxies(platform.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  app.decorateRequest('account', null);
  app.decorateRequest('rawBody', null);
  app.decorateRequest('admission', null);

  const routes = new RouteTable();
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The docs pages are registered by @fastify/swagger-ui, which cannot say it: they need no key.
    if (route.url.startsWith('/v1/docs')) route.config = { ...route.config, auth: { level: 'none' } };
    const auth = route.config?.auth;
    if (!auth || (auth.level !== 'none' && auth.scope === undefined)) {
      throw new Error(
        `route ${methods.join(',')} ${route.url} does not say who may call it (config.auth with its scope)`,
      );
    }
    routes.add(route.url, methods);
    registered.push({
      url: route.url,
      methods,
      hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
      auth,
    });
  });
  installErrorHandling(app, routes);
  installIdempotency(app, platform.idempotency, platform.secrets);

  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parseJson = (
    request: FastifyRequest,
    body: Buffer | string,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    let text: string;
    try {
      // Fatal: bytes that are not UTF-8 are refused, not turned into U+FFFD (two bodies would read alike).
      text = strictUtf8.decode(typeof body === 'string' ? Buffer.from(body) : body);
    } catch {
      return done(new HttpProblem('invalid_json', 'The body is not valid UTF-8.'), undefined);
    }
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpProblem('invalid_json', 'The body is not valid JSON.'), undefined);
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, parseJson);
  // Beacons (clicks, events) arrive as text/plain holding JSON, some platform webhooks as a
  // signed token in text/plain; elsewhere text/plain is refused.
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
    if (request.routeOptions.config?.acceptsBeacon) return parseJson(request, body, done);
    if (!request.routeOptions.config?.acceptsText)
      return done(new HttpProblem('unsupported_media_type', 'Send the body as application/json.'), undefined);
    try {
      request.rawBody = strictUtf8.decode(typeof body === 'string' ? Buffer.from(body) : body);
      done(null, undefined);
    } catch {
      done(new HttpProblem('invalid_json', 'The body is not valid UTF-8.'), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id).header('X-Content-Type-Options', 'nosniff');
    if (request.routeOptions.config?.showsSecret) reply.header('Cache-Control', 'no-store');
    const origin = request.headers.origin;
    if (typeof origin === 'string') {
      reply.header('Vary', 'Origin');
      const cors = corsAnswer(
        origin,
        request.url,
        request.routeOptions.config?.auth,
        platform.dashboardOrigins ?? [],
      );
      if (cors.allow) {
        reply.header('Access-Control-Allow-Origin', origin);
        reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
        if (cors.credentials) reply.header('Access-Control-Allow-Credentials', 'true');
      }
    }
  });
  installAccessControl(app, platform);
  refuseUnstorablePathIds(app);

  await app.register(swagger, openApiOptions(platform.publicBaseUrl));
  await app.register(swaggerUi, docsPageOptions);

  app.options(
    '/*',
    { config: { auth: { level: 'none' } }, schema: { hide: true } },
    async (_request, reply) => {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header(
          'Access-Control-Allow-Headers',
          'Authorization, X-Service-Key, Content-Type, Idempotency-Key, X-CSRF-Token, X-Tenant-Id',
        )
        .header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    },
  );

  app.get('/v1/openapi.json', { config: { auth: { level: 'none' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  for (const plugin of plugins) await app.register(plugin);
  // After every module: the spec's paths none of them serves answer 501 (a built path keeps its route).
  await app.register(notYetBuiltRoutes);
  await app.ready();
  return app;
}
