import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from '../../infra/config.ts';

/**
 * deploy/compose.yaml cannot be run here (no container runtime): this checks what can be
 * checked without one, so that it does not drift from the service's configuration.
 */
describe('deploy/compose.yaml', () => {
  const compose = readFileSync('deploy/compose.yaml', 'utf8');

  /** `KEY: value` lines of a top-level block, `${VAR:-default}` read as its default. */
  const block = (name: string): Record<string, string> => {
    const start = compose.indexOf(`\n${name}:`);
    expect(start, name).toBeGreaterThan(-1);
    const lines = compose
      .slice(start + 1)
      .split('\n')
      .slice(1);
    const end = lines.findIndex((l) => !/^\s/.test(l) && l.trim() !== '');
    return Object.fromEntries(
      lines
        .slice(0, end === -1 ? undefined : end)
        .map((l) => /^\s+([A-Z][A-Z0-9_]*):\s*(.*)$/.exec(l))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1] ?? '', (m[2] ?? '').replace(/^"(.*)"$/, '$1')]),
    );
  };

  it("gives the service only variables it reads, each valid, with the production adapters' URLs", () => {
    const env = block('x-service-env');
    for (const name of Object.keys(env)) expect(CONFIG_VARIABLES, name).toContain(name);
    const resolved = Object.fromEntries(
      Object.entries(env).map(([k, v]) => [
        k,
        v
          .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
          .replace(/\$\{SECRETS_KEY:\?[^}]*\}/, Buffer.alloc(32, 7).toString('base64')),
      ]),
    );
    const config = loadConfig({ ...resolved, ROLE: 'api' });
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(config.EVENTSTORE_URL).toMatch(/^esdb:\/\/eventstore:2113/);
    expect(config.ELASTICSEARCH_URL).toBe('http://elasticsearch:9200');
  });

  it('runs the service in its three roles beside PostgreSQL, EventStoreDB, Elasticsearch 9 and Kafka', () => {
    const roles = [...compose.matchAll(/^\s+ROLE:\s*(\S+)$/gm)].map((m) => m[1]);
    expect(roles.sort()).toEqual(['api', 'projector', 'worker']);
    for (const role of roles) expect(() => loadConfig({ ROLE: role })).not.toThrow();
    for (const image of [
      'postgres:',
      'eventstore/eventstore:',
      'docker.elastic.co/elasticsearch/elasticsearch:9.',
      'apache/kafka:',
    ])
      expect(compose).toContain(`image: ${image}`);
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    // The image compiles the entry point once and runs the compiled file (as `npm start` does).
    expect(dockerfile).toContain('RUN node scripts/start.mjs --build-only');
    expect(dockerfile).toMatch(/CMD \[.*"\.build\/main\.mjs"\]/);
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain("'infra/main.ts'");
  });
});
