import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { blobStoreContract } from '../../test/blob-store-contract.ts';
import { LocalBlobStore } from './local-blob-store.ts';

blobStoreContract('local files', async () => {
  const root = await mkdtemp(join(tmpdir(), 'blobs-'));
  return { store: new LocalBlobStore(root), cleanup: () => rm(root, { recursive: true, force: true }) };
});

it('leaves no partial file in its folder when the source fails midway', async () => {
  const root = await mkdtemp(join(tmpdir(), 'blobs-'));
  try {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield Buffer.from('half');
      throw new Error('source broke');
    }
    await expect(new LocalBlobStore(root).put('t1/uploads/c.csv', failing(), 'text/csv')).rejects.toThrow();
    expect(await readdir(join(root, 't1', 'uploads'))).toEqual([]);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
