import { createHash, randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AuthRequirement } from '../../domain/access/principal.ts';
import type { KeyGenerator } from '../../domain/tenancy/key-material.ts';
import { authenticate } from './authenticate.ts';
import type { CredentialDirectory } from './credential-directory.ts';
import { installErrorHandling } from './error-handler.ts';
import { HttpProblem } from './http-error.ts';
import { IDEMPOTENCY_KEY_PATTERN, type IdempotencyStore } from './idempotency-store.ts';
import { setProblemBase } from './problem.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { RouteTable } from './route-table.ts';
import './fastify-types.ts';

export interface HttpPlatform {
  readonly publicBaseUrl: string;
  readonly credentials: CredentialDirectory;
  readonly keys: KeyGenerator;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  /** Requests per second per client address on routes that need no key. */
  readonly anonymousRateLimit: number;
}

export type AppPlugin = FastifyPluginAsync;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLAYED_HEADERS = ['content-type', 'location', 'x-service-usage'];
const EXPOSED_HEADERS =
  'RateLimit-Limit, RateLimit-Remaining, Retry-After, X-Service-Usage, Idempotent-Replayed, X-Request-Id';

interface IdempotencyContext {
  readonly tenantId: string;
  readonly key: string;
  settled: boolean;
}

const idempotencyOf = new WeakMap<object, IdempotencyContext>();

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
    genReqId: () => `req_${randomUUID().replace(/-/g, '')}`,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  app.decorateRequest('rawBody', null);

  const routes = new RouteTable();
  const registered: { url: string; methods: string[]; hidden: boolean }[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.add(route.url, methods);
    registered.push({
      url: route.url,
      methods,
      hidden: (route.schema as { hide?: boolean } | undefined)?.hide === true,
    });
    if (!route.config?.auth && !route.url.startsWith('/v1/docs')) {
      throw new Error(`route ${methods.join(',')} ${route.url} does not say who may call it (config.auth)`);
    }
  });
  installErrorHandling(app, routes);

  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpProblem('invalid_json', 'The body is not valid JSON.'), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    const origin = request.headers.origin;
    if (typeof origin === 'string') {
      reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    const requirement: AuthRequirement = request.routeOptions.config?.auth ?? { level: 'none' };
    let failure: unknown = null;
    try {
      request.principal = await authenticate(request, requirement, platform.credentials, platform.keys);
    } catch (error) {
      failure = error;
    }
    const principal = request.principal;
    const decision = principal
      ? platform.rateLimiter.take(`key:${principal.keyId}`, principal.rateLimit)
      : platform.rateLimiter.take(`ip:${request.ip}`, platform.anonymousRateLimit);
    reply.header('RateLimit-Limit', decision.limit).header('RateLimit-Remaining', decision.remaining);
    if (failure) throw failure;
    if (!decision.allowed) {
      throw new HttpProblem('rate_limited', `More than ${decision.limit} requests in one second.`, [], {
        'Retry-After': String(Math.ceil(decision.retryAfter)),
      });
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpProblem(
        'invalid_request',
        'Idempotency-Key must be 8-255 characters of letters, digits and _ - : .',
        [
          {
            field: 'header.Idempotency-Key',
            code: 'invalid_format',
            message: 'must match ^[A-Za-z0-9_\\-:.]{8,255}$',
          },
        ],
      );
    }
    const principal = request.principal;
    if (!principal) return;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${request.rawBody ?? ''}`)
      .digest('hex');
    const claim = await platform.idempotency.claim(principal.tenantId, key, fingerprint);
    switch (claim.kind) {
      case 'owned':
        idempotencyOf.set(request, { tenantId: principal.tenantId, key, settled: false });
        return;
      case 'reused':
        throw new HttpProblem(
          'idempotency_key_reuse',
          'This Idempotency-Key was already used with another request.',
        );
      case 'in_progress':
        throw new HttpProblem(
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still running; retry later.',
        );
      case 'replay':
        for (const [name, value] of Object.entries(claim.headers)) reply.header(name, value);
        reply.header('Idempotent-Replayed', 'true');
        return reply
          .code(claim.status)
          .serializer((x: unknown) => x as string)
          .send(claim.body);
      default: {
        const never: never = claim;
        return never;
      }
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const context = idempotencyOf.get(request);
    if (!context || context.settled) return payload;
    context.settled = true;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await platform.idempotency.release(context.tenantId, context.key);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    await platform.idempotency.complete(context.tenantId, context.key, reply.statusCode, headers, payload);
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const context = idempotencyOf.get(request);
    if (context && !context.settled) await platform.idempotency.release(context.tenantId, context.key);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Store Search API',
        version: '1.0.0',
        description:
          'Product search for multilingual stores, Arabic first. Errors are application/problem+json.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' },
          serviceKey: { type: 'apiKey', in: 'header', name: 'X-Service-Key' },
          queryKey: { type: 'apiKey', in: 'query', name: 'key', description: 'public keys only' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });

  app.options(
    '/*',
    { config: { auth: { level: 'none' } }, schema: { hide: true } },
    async (_request, reply) => {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header(
          'Access-Control-Allow-Headers',
          'Authorization, X-Service-Key, Content-Type, Idempotency-Key, X-CSRF-Token',
        )
        .header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    },
  );

  app.get('/v1/openapi.json', { config: { auth: { level: 'none' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  for (const plugin of plugins) await app.register(plugin);
  await app.ready();
  return app;
}
