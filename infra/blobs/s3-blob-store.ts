import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { XMLParser } from 'fast-xml-parser';
import { type BlobStore, isBlobKey, type StoredBlob } from '../../domain/blobs/blob-store.ts';
import { amzDate, authorization, type SigV4Credentials, sha256Hex, uriEncode } from './sigv4.ts';

export interface S3BlobStoreOptions extends SigV4Credentials {
  /** `https://s3.example.com` (path-style: objects at `<endpoint>/<bucket>/<key>`). */
  readonly endpoint: string;
  readonly bucket: string;
  /** Prepended to every key (`store-search/` → `store-search/<tenantId>/...`). */
  readonly keyPrefix?: string;
  /** Time limit of one request without progress, in milliseconds. */
  readonly timeoutMs?: number;
}

const checked = (key: string): string => {
  if (!isBlobKey(key)) throw new Error(`not a blob key: ${JSON.stringify(key)}`);
  return key;
};

const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (n: string) => n === 'Contents' || n === 'Error' || n === 'Deleted',
});
const BATCH = 1000;
const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Answer {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: IncomingMessage;
}

/**
 * Blobs in an S3-compatible object store (AWS S3, MinIO, R2, Ceph...) over plain HTTP with
 * Signature V4, path-style addressing. A put is spooled to a temporary file first, so that
 * the object is sent with its length and payload hash and lands whole or not at all.
 */
export class S3BlobStore implements BlobStore {
  private readonly base: URL;
  private readonly prefix: string;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.base = new URL(options.endpoint);
    const p = options.keyPrefix ?? '';
    this.prefix = p === '' || p.endsWith('/') ? p : `${p}/`;
  }

  async put(
    key: string,
    body: AsyncIterable<Uint8Array> | Uint8Array,
    contentType: string,
  ): Promise<{ bytes: number }> {
    const objectKey = this.prefix + checked(key);
    const dir = await mkdtemp(join(tmpdir(), 's3-put-'));
    const file = join(dir, randomBytes(6).toString('hex'));
    try {
      const hash = createHash('sha256');
      const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.from(body);
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const c of chunks) {
            hash.update(c);
            yield c;
          }
        },
        createWriteStream(file, { mode: 0o600 }),
      );
      const bytes = (await stat(file)).size;
      const answer = await this.send('PUT', objectKey, [], {
        headers: { 'content-type': contentType, 'content-length': String(bytes) },
        payloadHash: hash.digest('hex'),
        body: () => createReadStream(file),
      });
      await this.expect(answer, [200], 'PutObject');
      return { bytes };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string): Promise<StoredBlob | null> {
    const answer = await this.send('GET', this.prefix + checked(key), [], {});
    if (answer.status === 404) {
      answer.body.resume();
      return null;
    }
    await this.expect(answer, [200], 'GetObject');
    return {
      body: answer.body,
      bytes: Number(answer.headers['content-length'] ?? 0),
      contentType: answer.headers['content-type'] ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const answer = await this.send('DELETE', this.prefix + checked(key), [], {});
    await this.expect(answer, [200, 204, 404], 'DeleteObject');
    answer.body.resume();
  }

  async deletePrefix(prefix: string): Promise<number> {
    const listed = `${this.prefix}${checked(prefix)}/`;
    let deleted = 0;
    // Each page is deleted before the next is asked for: listing again from the start would
    // also work, but a continuation token keeps a large prefix to one pass.
    let token: string | undefined;
    do {
      const query: [string, string][] = [
        ['list-type', '2'],
        ['prefix', listed],
        ['max-keys', String(BATCH)],
      ];
      if (token) query.push(['continuation-token', token]);
      const answer = await this.send('GET', '', query, {});
      const text = await this.expect(answer, [200], 'ListObjectsV2');
      const page = xml.parse(text)?.ListBucketResult ?? {};
      const keys = ((page.Contents ?? []) as { Key?: string }[])
        .map((c) => c.Key)
        .filter((k): k is string => typeof k === 'string');
      if (keys.length > 0) deleted += await this.deleteObjects(keys);
      token = page.IsTruncated === 'true' ? String(page.NextContinuationToken ?? '') || undefined : undefined;
    } while (token);
    return deleted;
  }

  private async deleteObjects(keys: readonly string[]): Promise<number> {
    const body = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${keys
        .map((k) => `<Object><Key>${escapeXml(k)}</Key></Object>`)
        .join('')}</Delete>`,
    );
    const answer = await this.send('POST', '', [['delete', '']], {
      headers: {
        'content-type': 'application/xml',
        'content-length': String(body.length),
        'content-md5': createHash('md5').update(body).digest('base64'),
      },
      payloadHash: sha256Hex(body),
      body: () => Readable.from([body]),
    });
    const text = await this.expect(answer, [200], 'DeleteObjects');
    const errors = (xml.parse(text)?.DeleteResult?.Error ?? []) as { Key?: string; Code?: string }[];
    if (errors.length > 0)
      throw new Error(
        `DeleteObjects refused ${errors.length} key(s): ${errors[0]?.Key} ${errors[0]?.Code ?? ''}`.trim(),
      );
    return keys.length;
  }

  /** Reads an answer's body; throws with S3's error code unless its status is one of `ok`. */
  private async expect(answer: Answer, ok: readonly number[], operation: string): Promise<string> {
    if (ok.includes(answer.status) && operation !== 'GetObject') {
      const parts: Buffer[] = [];
      for await (const c of answer.body) parts.push(c as Buffer);
      return Buffer.concat(parts).toString('utf8');
    }
    if (ok.includes(answer.status)) return '';
    const parts: Buffer[] = [];
    for await (const c of answer.body) parts.push(c as Buffer);
    const code = /<Code>([^<]*)<\/Code>/.exec(Buffer.concat(parts).toString('utf8'))?.[1];
    throw new Error(`${operation} failed: ${answer.status}${code ? ` ${code}` : ''}`);
  }

  private send(
    method: string,
    objectKey: string,
    query: readonly (readonly [string, string])[],
    options: {
      headers?: Record<string, string>;
      payloadHash?: string;
      body?: () => Readable;
    },
  ): Promise<Answer> {
    const basePath = this.base.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${uriEncode(this.options.bucket)}${
      objectKey === '' ? '/' : `/${objectKey.split('/').map(uriEncode).join('/')}`
    }`;
    const search = query.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).join('&');
    const headers: Record<string, string> = {
      host: this.base.host,
      'x-amz-date': amzDate(new Date()),
      'x-amz-content-sha256': options.payloadHash ?? sha256Hex(''),
      ...options.headers,
    };
    headers.authorization = authorization(this.options, { method, path, query, headers });
    const request = this.base.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(
        {
          protocol: this.base.protocol,
          hostname: this.base.hostname,
          port: this.base.port || undefined,
          method,
          path: search ? `${path}?${search}` : path,
          headers,
          timeout: this.options.timeoutMs ?? 30_000,
        },
        (res) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
      );
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} timed out`)));
      req.on('error', reject);
      if (options.body) pipeline(options.body(), req).catch(reject);
      else req.end();
    });
  }
}
