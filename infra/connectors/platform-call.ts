import { PlatformRefusal } from '../../domain/connectors/store-platform.ts';
import { OutboundError, type OutboundHttp } from '../../domain/outbound/outbound-http.ts';
import { retryAfterMs } from '../../processes/connectors/module-feed.ts';

export interface PlatformCall {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly signal?: AbortSignal;
  /** How long a 429 asks to wait, from its headers (default: `Retry-After`). */
  readonly waitOf?: (headers: Readonly<Record<string, string>>) => number;
}

/** Attempts a call gets while the platform answers 429 (each waits its Retry-After). */
const ATTEMPTS = 6;

/**
 * One JSON call to a store platform through the outbound guard: a 429 is waited out as its
 * `Retry-After` says, then tried again. Answers the status, headers and parsed body.
 */
export async function platformCall(
  outbound: OutboundHttp,
  call: PlatformCall,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<{ status: number; headers: Readonly<Record<string, string>>; json: unknown }> {
  for (let attempt = 1; ; attempt++) {
    const res = await outbound
      .request({
        url: call.url,
        method: call.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(call.body ? { 'content-type': 'application/json' } : {}),
          ...call.headers,
        },
        ...(call.body ? { body: call.body } : {}),
        timeoutMs: 30_000,
        maxBytes: 32 << 20,
        ...(call.signal ? { signal: call.signal } : {}),
      })
      .catch((e: unknown) => {
        throw new PlatformRefusal(e instanceof OutboundError ? `${e.code}: ${e.message}` : String(e));
      });
    if (res.status === 429 && attempt < ATTEMPTS) {
      res.discard();
      await wait(call.waitOf ? call.waitOf(res.headers) : retryAfterMs(res.headers['retry-after']));
      continue;
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json };
  }
}
