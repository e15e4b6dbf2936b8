import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The built widget (`npm run build:widget`), committed beside its sources. */
export const WIDGET_SCRIPT = fileURLToPath(new URL('../../widget/dist/search.js', import.meta.url));

/** The widget script as served: its bytes, compressed forms, integrity and content-named file. */
export interface WidgetAsset {
  readonly code: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
  /** Subresource Integrity value for `<script integrity="…">`. */
  readonly integrity: string;
  readonly etag: string;
  /** `search.<hash>.js`: the same bytes under a name that never changes content (cached for a year). */
  readonly versionedName: string;
}

export function loadWidgetAsset(path: string = WIDGET_SCRIPT): WidgetAsset {
  const code = readFileSync(path);
  const sha256 = createHash('sha256').update(code).digest('hex');
  return {
    code,
    gzip: gzipSync(code, { level: 9 }),
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
    etag: `"${sha256.slice(0, 32)}"`,
    versionedName: `search.${sha256.slice(0, 12)}.js`,
  };
}
