import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The production adapters whose contract suites need a server, and the variable naming it. */
export const ADAPTERS = [
  { name: 'EventStoreDB', variable: 'EVENTSTORE_URL', example: 'esdb://localhost:2113?tls=false' },
  { name: 'Elasticsearch', variable: 'ELASTICSEARCH_URL', example: 'http://localhost:9200' },
  { name: 'Kafka', variable: 'KAFKA_BROKERS', example: 'localhost:9092' },
] as const;

export type AdapterName = (typeof ADAPTERS)[number]['name'];

function testFiles(root: string, dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(root, path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

/**
 * A suite belongs to the variable its test file reads (`process.env.EVENTSTORE_URL`, …), so a
 * new adapter's suite (Kafka's, for one) is found as soon as it exists.
 */
export function contractSuites(root: string): Record<AdapterName, string[]> {
  const files = testFiles(root, root).map((f) => ({ f, text: readFileSync(join(root, f), 'utf8') }));
  const out: Record<string, string[]> = {};
  for (const adapter of ADAPTERS)
    out[adapter.name] = files
      .filter((x) => x.text.includes(`process.env.${adapter.variable}`))
      .map((x) => x.f);
  return out as Record<AdapterName, string[]>;
}
