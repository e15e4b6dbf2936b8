import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { credentialIdOf } from '../../domain/access/principal.ts';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';
import { HttpProblem } from './http-error.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  type IdempotencyScope,
  type IdempotencyStore,
} from './idempotency-store.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLAYED_HEADERS = ['content-type', 'location', 'x-service-usage', 'cache-control'];

interface Claimed extends IdempotencyScope {
  settled: boolean;
}

const claimOf = new WeakMap<FastifyRequest, Claimed>();
/** Keys of routes whose handler claims them (`config.claimsIdempotencyKey`), not claimed yet. */
const deferredOf = new WeakMap<FastifyRequest, { reply: FastifyReply; scope: IdempotencyScope }>();

/**
 * Safe retries (spec: Errors): the answer of a write sent with an Idempotency-Key is stored
 * (sealed: it may show a secret once, such as a new key) and replayed. The claim is the last step before the handler, after every route's own
 * authorization (its preHandler), and the stored answer belongs to the credential that made it.
 * A route that reads a streamed body itself (a multipart upload, `config.claimsIdempotencyKey`)
 * claims the key from its handler once the body is read, with a digest of everything it read
 * (the file's bytes too): the same key with another file is a reuse, not a replay.
 */
export function installIdempotency(app: FastifyInstance, store: IdempotencyStore, secrets: SecretBox): void {
  // A sealed answer opens only for its own store, credential and key.
  const contextOf = (scope: IdempotencyScope) =>
    `idempotency:${scope.tenantId}:${scope.credentialId}:${scope.key}`;

  /** The key sent with a write, checked; undefined when the request has none. */
  const keyOf = (request: FastifyRequest): IdempotencyScope | undefined => {
    if (!WRITE_METHODS.has(request.method)) return undefined;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return undefined;
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
    if (!principal) return undefined;
    return { tenantId: principal.tenantId, credentialId: credentialIdOf(principal), key };
  };

  /** Claims the key for this request; true when a stored answer was sent instead (a replay). */
  const claimFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: IdempotencyScope,
    body: string,
  ): Promise<boolean> => {
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${body}`)
      .digest('hex');
    const outcome = await store.claim(scope, fingerprint);
    switch (outcome.kind) {
      case 'owned':
        claimOf.set(request, { ...scope, settled: false });
        return false;
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
        for (const [name, value] of Object.entries(outcome.headers)) reply.header(name, value);
        reply.header('Idempotent-Replayed', 'true');
        reply
          .code(outcome.status)
          .serializer((x: unknown) => x as string)
          .send(outcome.sealed ? secrets.open(outcome.body, contextOf(scope)) : outcome.body);
        return true;
      default: {
        const never: never = outcome;
        return never;
      }
    }
  };

  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const scope = keyOf(request);
    if (!scope) return;
    if (request.routeOptions.config?.claimsIdempotencyKey) {
      // The handler reads the body itself and claims the key with a digest of what it read.
      deferredOf.set(request, { reply, scope });
      return;
    }
    if (await claimFor(request, reply, scope, request.rawBody ?? '')) return reply;
  };

  app.decorateRequest('claimIdempotencyKey', async function (this: FastifyRequest, digest: string) {
    const deferred = deferredOf.get(this);
    if (!deferred) return false;
    deferredOf.delete(this);
    return claimFor(this, deferred.reply, deferred.scope, digest);
  });

  app.addHook('onRoute', (route) => {
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, claim as onRequestHookHandler];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = claimOf.get(request);
    if (!claimed || claimed.settled) return payload;
    claimed.settled = true;
    // An answer written as text, or as UTF-8 bytes (a kept search answer): either is kept as text.
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
    if (reply.statusCode >= 500 || text === undefined) {
      await store.release(claimed);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    await store.complete(claimed, reply.statusCode, headers, secrets.seal(text, contextOf(claimed)), true);
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const claimed = claimOf.get(request);
    if (claimed && !claimed.settled) await store.release(claimed);
  });
}
