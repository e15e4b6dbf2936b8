import type { z } from 'zod';
import { UpstreamError } from '../../domain/shared/domain-error.ts';

export interface ProviderCall {
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  /** Error statuses that are answers (e.g. 402 for a declined card) rather than failures. */
  readonly acceptStatuses?: readonly number[];
}

export interface ProviderApiSettings {
  readonly provider: string;
  /** The operator-configured base address of the REST API. */
  readonly baseUrl: string;
  /** Sent as a bearer token. */
  readonly key: string;
  /** How request bodies are encoded. */
  readonly encoding: 'form' | 'json';
  /** Time limit of each call. */
  readonly timeoutMs: number;
}

/** A call's answer: the body read with the schema, or an accepted error status with no body read. */
export type ProviderAnswer<T> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | { readonly ok: false; readonly status: number };

/** Seconds a caller is told to wait when the provider names none. */
const DEFAULT_RETRY_AFTER = 30;

const retryAfterOf = (header: string | null): number => {
  const seconds = Number(header);
  return Number.isInteger(seconds) && seconds > 0 ? Math.min(seconds, 3_600) : DEFAULT_RETRY_AFTER;
};

/**
 * A payment provider's REST API, the one HTTP path both hosted-checkout adapters share: the
 * base address, a bearer key, bodies form-encoded or JSON, an Idempotency-Key on creations, a
 * time limit on each call, and one mapping of failures. A provider that cannot be reached,
 * times out, answers 5xx or 429 is `unavailable` (503 with Retry-After to our caller); any
 * other unexpected answer (an error status, no JSON, a body not of the expected shape) is a
 * `bad_answer` (502). Either way the caller has changed nothing yet.
 */
export class ProviderApi {
  constructor(private readonly settings: ProviderApiSettings) {}

  async call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: z.ZodType<T>,
    call: ProviderCall = {},
  ): Promise<ProviderAnswer<T>> {
    const { provider, baseUrl, key, encoding, timeoutMs } = this.settings;
    const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
    const what = `${method} ${url.pathname}`;
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, accept: 'application/json' };
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] =
        encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
      body =
        encoding === 'form'
          ? new URLSearchParams(call.body as Record<string, string>).toString()
          : JSON.stringify(call.body);
    }
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new UpstreamError(
        `The payment provider ${provider} ${timedOut ? `did not answer ${what} within ${timeoutMs} ms` : `could not be reached (${what})`}.`,
        'unavailable',
        DEFAULT_RETRY_AFTER,
      );
    }
    if (res.status >= 500 || res.status === 429) {
      throw new UpstreamError(
        `The payment provider ${provider} answered ${what} with ${res.status}.`,
        'unavailable',
        retryAfterOf(res.headers.get('retry-after')),
      );
    }
    if (!res.ok) {
      if ((call.acceptStatuses ?? []).includes(res.status)) return { ok: false, status: res.status };
      throw new UpstreamError(
        `The payment provider ${provider} refused ${what} with ${res.status}.`,
        'bad_answer',
        DEFAULT_RETRY_AFTER,
      );
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = undefined;
    }
    const read = schema.safeParse(parsed);
    if (!read.success) {
      throw new UpstreamError(
        `The payment provider ${provider} answered ${what} with a body this service cannot read.`,
        'bad_answer',
        DEFAULT_RETRY_AFTER,
      );
    }
    return { ok: true, status: res.status, body: read.data };
  }

  /** A call where every error status is a failure: the body, read with the schema. */
  async json<T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: z.ZodType<T>,
    call: Omit<ProviderCall, 'acceptStatuses'> = {},
  ): Promise<T> {
    const res = await this.call(method, path, schema, call);
    if (!res.ok) throw new Error('unreachable: no status is accepted');
    return res.body;
  }
}
