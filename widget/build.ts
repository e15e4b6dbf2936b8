import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
/** The built script, committed so that `npm start` serves it without building (a test keeps it current). */
export const WIDGET_FILE = join(here, 'dist', 'search.js');

/** Bundles widget/src into one minified script with no dependencies. */
export async function buildWidget(): Promise<string> {
  const result = await build({
    entryPoints: [join(here, 'src', 'main.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output');
  return file.text;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const code = await buildWidget();
  await writeFile(WIDGET_FILE, code);
  process.stdout.write(`${WIDGET_FILE}: ${Buffer.byteLength(code)} bytes\n`);
}
