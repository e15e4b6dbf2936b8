import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../infra/postgres/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One embedded PostgreSQL for the whole test run (fsync off); each test file makes its own database in it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return async () => undefined;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'store-search-test-'));
  const server = await startEmbeddedPostgres({ dataDir, durable: false });
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
