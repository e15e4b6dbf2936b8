import { join } from 'node:path';
import type { BlobStore } from '../../domain/blobs/blob-store.ts';
import type { Config } from '../config.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

/** The blob store configuration asks for: files under `$DATA_DIR/blobs`, or an S3-compatible bucket. */
export function selectBlobStore(config: Config, dataDir: string): BlobStore {
  if (config.BLOB_STORE === 's3')
    return new S3BlobStore({
      endpoint: config.S3_ENDPOINT ?? '',
      region: config.S3_REGION ?? '',
      bucket: config.S3_BUCKET ?? '',
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      keyPrefix: config.S3_KEY_PREFIX,
    });
  return new LocalBlobStore(join(dataDir, 'blobs'));
}
