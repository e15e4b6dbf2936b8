import type { FieldError } from '../../domain/shared/domain-error.ts';
import type { ProblemCode } from './problem.ts';

/** An error raised by the HTTP layer itself (auth, limits, idempotency), answered as a problem. */
export class HttpProblem extends Error {
  constructor(
    readonly code: ProblemCode,
    message: string,
    readonly errors: readonly FieldError[] = [],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}
