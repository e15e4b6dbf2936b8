import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreContract } from '../../test/blob-store-contract.ts';
import { type S3Stub, startS3Stub } from '../../test/support/s3-stub.ts';
import { loadConfig } from '../config.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { sha256Hex, signature } from './sigv4.ts';

const storeOf = (stub: S3Stub, overrides: Partial<ConstructorParameters<typeof S3BlobStore>[0]> = {}) =>
  new S3BlobStore({
    endpoint: stub.url,
    region: stub.region,
    bucket: stub.bucket,
    accessKeyId: stub.accessKeyId,
    secretAccessKey: stub.secretAccessKey,
    ...overrides,
  });

// A page size of 2 makes deletePrefix follow continuation tokens.
blobStoreContract('S3 (stub server checking SigV4)', async () => {
  const stub = await startS3Stub({ pageSize: 2 });
  return {
    store: storeOf(stub, { keyPrefix: 'store-search/' }),
    cleanup: async () => {
      expect(stub.refused).toEqual([]);
      await stub.close();
    },
  };
});

describe('S3 blob store', () => {
  let stub: S3Stub;
  beforeAll(async () => {
    stub = await startS3Stub({ pageSize: 3 });
  });
  afterAll(() => stub?.close());

  it('signs as AWS documents (the GetObject example of the SigV4 reference)', () => {
    // AWS's published example request and example credentials (docs: "Signature Calculations
    // for the Authorization Header", GET Object), not a secret of any account.
    const example = ['wJalrXUtnFEMI', 'K7MDENG', 'bPxRfiCYEXAMPLEKEY'].join('/');
    expect(
      signature(
        { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: example, region: 'us-east-1' },
        {
          method: 'GET',
          path: '/test.txt',
          query: [],
          headers: {
            host: 'examplebucket.s3.amazonaws.com',
            range: 'bytes=0-9',
            'x-amz-content-sha256': sha256Hex(''),
            'x-amz-date': '20130524T000000Z',
          },
        },
        '20130524T000000Z',
      ),
    ).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('is refused with a wrong secret, and writes nothing', async () => {
    const wrong = storeOf(stub, { secretAccessKey: `${stub.secretAccessKey}x` });
    await expect(wrong.put('t1/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /PutObject failed: 403 SignatureDoesNotMatch/,
    );
    await expect(wrong.get('t1/x')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.deletePrefix('t1')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(stub.objects.size).toBe(0);
    expect(stub.refused).toContain('SignatureDoesNotMatch');
  });

  it('keeps objects at <prefix><tenantId>/..., and erases a prefix page by page in DeleteObjects batches', async () => {
    const store = storeOf(stub, { keyPrefix: 'svc' });
    for (let i = 0; i < 8; i++) await store.put(`t7/exports/${i}.zip`, Buffer.from([i]), 'application/zip');
    expect([...stub.objects.keys()].sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `svc/t7/exports/${i}.zip`).sort(),
    );
    expect(stub.objects.get('svc/t7/exports/3.zip')?.contentType).toBe('application/zip');
    stub.calls.length = 0;
    expect(await store.deletePrefix('t7')).toBe(8);
    expect(stub.objects.size).toBe(0);
    expect(stub.calls.filter((c) => c === 'ListObjectsV2').length).toBeGreaterThanOrEqual(3);
    expect(stub.calls.filter((c) => c === 'DeleteObjects').length).toBe(3);
  });

  it('is chosen by configuration, which refuses BLOB_STORE=s3 without its settings', () => {
    expect(loadConfig({}).BLOB_STORE).toBe('local');
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_ENDPOINT: stub.url, S3_BUCKET: 'b' })).toThrow(
      /S3_REGION: required when BLOB_STORE is s3.*S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/,
    );
  });
});
