import { describe, expect, it } from 'vitest';
import { type BlobStore, isBlobKey } from '../domain/blobs/blob-store.ts';

export interface BlobStoreFixture {
  readonly store: BlobStore;
  cleanup(): Promise<void>;
}

const read = async (body: AsyncIterable<Uint8Array>): Promise<string> => {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
};

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const p of parts) yield Buffer.from(p);
}

/** What every BlobStore adapter must do (domain/blobs/blob-store.ts). */
export function blobStoreContract(name: string, makeFixture: () => Promise<BlobStoreFixture>): void {
  describe(`BlobStore contract: ${name}`, () => {
    const using = async (test: (store: BlobStore) => Promise<void>): Promise<void> => {
      const fixture = await makeFixture();
      try {
        await test(fixture.store);
      } finally {
        await fixture.cleanup();
      }
    };

    it('keeps bytes and content type, streamed in or whole', () =>
      using(async (store) => {
        expect(
          await store.put('t1/exports/a.jsonl', chunks('{"a":1}\n', '{"b":2}\n'), 'application/x-ndjson'),
        ).toEqual({ bytes: 16 });
        const blob = await store.get('t1/exports/a.jsonl');
        expect(blob?.contentType).toBe('application/x-ndjson');
        expect(blob?.bytes).toBe(16);
        expect(await read(blob?.body ?? chunks())).toBe('{"a":1}\n{"b":2}\n');
        await store.put('t1/uploads/b.csv', Buffer.from('x,y'), 'text/csv');
        expect(await read((await store.get('t1/uploads/b.csv'))?.body ?? chunks())).toBe('x,y');
        const arabic = Buffer.from('جوال ٢ لتر'.repeat(20_000));
        expect(await store.put('t1/exports/big.txt', arabic, 'text/plain; charset=utf-8')).toEqual({
          bytes: arabic.length,
        });
        expect(await read((await store.get('t1/exports/big.txt'))?.body ?? chunks())).toBe(arabic.toString());
      }));

    it('overwrites a key, answers null for a missing one and deletes one key', () =>
      using(async (store) => {
        expect(await store.get('t1/none/x')).toBeNull();
        await store.put('t1/a/x', Buffer.from('old'), 'text/plain');
        await store.put('t1/a/x', Buffer.from('new'), 'text/plain');
        expect(await read((await store.get('t1/a/x'))?.body ?? chunks())).toBe('new');
        await store.put('t1/a/y', Buffer.from('y'), 'text/plain');
        await store.delete('t1/a/x');
        expect(await store.get('t1/a/x')).toBeNull();
        expect(await store.get('t1/a/y')).not.toBeNull();
        await store.delete('t1/a/x');
      }));

    it('leaves nothing behind when the source fails midway', () =>
      using(async (store) => {
        async function* failing(): AsyncIterable<Uint8Array> {
          yield Buffer.from('half');
          throw new Error('source broke');
        }
        await expect(store.put('t1/uploads/c.csv', failing(), 'text/csv')).rejects.toThrow('source broke');
        expect(await store.get('t1/uploads/c.csv')).toBeNull();
      }));

    it('erases a prefix and nothing else, however many blobs it holds', () =>
      using(async (store) => {
        await store.put('t1/a/1', Buffer.from('1'), 'text/plain');
        await store.put('t1/b/2', Buffer.from('2'), 'text/plain');
        for (let i = 0; i < 5; i++) await store.put(`t1/c/${i}`, Buffer.from(String(i)), 'text/plain');
        await store.put('t2/a/1', Buffer.from('3'), 'text/plain');
        await store.put('t10/a/1', Buffer.from('4'), 'text/plain');
        expect(await store.deletePrefix('t1')).toBe(7);
        expect(await store.get('t1/a/1')).toBeNull();
        expect(await store.get('t1/c/4')).toBeNull();
        expect(await store.get('t2/a/1')).not.toBeNull();
        expect(await store.get('t10/a/1')).not.toBeNull();
        expect(await store.deletePrefix('t9')).toBe(0);
      }));

    it('refuses keys that leave its folder', () =>
      using(async (store) => {
        for (const key of ['../x', 't1/../../x', '/etc/passwd', 't1//x', '.hidden', 't1/.meta', '']) {
          expect(isBlobKey(key)).toBe(false);
          await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/not a blob key/);
          await expect(store.get(key)).rejects.toThrow(/not a blob key/);
        }
      }));
  });
}
