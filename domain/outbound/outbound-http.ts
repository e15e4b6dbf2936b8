/**
 * HTTP calls the service makes to addresses its clients give it (webhook endpoints, import
 * and feed URLs). The adapter refuses private, loopback, link-local and metadata addresses,
 * checks every redirect again and caps size and time, so a client cannot aim the service at
 * its own network.
 */
export interface OutboundRequest {
  readonly url: string;
  readonly method?: 'GET' | 'HEAD' | 'POST' | 'PUT';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /** The whole exchange, body included. */
  readonly timeoutMs: number;
  /** Largest body read; more fails with `too_large`. */
  readonly maxBytes: number;
  /** Redirects followed, each checked like the first address (default 0: none followed). */
  readonly maxRedirects?: number;
  /** Schemes allowed, on the first URL and on every redirect (default http and https). */
  readonly schemes?: readonly ('http:' | 'https:')[];
  readonly signal?: AbortSignal;
}

export interface OutboundResponse {
  readonly status: number;
  /** Header names lower-cased; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /** The URL that answered, after redirects. */
  readonly url: string;
  /** The address connected to: the one that was checked. */
  readonly address: string;
  /** The body as it arrives, within the size and time caps. Read it once. */
  chunks(): AsyncIterable<Uint8Array>;
  bytes(): Promise<Uint8Array>;
  text(): Promise<string>;
  /** Drops the rest of the body (and the connection, when it cannot be reused). */
  discard(): void;
}

export type OutboundErrorCode =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'blocked_address'
  | 'dns_failed'
  | 'connection_failed'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects';

export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundHttp {
  request(request: OutboundRequest): Promise<OutboundResponse>;
  /**
   * Why `url` would be refused before any lookup (not a URL, a scheme not in `schemes`,
   * credentials, an address literal the policy refuses), or null: for checking a URL when a
   * client gives it. A name is judged only when it is called (its addresses can change).
   */
  screen?(url: string, schemes?: OutboundRequest['schemes']): string | null;
}
