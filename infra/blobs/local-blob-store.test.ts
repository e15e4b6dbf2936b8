import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBlobKey } from '../../domain/blobs/blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';

let root: string;
let store: LocalBlobStore;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blobs-'));
  store = new LocalBlobStore(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const read = async (body: AsyncIterable<Uint8Array>): Promise<string> => {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
};

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const p of parts) yield Buffer.from(p);
}

describe('local blob store', () => {
  it('keeps bytes and content type, streamed in or whole', async () => {
    expect(
      await store.put('t1/exports/a.jsonl', chunks('{"a":1}\n', '{"b":2}\n'), 'application/x-ndjson'),
    ).toEqual({
      bytes: 16,
    });
    const blob = await store.get('t1/exports/a.jsonl');
    expect(blob?.contentType).toBe('application/x-ndjson');
    expect(blob?.bytes).toBe(16);
    expect(await read(blob?.body ?? chunks())).toBe('{"a":1}\n{"b":2}\n');
    await store.put('t1/uploads/b.csv', Buffer.from('x,y'), 'text/csv');
    expect(await read((await store.get('t1/uploads/b.csv'))?.body ?? chunks())).toBe('x,y');
  });

  it('leaves nothing behind when the source fails midway', async () => {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield Buffer.from('half');
      throw new Error('source broke');
    }
    await expect(store.put('t1/uploads/c.csv', failing(), 'text/csv')).rejects.toThrow('source broke');
    expect(await store.get('t1/uploads/c.csv')).toBeNull();
    expect(await readdir(join(root, 't1', 'uploads'))).toEqual([]);
  });

  it('erases a prefix and nothing else', async () => {
    await store.put('t1/a/1', Buffer.from('1'), 'text/plain');
    await store.put('t1/b/2', Buffer.from('2'), 'text/plain');
    await store.put('t2/a/1', Buffer.from('3'), 'text/plain');
    expect(await store.deletePrefix('t1')).toBe(2);
    expect(await store.get('t1/a/1')).toBeNull();
    expect(await store.get('t2/a/1')).not.toBeNull();
    expect(await store.deletePrefix('t9')).toBe(0);
  });

  it('refuses keys that leave its folder', async () => {
    for (const key of ['../x', 't1/../../x', '/etc/passwd', 't1//x', '.hidden', 't1/.meta', '']) {
      expect(isBlobKey(key)).toBe(false);
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a blob key/);
    }
  });
});
