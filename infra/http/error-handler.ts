import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type FieldError } from '../../domain/shared/domain-error.ts';
import { HttpProblem } from './http-error.ts';
import { type ProblemCode, sendProblem } from './problem.ts';
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

interface ZodLikeIssue {
  readonly instancePath?: string;
  readonly message?: string;
  readonly keyword?: string;
  readonly params?: { issue?: { path?: readonly PropertyKey[]; code?: string; message?: string } };
}

/** Turns a validation failure's issues into `{field, code, message}` with dotted paths. */
export function fieldErrors(context: string, issues: readonly ZodLikeIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = path.map(String).join('.');
    return {
      field: context === 'body' ? field || 'body' : field ? `${context}.${field}` : context,
      code: issue.params?.issue?.code ?? issue.keyword ?? 'invalid',
      message: issue.params?.issue?.message ?? issue.message ?? 'is not valid',
    };
  });
}

/** One place turns every error into problem+json; internal messages never leave on a 5xx. */
export function installErrorHandling(app: FastifyInstance, routes: RouteTable): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return sendProblem(request, reply, error.code, error.message, error.errors);
    }
    if (error instanceof DomainError)
      return sendProblem(request, reply, error.code, error.message, error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const errors = fieldErrors(context, error.validation as readonly ZodLikeIssue[]);
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
    if (code) return sendProblem(request, reply, code, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, 'internal_error', 'Something went wrong on our side. Retry later.');
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = routes.methodsFor(path).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (allowed.length > 0) {
      reply.header('Allow', allowed.join(', '));
      return sendProblem(request, reply, 'method_not_allowed', `${request.method} is not allowed on ${path}`);
    }
    return sendProblem(request, reply, 'not_found', `No route ${request.method} ${path}`);
  });
}
