import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.ts';

export interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in tests
  readonly body: any;
  readonly headers: Headers;
}

/** Listens on 127.0.0.1 (a free port) and answers the base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * A browser of the dashboard over real HTTP: keeps the `sg_session` cookie the server sets
 * (and drops it when cleared), sends the CSRF token of the last sign-in on writes, and
 * optionally `X-Tenant-Id`.
 */
export class DashboardClient {
  cookie: string | null = null;
  csrf: string | null = null;
  tenantId: string | null = null;

  constructor(
    readonly base: string,
    readonly userAgent = 'dashboard-test',
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const h: Record<string, string> = { 'user-agent': this.userAgent, ...headers };
    if (this.cookie) h.cookie = `sg_session=${this.cookie}`;
    if (this.csrf && method !== 'GET' && !('x-csrf-token' in headers)) h['x-csrf-token'] = this.csrf;
    if (this.tenantId) h['x-tenant-id'] = this.tenantId;
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const match = /^sg_session=([^;]*)/.exec(set);
      if (!match) continue;
      this.cookie = match[1] && !/Max-Age=0/i.test(set) ? match[1] : null;
    }
    const text = await res.text();
    const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    if (parsed && typeof parsed === 'object' && typeof parsed.csrf_token === 'string') {
      this.csrf = parsed.csrf_token;
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get = (path: string, headers?: Record<string, string>) => this.call('GET', path, undefined, headers);
  post = (path: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.call('POST', path, body, headers);
}
