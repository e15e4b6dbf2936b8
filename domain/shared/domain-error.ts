/**
 * Errors the domain raises, named by the spec's error codes. The HTTP layer maps a code
 * to a status in one table (infra/http); the domain never speaks of HTTP.
 */
export type DomainErrorCode =
  | 'invalid_request'
  | 'not_found'
  | 'conflict'
  | 'forbidden'
  | 'unauthorized'
  | 'insufficient_scope'
  | 'plan_limit_reached'
  | 'unsupported_locale'
  | 'idempotency_key_reuse'
  | 'idempotency_in_progress'
  | 'rate_limited'
  | 'not_implemented'
  | 'internal_error';

export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string): DomainError => new DomainError('not_found', `${what} was not found`);
export const conflict = (message: string): DomainError => new DomainError('conflict', message);

/**
 * A service this one depends on (a payment provider) could not answer: nothing was changed,
 * and the same request may be retried. The spec's `internal_error` ("server fault; retry
 * later"), answered 503 with `Retry-After` when the other side is unreachable, timed out or
 * failed, and 502 when it answered something that makes no sense.
 */
export class UpstreamError extends DomainError {
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'bad_answer',
    readonly retryAfterSeconds: number,
  ) {
    super('internal_error', message);
    this.name = 'UpstreamError';
  }
}
