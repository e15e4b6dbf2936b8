import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SecretBox } from '../../domain/secrets/secret-box.ts';

const FORMAT = 'sb1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface BoxKey {
  readonly id: string;
  readonly key: Buffer;
}

const keyId = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A key written as base64 or base64url of exactly 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const key = Buffer.from(text.trim().replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY: each key must be 32 bytes written in base64');
  return key;
}

/**
 * AES-256-GCM. The first key seals; every key opens, so keys can be rotated by putting the
 * new one first (`SECRETS_KEY=new,old`) and re-sealing at leisure. Sealed form:
 * `sb1.<key id>.<base64url(iv | ciphertext | tag)>`, the context as additional data.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly keys: readonly BoxKey[];

  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0) throw new Error('a secret box needs at least one key');
    this.keys = keys.map((key) => ({ id: keyId(key), key }));
  }

  seal(plaintext: string, context: string): string {
    const { id, key } = this.keys[0] as BoxKey;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${FORMAT}.${id}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  open(sealed: string, context: string): string {
    const [format, id, payload] = sealed.split('.');
    const entry = this.keys.find((k) => k.id === id);
    if (format !== FORMAT || !entry || !payload) throw new Error('sealed secret: unknown format or key');
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed secret: truncated');
    const decipher = createDecipheriv('aes-256-gcm', entry.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

/**
 * The keys from `SECRETS_KEY` (comma-separated, first seals), or else one generated on first
 * start and kept in `keyFile` (mode 600): the embedded default needs nothing configured.
 */
export async function loadSecretKeys(configured: string | undefined, keyFile: string): Promise<Buffer[]> {
  if (configured) return configured.split(',').filter(Boolean).map(parseSecretsKey);
  const existing = await readFile(keyFile, 'utf8').catch(() => null);
  if (existing !== null) return [parseSecretsKey(existing)];
  await mkdir(dirname(keyFile), { recursive: true });
  const fresh = randomBytes(32).toString('base64');
  // `wx`: two processes starting at once keep whichever key was written first.
  await writeFile(keyFile, `${fresh}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return [parseSecretsKey(await readFile(keyFile, 'utf8'))];
}
