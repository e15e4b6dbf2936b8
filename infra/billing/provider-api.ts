/** A hosted-checkout provider answered something other than what its API promises. */
export class ProviderApiError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderApiError';
  }
}

export interface ProviderCall {
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
  /** Error statuses that are answers (e.g. 402 for a declined card) rather than failures. */
  readonly acceptStatuses?: readonly number[];
}

const TIMEOUT_MS = 15_000;

/**
 * A payment provider's REST API: the operator-configured base address, a bearer key, bodies
 * form-encoded or JSON, an Idempotency-Key on creations, and a time limit on each call.
 */
export class ProviderApi {
  constructor(
    private readonly provider: string,
    private readonly baseUrl: string,
    private readonly key: string,
    private readonly encoding: 'form' | 'json',
  ) {}

  async call(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    call: ProviderCall = {},
  ): Promise<{ status: number; body: unknown }> {
    const url = new URL(
      path.replace(/^\//, ''),
      this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`,
    );
    for (const [k, v] of Object.entries(call.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.key}`,
      accept: 'application/json',
    };
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    let body: string | undefined;
    if (call.body !== undefined) {
      if (this.encoding === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(call.body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(call.body);
      }
    }
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new ProviderApiError(
        this.provider,
        0,
        `${method} ${url.pathname} failed: ${(error as Error).message}`,
      );
    }
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new ProviderApiError(this.provider, res.status, `${method} ${url.pathname} answered no JSON`);
    }
    if (!res.ok && !(call.acceptStatuses ?? []).includes(res.status)) {
      throw new ProviderApiError(
        this.provider,
        res.status,
        `${method} ${url.pathname} answered ${res.status}`,
      );
    }
    return { status: res.status, body: parsed };
  }
}
