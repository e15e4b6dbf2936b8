import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import {
  OutboundError,
  type OutboundHttp,
  type OutboundRequest,
  type OutboundResponse,
} from '../../domain/outbound/outbound-http.ts';
import type { AddressPolicy } from './address-policy.ts';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'StoreSearch/1 (+outbound)';

/**
 * A DNS lookup that hands the connection only addresses the policy allows: the socket
 * connects to the address that was checked, so a name cannot resolve to a public address for
 * the check and to a private one for the connection. A name with any refused address is
 * refused as a whole.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(new OutboundError('dns_failed', `could not resolve ${hostname}`), '', 4);
      const list = addresses as LookupAddress[];
      const refused = list.map((a) => policy.refusal(a.address)).find((r) => r !== null);
      if (list.length === 0 || refused) {
        return callback(
          new OutboundError('blocked_address', `${hostname} resolves to a ${refused ?? 'missing'} address`),
          '',
          4,
        );
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function headersOf(response: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

export interface GuardedHttpOptions {
  /**
   * Certificate authorities (PEM) trusted besides the system's, for tests whose local HTTPS
   * receivers have a certificate made at run time. Certificates are always verified: there is
   * no way to turn verification off. The service itself never sets this (`infra/main.ts`); a
   * deployment that must trust a private CA uses Node's own NODE_EXTRA_CA_CERTS.
   */
  readonly extraCa?: readonly string[];
}

/** Outgoing HTTP behind the address policy, with a deadline, a size cap and checked redirects. */
export class GuardedHttp implements OutboundHttp {
  private readonly lookup: LookupFunction;
  private readonly agents: { 'http:': http.Agent; 'https:': https.Agent };

  constructor(
    private readonly policy: AddressPolicy,
    options: GuardedHttpOptions = {},
  ) {
    this.lookup = guardedLookup(policy);
    const ca = options.extraCa?.length ? [...rootCertificates, ...options.extraCa] : undefined;
    this.agents = {
      'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
      'https:': new https.Agent({ keepAlive: true, maxSockets: 64, ...(ca ? { ca } : {}) }),
    };
  }

  screen(url: string, schemes?: OutboundRequest['schemes']): string | null {
    try {
      this.parse(url, { url, timeoutMs: 0, maxBytes: 0, schemes });
      return null;
    } catch (error) {
      return error instanceof OutboundError ? error.message : 'the URL is not valid';
    }
  }

  async request(request: OutboundRequest): Promise<OutboundResponse> {
    // Not AbortSignal.timeout(): on Node 20 AbortSignal.any() holds its sources weakly and that
    // timer holds its signal weakly, so a garbage collection during the request dropped the
    // deadline and a receiver that never answered held the request forever. This timer holds
    // its controller until it fires (unref'd: it keeps no process alive).
    const timeout = new AbortController();
    setTimeout(
      () => timeout.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      request.timeoutMs,
    ).unref();
    const deadline = AbortSignal.any([timeout.signal, ...(request.signal ? [request.signal] : [])]);
    let url = this.parse(request.url, request);
    let method = request.method ?? 'GET';
    let body = request.body;
    for (let hop = 0; ; hop++) {
      const { message, address } = await this.exchange(url, method, body, request, deadline);
      const status = message.statusCode ?? 0;
      const location = message.headers.location;
      const follow = request.maxRedirects ?? 0;
      if (!REDIRECTS.has(status) || !location || follow === 0) {
        return this.wrap(message, address, url, request, deadline);
      }
      message.resume();
      if (hop >= follow) throw new OutboundError('too_many_redirects', `more than ${follow} redirects`);
      url = this.parse(new URL(location, url).toString(), request);
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
    }
  }

  private parse(text: string, request: OutboundRequest): URL {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new OutboundError('invalid_url', 'the URL is not valid');
    }
    const schemes = request.schemes ?? ['http:', 'https:'];
    if (!(schemes as readonly string[]).includes(url.protocol)) {
      throw new OutboundError('scheme_not_allowed', `${url.protocol} URLs are not allowed here`);
    }
    if (url.username || url.password)
      throw new OutboundError('invalid_url', 'URLs with credentials are refused');
    // WHATWG URL has already turned decimal, octal and hex IPv4 forms into dotted quads.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) {
      const refused = this.policy.refusal(host);
      if (refused) throw new OutboundError('blocked_address', `${host} is a ${refused}`);
    }
    return url;
  }

  private exchange(
    url: URL,
    method: string,
    body: string | Uint8Array | undefined,
    request: OutboundRequest,
    deadline: AbortSignal,
  ): Promise<{ message: IncomingMessage; address: string }> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(url, {
        method,
        agent: this.agents[url.protocol as 'http:' | 'https:'],
        lookup: this.lookup,
        signal: deadline,
        headers: {
          'user-agent': USER_AGENT,
          ...request.headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      });
      req.on('response', (message) => resolve({ message, address: message.socket?.remoteAddress ?? '' }));
      req.on('error', (error) => reject(this.failure(error, deadline, request.timeoutMs)));
      req.end(body);
    });
  }

  private failure(error: unknown, deadline: AbortSignal, timeoutMs: number): OutboundError {
    if (error instanceof OutboundError) return error;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundError) return cause;
    if (deadline.aborted) return new OutboundError('timeout', `no complete answer within ${timeoutMs} ms`);
    return new OutboundError('connection_failed', (error as Error).message ?? 'connection failed');
  }

  private wrap(
    message: IncomingMessage,
    address: string,
    url: URL,
    request: OutboundRequest,
    deadline: AbortSignal,
  ): OutboundResponse {
    const { maxBytes } = request;
    const failure = (error: unknown) => this.failure(error, deadline, request.timeoutMs);
    const declared = Number(message.headers['content-length']);
    const chunks = async function* (): AsyncIterable<Uint8Array> {
      if (Number.isFinite(declared) && declared > maxBytes) {
        message.destroy();
        throw new OutboundError('too_large', `the answer is larger than ${maxBytes} bytes`);
      }
      let seen = 0;
      try {
        for await (const chunk of message as AsyncIterable<Buffer>) {
          seen += chunk.length;
          if (seen > maxBytes) {
            message.destroy();
            throw new OutboundError('too_large', `the answer is larger than ${maxBytes} bytes`);
          }
          yield chunk;
        }
      } catch (error) {
        throw failure(error);
      }
      if (!message.complete) throw new OutboundError('connection_failed', 'the answer was cut off');
    };
    const bytes = async (): Promise<Uint8Array> => {
      const parts: Uint8Array[] = [];
      for await (const chunk of chunks()) parts.push(chunk);
      return Buffer.concat(parts);
    };
    return {
      status: message.statusCode ?? 0,
      headers: headersOf(message),
      url: url.toString(),
      address,
      chunks,
      bytes,
      text: async () => Buffer.from(await bytes()).toString('utf8'),
      discard: () => {
        message.resume();
      },
    };
  }

  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}
