import { type AuthRequirement, scopeNames } from '../../../domain/access/principal.ts';
import { PROBLEM_RESPONSES, type ProblemResponse } from './problem-responses.ts';
import { securityOf } from './security.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const WRITES = new Set<string>(['put', 'post', 'delete', 'patch']);

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { in?: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

/** `GET /v1/rules/{rule_id}` → `getRulesByRuleId`: unique, stable, from the method and path. */
export function operationIdOf(method: string, path: string): string {
  const camel = (word: string) => word.replace(/[-_]+(\w)/g, (_, c: string) => c.toUpperCase());
  const pascal = (word: string) => {
    const c = camel(word);
    return c.charAt(0).toUpperCase() + c.slice(1);
  };
  const parts = path
    .split('/')
    .filter((p) => p !== '' && p !== 'v1')
    .map((p) => (p.startsWith('{') ? `By${pascal(p.slice(1, -1))}` : pascal(p)));
  return `${method.toLowerCase()}${parts.join('')}`;
}

/** The problem answers an operation can give, from what it takes and who may call it. */
export function problemsOf(
  method: string,
  path: string,
  op: Operation,
  auth: AuthRequirement,
): ProblemResponse[] {
  const p = PROBLEM_RESPONSES;
  const takesBody = op.requestBody !== undefined;
  const takesInput = takesBody || (op.parameters?.length ?? 0) > 0 || WRITES.has(method);
  return [
    ...(takesBody ? [p.invalidJson] : []),
    ...(auth.level !== 'none' ? [p.unauthorized, p.forbidden] : []),
    ...(path.includes('{') ? [p.notFound] : []),
    ...(WRITES.has(method) ? [p.conflict] : []),
    ...(takesBody ? [p.payloadTooLarge, p.unsupportedMediaType] : []),
    ...(takesInput ? [p.invalidRequest] : []),
    p.rateLimited,
  ];
}

/**
 * Completes each operation of the generated document: its `operationId`, its security
 * requirement and scope (from the route's `config.auth`), and the problem+json answers it can
 * give (shared response components). Returns the names of the response components used.
 */
export function completeOperations(
  paths: Record<string, Record<string, unknown>>,
  authOf: (method: string, path: string) => AuthRequirement | undefined,
): Set<string> {
  const used = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const auth = authOf(method, path) ?? { level: 'none' };
      op.operationId ??= operationIdOf(method, path);
      op.security = securityOf(auth);
      if (auth.level !== 'none') {
        const who =
          auth.level === 'public'
            ? 'A public or secret key, or a dashboard session,'
            : auth.level === 'secret'
              ? 'A secret key or a dashboard session'
              : 'A dashboard session';
        const needs =
          auth.level === 'session'
            ? `${who} (the signed-in user's own account).`
            : auth.scope === 'any'
              ? `${who} (any scope).`
              : `${who} with the \`${scopeNames(auth.scope)}\` scope.`;
        op.description = op.description ? `${op.description}\n\n${needs}` : needs;
      }
      op.responses ??= {};
      for (const problem of problemsOf(method, path, op, auth)) {
        const status = String(problem.status);
        if (op.responses[status] !== undefined) continue;
        op.responses[status] = { $ref: `#/components/responses/${problem.name}` };
        used.add(problem.name);
      }
    }
  }
  return used;
}
