// `node scripts/cli.mjs infra/cli/<tool>.ts [args]`: the command-line tools (`npm run
// store:create`, `npm run replay`) compiled like the service (scripts/bundle.mjs) and run; the
// tool reads its own arguments from process.argv as if started directly.
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle, root } from './bundle.mjs';

const [entry] = process.argv.splice(2, 1);
if (!entry?.startsWith('infra/cli/')) {
  process.stderr.write('usage: node scripts/cli.mjs infra/cli/<tool>.ts [args]\n');
  process.exit(2);
}
// Two runs at once write the same bytes; the file is replaced whole, never read half written.
const out = await bundle(entry, join(root, '.build', `cli-${basename(entry, '.ts')}.mjs`));
await import(pathToFileURL(out).href);
