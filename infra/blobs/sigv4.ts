import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 for the S3 API (header form), with a signed or unsigned payload hash. */
export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
}

export interface SigV4Request {
  readonly method: string;
  /** The path as sent, already percent-encoded (`/bucket/key`). */
  readonly path: string;
  readonly query: ReadonlyArray<readonly [string, string]>;
  /** Header names lower-case; every one given is signed. Must hold `host` and `x-amz-content-sha256`. */
  readonly headers: Readonly<Record<string, string>>;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept, everything else %XX). */
export const uriEncode = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const amzDate = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

export function canonicalRequest(request: SigV4Request): { text: string; signedHeaders: string } {
  const names = Object.keys(request.headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const query = request.query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = names.join(';');
  const text = [
    request.method,
    request.path,
    query,
    ...names.map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, ' ')}`),
    '',
    signedHeaders,
    lower['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  return { text, signedHeaders };
}

/** The signature (hex) of a request made at `xAmzDate` (`YYYYMMDDTHHMMSSZ`). */
export function signature(credentials: SigV4Credentials, request: SigV4Request, xAmzDate: string): string {
  const day = xAmzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const { text } = canonicalRequest(request);
  const toSign = ['AWS4-HMAC-SHA256', xAmzDate, scope, sha256Hex(text)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  );
  return hmac(key, toSign).toString('hex');
}

/** The `Authorization` header value of a request whose headers already hold `x-amz-date`. */
export function authorization(credentials: SigV4Credentials, request: SigV4Request): string {
  const xAmzDate = request.headers['x-amz-date'] ?? '';
  const { signedHeaders } = canonicalRequest(request);
  const scope = `${xAmzDate.slice(0, 8)}/${credentials.region}/s3/aws4_request`;
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature(credentials, request, xAmzDate)}`;
}
