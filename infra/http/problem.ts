import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainErrorCode, FieldError } from '../../domain/shared/domain-error.ts';

/** Codes the HTTP layer adds to the domain's own (transport faults no domain decides). */
export type HttpOnlyCode =
  | 'bad_request'
  | 'invalid_json'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'headers_too_large';
export type ProblemCode = DomainErrorCode | HttpOnlyCode;

/** The one table from error code to HTTP status. */
export const STATUS_OF: Readonly<Record<ProblemCode, number>> = {
  invalid_request: 422,
  bad_request: 400,
  invalid_json: 400,
  unauthorized: 401,
  plan_limit_reached: 402,
  forbidden: 403,
  insufficient_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  idempotency_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  headers_too_large: 431,
  idempotency_key_reuse: 422,
  unsupported_locale: 422,
  rate_limited: 429,
  internal_error: 500,
  not_implemented: 501,
};

const TITLES: Readonly<Record<ProblemCode, string>> = {
  invalid_request: 'Some fields are not valid',
  bad_request: 'The request is not well-formed HTTP',
  invalid_json: 'The body is not valid JSON',
  unauthorized: 'No valid credential',
  plan_limit_reached: 'Plan limit reached',
  forbidden: 'This credential may not do this',
  insufficient_scope: 'The key lacks a scope',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'The change clashes with the current state',
  idempotency_in_progress: 'A request with this Idempotency-Key is still running',
  request_timeout: 'The request took too long to arrive',
  payload_too_large: 'The body is too large',
  unsupported_media_type: 'Unsupported content type',
  headers_too_large: 'The request line or headers are too large',
  idempotency_key_reuse: 'This Idempotency-Key was used with another request',
  unsupported_locale: 'Language is not one of the store languages',
  rate_limited: 'Too many requests',
  internal_error: 'Internal error',
  not_implemented: 'Not implemented yet',
};

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly code: ProblemCode;
  readonly detail: string;
  readonly request_id: string;
  readonly errors?: readonly FieldError[];
}

let problemBase = 'http://localhost:8080/v1/errors/';

/** Problem `type` URLs point at this service's own error pages (GET /v1/errors/{code}). */
export function setProblemBase(publicBaseUrl: string): void {
  problemBase = `${publicBaseUrl.replace(/\/+$/, '')}/v1/errors/`;
}

export const problemTitle = (code: ProblemCode): string => TITLES[code];

export function problem(
  code: ProblemCode,
  detail: string,
  requestId: string,
  errors?: readonly FieldError[],
  /** Another status than the code's own (a 5xx `internal_error` may be 502 or 503). */
  status: number = STATUS_OF[code],
): Problem {
  return {
    type: `${problemBase}${code}`,
    title: TITLES[code],
    status,
    code,
    detail,
    request_id: requestId,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ProblemCode,
  detail: string,
  errors?: readonly FieldError[],
  status?: number,
): FastifyReply {
  const body = problem(code, detail, String(request.id), errors, status);
  return reply.code(body.status).type('application/problem+json').serializer(JSON.stringify).send(body);
}
