import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signature } from '../../infra/blobs/sigv4.ts';

/**
 * An S3-compatible server in memory on 127.0.0.1: PutObject, GetObject, DeleteObject,
 * ListObjectsV2 (paged) and DeleteObjects, path-style, for one bucket. Every request must
 * carry a valid Signature V4 (recomputed here from what arrived, with the secret) and a
 * payload matching its `x-amz-content-sha256` (and `Content-MD5` when given); otherwise it
 * answers 403 SignatureDoesNotMatch / 400 like S3.
 */
export interface S3Stub {
  readonly url: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly objects: Map<string, { body: Buffer; contentType: string }>;
  /** Operation names in the order they arrived (`PutObject`, `ListObjectsV2`...). */
  readonly calls: string[];
  /** Requests refused (bad signature, payload hash). */
  readonly refused: string[];
  close(): Promise<void>;
}

const xmlEscape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const error = (res: ServerResponse, status: number, code: string): void => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
};

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

export async function startS3Stub(options: { pageSize?: number; bucket?: string } = {}): Promise<S3Stub> {
  const bucket = options.bucket ?? 'exports';
  const region = 'us-east-1';
  const accessKeyId = `AK${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const pageSize = options.pageSize ?? 1000;
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const calls: string[] = [];
  const refused: string[] = [];

  const verify = (req: IncomingMessage, body: Buffer): string | null => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return 'AccessDenied';
    const [, keyId, day, scopeRegion, signedHeaders, given] = auth;
    if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
    const xAmzDate = String(req.headers['x-amz-date'] ?? '');
    if (!xAmzDate.startsWith(day ?? '-') || scopeRegion !== region) return 'SignatureDoesNotMatch';
    const at = Date.parse(
      xAmzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!(Math.abs(Date.now() - at) < 15 * 60_000)) return 'RequestTimeTooSkewed';
    const names = (signedHeaders ?? '').split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'SignatureDoesNotMatch';
    const headers: Record<string, string> = {};
    for (const n of names) {
      const v = req.headers[n];
      if (v === undefined) return 'SignatureDoesNotMatch';
      headers[n] = Array.isArray(v) ? v.join(',') : v;
    }
    const [rawPath = '', rawQuery = ''] = (req.url ?? '').split('?', 2);
    const query = rawQuery
      .split('&')
      .filter(Boolean)
      .map((p) => {
        const [k = '', v = ''] = p.split('=', 2);
        return [decodeURIComponent(k), decodeURIComponent(v)] as const;
      });
    const expected = signature(
      { accessKeyId, secretAccessKey, region },
      { method: req.method ?? '', path: rawPath, query, headers },
      xAmzDate,
    );
    if (expected !== given) return 'SignatureDoesNotMatch';
    const claimed = headers['x-amz-content-sha256'];
    if (claimed !== 'UNSIGNED-PAYLOAD' && claimed !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch';
    const md5 = req.headers['content-md5'];
    if (md5 !== undefined && md5 !== createHash('md5').update(body).digest('base64')) return 'BadDigest';
    return null;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const problem = verify(req, body);
    if (problem) {
      refused.push(problem);
      return error(
        res,
        problem === 'SignatureDoesNotMatch' || problem === 'InvalidAccessKeyId' ? 403 : 400,
        problem,
      );
    }
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, b, ...rest] = url.pathname.split('/');
    if (b !== bucket) return error(res, 404, 'NoSuchBucket');
    const key = rest.map(decodeURIComponent).join('/');
    if (key === '') {
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        calls.push('ListObjectsV2');
        const prefix = url.searchParams.get('prefix') ?? '';
        const max = Math.min(pageSize, Number(url.searchParams.get('max-keys') ?? 1000));
        const after = url.searchParams.get('continuation-token');
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const from = after ? all.findIndex((k) => k > Buffer.from(after, 'base64url').toString()) : 0;
        const page = from < 0 ? [] : all.slice(from, from + max);
        const truncated = from >= 0 && from + max < all.length;
        const last = page[page.length - 1] ?? '';
        res.writeHead(200, { 'content-type': 'application/xml' });
        return void res.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${page
            .map(
              (k) =>
                `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)?.body.length}</Size></Contents>`,
            )
            .join(
              '',
            )}${truncated ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        calls.push('DeleteObjects');
        if (req.headers['content-md5'] === undefined && req.headers['x-amz-checksum-sha256'] === undefined)
          return error(res, 400, 'InvalidRequest');
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
          (m[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
        );
        if (keys.length > 1000) return error(res, 400, 'MalformedXML');
        for (const k of keys) objects.delete(k);
        res.writeHead(200, { 'content-type': 'application/xml' });
        return void res.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
      }
      return error(res, 400, 'InvalidRequest');
    }
    if (req.method === 'PUT') {
      calls.push('PutObject');
      if (req.headers['content-length'] === undefined) return error(res, 411, 'MissingContentLength');
      objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return void res.end();
    }
    if (req.method === 'GET') {
      calls.push('GetObject');
      const found = objects.get(key);
      if (!found) return error(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
      return void res.end(found.body);
    }
    if (req.method === 'DELETE') {
      calls.push('DeleteObject');
      objects.delete(key);
      res.writeHead(204);
      return void res.end();
    }
    return error(res, 405, 'MethodNotAllowed');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => error(res, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    calls,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
