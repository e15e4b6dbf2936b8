import { spawnSync } from 'node:child_process';
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

  it('npm run test:adapters with no server given names each variable, runs nothing and exits 2', () => {
    const env = { ...process.env };
    for (const name of ['EVENTSTORE_URL', 'ELASTICSEARCH_URL', 'KAFKA_BROKERS']) delete env[name];
    const run = spawnSync('npm', ['run', '--silent', 'test:adapters'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(2);
    for (const name of ['EVENTSTORE_URL', 'ELASTICSEARCH_URL', 'KAFKA_BROKERS'])
      expect(run.stdout).toContain(`${name} is not set`);
    expect(run.stderr).toContain('no adapter to test');
  }, 90_000);
});
