// `npm start`: compiles the service (infra/main.ts and everything it imports) into one file
// (scripts/bundle.mjs), then runs it. The cluster's workers run this same file: they reuse the
// primary's build.
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, root } from './bundle.mjs';

const out = join(root, '.build', 'main.mjs');

// `--build-only`: compile and stop (the container image compiles once, when it is built).
if (!cluster.isWorker) await bundle('infra/main.ts', out);
if (!process.argv.includes('--build-only')) await import(pathToFileURL(out).href);
