import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type FieldError, UpstreamError } from '../../domain/shared/domain-error.ts';
import { issueCode, UNSTORABLE_TEXT } from '../../domain/shared/storable-text.ts';
import { takeBeforeError } from './access-stage.ts';
import { HttpProblem } from './http-error.ts';
import { type ProblemCode, sendProblem } from './problem.ts';
import { discardRefusedBody } from './refused-body.ts';
import type { RouteTable } from './route-table.ts';

const CODE_OF_STATUS: Readonly<Record<number, ProblemCode>> = {
  400: 'invalid_json',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** A validation failure as fastify-type-provider-zod reports it: the zod issue spread into `params`. */
interface ZodLikeIssue {
  readonly instancePath?: string;
  readonly message?: string;
  readonly keyword?: string;
  readonly params?: { readonly params?: unknown };
}

/** Turns a validation failure's issues into `{field, code, message}` with dotted paths. */
export function fieldErrors(context: string, issues: readonly ZodLikeIssue[]): FieldError[] {
  return issues.map((issue) => {
    const field = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    return {
      field: context === 'body' ? field || 'body' : field ? `${context}.${field}` : context,
      code: issueCode({ code: issue.keyword, params: issue.params?.params }),
      message: issue.message ?? 'is not valid',
    };
  });
}

/** One place turns every error into problem+json; internal messages never leave on a 5xx. */
export function installErrorHandling(app: FastifyInstance, routes: RouteTable): void {
  app.setErrorHandler(async (failure: FastifyError, request, reply) => {
    // A route that takes its own rate limits and failed first: taken now, and refused over them.
    const error = (await takeBeforeError(request)) ?? failure;
    if (error instanceof HttpProblem) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return sendProblem(request, reply, error.code, error.message, error.errors);
    }
    if (error instanceof UpstreamError) {
      request.log.warn({ err: error }, 'upstream service failed');
      if (error.kind === 'unavailable') reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendProblem(
        request,
        reply,
        'internal_error',
        `${error.message} Nothing was changed: retry later.`,
        undefined,
        error.kind === 'unavailable' ? 503 : 502,
      );
    }
    if (error instanceof DomainError)
      return sendProblem(request, reply, error.code, error.message, error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const errors = fieldErrors(context, error.validation as readonly ZodLikeIssue[]);
      // An id in the path holding text no stored id can hold names nothing that exists.
      if (context === 'params' && errors.some((e) => e.code === UNSTORABLE_TEXT)) {
        return sendProblem(
          request,
          reply,
          'not_found',
          `No such ${errors[0]?.field.replace(/^params\./, '') ?? 'id'}.`,
        );
      }
      return sendProblem(
        request,
        reply,
        'invalid_request',
        `${errors.length} field(s) are not valid`,
        errors,
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'answer does not match its schema');
      return sendProblem(
        request,
        reply,
        'internal_error',
        'The server failed to build its answer. Retry later.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && error.code === 'FST_ERR_VALIDATION') {
      return sendProblem(request, reply, 'invalid_request', error.message, []);
    }
    const code = status < 500 ? (CODE_OF_STATUS[status] ?? 'invalid_request') : null;
    if (code === 'payload_too_large') discardRefusedBody(request, reply);
    if (code) return sendProblem(request, reply, code, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 'internal_error', 'Something went wrong on our side. Retry later.');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = routes.methodsFor(path).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    // A route of this path that takes this method found nothing (a missing static file): 404.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (allowed.length > 0 && !allowed.includes(method)) {
      reply.header('Allow', allowed.join(', '));
      return sendProblem(request, reply, 'method_not_allowed', `${request.method} is not allowed on ${path}`);
    }
    return sendProblem(request, reply, 'not_found', `No route ${request.method} ${path}`);
  });
}
