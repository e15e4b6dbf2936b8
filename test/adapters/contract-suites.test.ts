import { describe, expect, it } from 'vitest';
import { contractSuites } from './contract-suites.ts';

describe('npm run test:adapters finds the contract suites of the production adapters', () => {
  it('the EventStoreDB, Elasticsearch and Kafka suites, by the variable they read', () => {
    const suites = contractSuites(process.cwd());
    expect(suites.EventStoreDB).toContain('infra/event-store/eventstoredb/eventstoredb-event-store.test.ts');
    expect(suites.Elasticsearch).toContain('infra/search/elasticsearch/elasticsearch-search-engine.test.ts');
    expect(suites.Kafka).toEqual(
      expect.arrayContaining([
        'infra/telemetry/kafka/kafka-telemetry-log.test.ts',
        'infra/telemetry/kafka/kafka-telemetry-faults.test.ts',
      ]),
    );
    // No other file may claim a server variable.
    for (const files of Object.values(suites))
      for (const f of files) expect(f).not.toMatch(/^test\/adapters\//);
  });
});
