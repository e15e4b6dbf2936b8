import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { AesGcmSecretBox, loadSecretKeys, parseSecretsKey } from './aes-gcm-secret-box.ts';

const box = new AesGcmSecretBox([randomBytes(32)]);

describe('AES-GCM secret box', () => {
  it('opens what it sealed, for any text and context', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (secret, context) => {
        const sealed = box.seal(secret, context);
        expect(box.open(sealed, context)).toBe(secret);
      }),
    );
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('whsec_x', 'c')).not.toBe(box.seal('whsec_x', 'c'));
  });

  it('refuses another context, a changed byte and an unknown key', () => {
    const sealed = box.seal('token', 'webhook:t1:w1');
    expect(() => box.open(sealed, 'webhook:t2:w1')).toThrow();
    const [format, id, payload] = sealed.split('.') as [string, string, string];
    const bytes = Buffer.from(payload, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => box.open(`${format}.${id}.${bytes.toString('base64url')}`, 'webhook:t1:w1')).toThrow();
    expect(() => new AesGcmSecretBox([randomBytes(32)]).open(sealed, 'webhook:t1:w1')).toThrow();
    expect(() => box.open('not sealed', 'x')).toThrow();
  });

  it('opens values sealed by an older key after rotation; seals with the new one', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedOld = new AesGcmSecretBox([oldKey]).seal('s', 'c');
    const rotated = new AesGcmSecretBox([newKey, oldKey]);
    expect(rotated.open(sealedOld, 'c')).toBe('s');
    expect(new AesGcmSecretBox([newKey]).open(rotated.seal('s2', 'c'), 'c')).toBe('s2');
  });

  it('reads keys written in base64 or base64url and refuses other lengths', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('base64url')).equals(key)).toBe(true);
    expect(() => parseSecretsKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('secret keys', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('generates a key file readable only by its owner on first start and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'secrets.key');
    const first = await loadSecretKeys(undefined, file);
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    const second = await loadSecretKeys(undefined, file);
    expect(second[0]?.equals(first[0] as Buffer)).toBe(true);
    expect((await readFile(file, 'utf8')).trim()).toBe(first[0]?.toString('base64'));
  });

  it('takes configured keys in order and writes no file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    const a = randomBytes(32);
    const b = randomBytes(32);
    const keys = await loadSecretKeys(`${a.toString('base64')},${b.toString('base64')}`, join(dir, 'k'));
    expect(keys.map((k) => k.toString('hex'))).toEqual([a.toString('hex'), b.toString('hex')]);
    await expect(stat(join(dir, 'k'))).rejects.toThrow();
  });
});
