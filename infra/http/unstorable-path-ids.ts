import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { isStorableText } from '../../domain/shared/storable-text.ts';

/**
 * An id in the path holding text no stored value can hold (NUL, a lone surrogate) names
 * nothing that exists: 404 before any route reads it, whatever the route's own schema says,
 * so it never reaches a SQL parameter (PostgreSQL refuses NUL in text with an error, which
 * would be a 500). Runs after authentication, so a caller without a key still gets 401 first.
 */
export function refuseUnstorablePathIds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (!params) return;
    for (const name in params) {
      const value = params[name];
      if (typeof value === 'string' && !isStorableText(value))
        throw new DomainError('not_found', `No such ${name === '*' ? 'path' : name}.`);
    }
  });
}
