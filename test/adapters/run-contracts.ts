import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADAPTERS, contractSuites } from './contract-suites.ts';

/**
 * `npm run test:adapters`: the contract suites of the production adapters, against the servers
 * named in the environment (see `contract-suites.ts` for how suites are found). A variable
 * that is set must run its suites with nothing skipped; one that is unset is reported and
 * left out.
 */
const suites = contractSuites(process.cwd());
const chosen: string[] = [];
for (const adapter of ADAPTERS) {
  const files = suites[adapter.name];
  const value = process.env[adapter.variable];
  if (files.length === 0) {
    console.log(`${adapter.name}: no contract suite reads ${adapter.variable} yet`);
  } else if (!value) {
    console.log(`${adapter.name}: ${adapter.variable} is not set (e.g. ${adapter.example}); skipped`);
  } else {
    console.log(`${adapter.name}: ${files.join(', ')} against ${value}`);
    chosen.push(...files);
  }
}
if (chosen.length === 0) {
  console.error('no adapter to test: set EVENTSTORE_URL, ELASTICSEARCH_URL and/or KAFKA_BROKERS');
  process.exit(2);
}

const reportDir = mkdtempSync(join(tmpdir(), 'adapter-contracts-'));
const report = join(reportDir, 'report.json');
const run = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...chosen,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { stdio: 'inherit' },
);
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPendingTests: number;
    numTodoTests: number;
  };
  skipped = results.numPendingTests + results.numTodoTests;
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
if (skipped > 0) {
  console.error(`${skipped} test(s) were skipped although their server was given: that counts as a failure`);
  process.exit(1);
}
process.exit(run.status ?? 1);
