import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobStore, isBlobKey, type StoredBlob } from '../../domain/blobs/blob-store.ts';

const META = '.meta.json';

const checked = (key: string): string => {
  if (!isBlobKey(key)) throw new Error(`not a blob key: ${JSON.stringify(key)}`);
  return key;
};

/** Blobs as files under one folder (`$DATA_DIR/blobs`); a write lands whole or not at all. */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(
    key: string,
    body: AsyncIterable<Uint8Array> | Uint8Array,
    contentType: string,
  ): Promise<{ bytes: number }> {
    const file = join(this.root, checked(key));
    await mkdir(dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      const source = body instanceof Uint8Array ? Readable.from([body]) : Readable.from(body);
      // The file is created here, before the copy: a write stream opens its file on its own time,
      // and when the source failed before that open, the file appeared after the cleanup below.
      const handle = await open(temp, 'wx', 0o600);
      await pipeline(source, handle.createWriteStream());
      await writeFile(`${temp}${META}`, JSON.stringify({ contentType }), { mode: 0o600 });
      await rename(`${temp}${META}`, `${file}${META}`);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      await rm(`${temp}${META}`, { force: true });
      throw error;
    }
    return { bytes: (await stat(file)).size };
  }

  async get(key: string): Promise<StoredBlob | null> {
    const file = join(this.root, checked(key));
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const meta = await readFile(`${file}${META}`, 'utf8')
      .then((t) => JSON.parse(t) as { contentType?: string })
      .catch(() => ({ contentType: undefined }));
    return {
      body: createReadStream(file),
      bytes: info.size,
      contentType: meta.contentType ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const file = join(this.root, checked(key));
    await rm(file, { force: true });
    await rm(`${file}${META}`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const folder = join(this.root, checked(prefix));
    const count = await countFiles(folder);
    await rm(folder, { recursive: true, force: true });
    return count;
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let n = 0;
  for (const entry of entries) {
    if (entry.isDirectory()) n += await countFiles(join(folder, entry.name));
    else if (!entry.name.endsWith(META)) n++;
  }
  return n;
}
