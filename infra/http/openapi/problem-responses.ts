import { z } from 'zod';
import { type ProblemCode, problemTitle, STATUS_OF } from '../problem.ts';

const CODES = Object.keys(STATUS_OF) as [ProblemCode, ...ProblemCode[]];

/** The spec's error shape (application/problem+json), as the OpenAPI document's `Problem` schema. */
export const ProblemOut = z
  .object({
    type: z.string().describe('URL ending in the code; it answers what the code means'),
    title: z.string(),
    status: z.number().int(),
    code: z.enum(CODES).describe('what programs match on; it never changes'),
    detail: z.string(),
    request_id: z.string().describe('opaque id of the request'),
    errors: z
      .array(
        z.object({
          field: z.string().describe('dotted path, e.g. upsert.3.price'),
          code: z.string(),
          message: z.string(),
        }),
      )
      .optional()
      .describe('validation failures (422 invalid_request)'),
  })
  .describe('An error, as application/problem+json');

/** A reusable response per status: which codes it carries, and the headers it sets. */
export interface ProblemResponse {
  readonly name: string;
  readonly status: number;
  readonly codes: readonly ProblemCode[];
  readonly headers?: Readonly<Record<string, { description: string; schema: { type: string } }>>;
}

const response = (name: string, codes: readonly ProblemCode[], headers?: ProblemResponse['headers']) => ({
  name,
  status: STATUS_OF[codes[0] ?? 'internal_error'],
  codes,
  ...(headers ? { headers } : {}),
});

export const PROBLEM_RESPONSES = {
  invalidJson: response('InvalidJson', ['invalid_json']),
  unauthorized: response('Unauthorized', ['unauthorized']),
  forbidden: response('Forbidden', ['forbidden', 'insufficient_scope']),
  notFound: response('NotFound', ['not_found']),
  conflict: response('Conflict', ['conflict', 'idempotency_in_progress']),
  payloadTooLarge: response('PayloadTooLarge', ['payload_too_large']),
  unsupportedMediaType: response('UnsupportedMediaType', ['unsupported_media_type']),
  invalidRequest: response('InvalidRequest', [
    'invalid_request',
    'idempotency_key_reuse',
    'unsupported_locale',
  ]),
  rateLimited: response('RateLimited', ['rate_limited'], {
    'Retry-After': { description: 'seconds to wait before trying again', schema: { type: 'integer' } },
  }),
} satisfies Record<string, ProblemResponse>;

/** The OpenAPI Response object of one problem response. */
export function problemResponseObject(problem: ProblemResponse): Record<string, unknown> {
  return {
    description: problem.codes.map((c) => `\`${c}\`: ${problemTitle(c)}`).join('; '),
    ...(problem.headers ? { headers: problem.headers } : {}),
    content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
  };
}
