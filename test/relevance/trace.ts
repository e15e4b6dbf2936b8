// npm run eval:trace -- "<query>" ... — each query's answer with its debug trace, over the dev
// set's catalog (or the first catalog with --first): what each stage did. Never the held-out set.
import { DEV_SET } from './dev/index.ts';
import { FIRST_SET } from './first-set.ts';
import { startSearchService } from './search-service.ts';

const args = process.argv.slice(2);
const set = args.includes('--first') ? FIRST_SET : DEV_SET;
const queries = args.filter((a) => !a.startsWith('--'));
const service = await startSearchService(set.catalog, set.store);
try {
  for (const q of queries) console.log(JSON.stringify({ q, answer: await service.trace(q) }, null, 1));
} finally {
  await service.close();
}
