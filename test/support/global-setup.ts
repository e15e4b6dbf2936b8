import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../infra/postgres/embedded.ts';
import { migrate } from '../../infra/postgres/migrate.ts';
import { createPool } from '../../infra/postgres/pool.ts';
import { bundle, root } from '../../scripts/bundle.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A database with every migration applied: test databases are copied from it. */
    templateDatabase: string;
  }
}

const TEMPLATE = 't_migrated_template';

/** Makes the run's template database (dropped first if a run left one behind) and migrates it. */
async function makeTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
    await admin.query(`create database ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE}`;
  const pool = createPool(url.toString(), 1);
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
}

/**
 * One embedded PostgreSQL for the whole test run (fsync off); each test file makes its own
 * database in it, copied from a template migrated once. The service is compiled once for the run's service processes (SERVICE_BUNDLE,
 * read by test/support/service-process.ts; the test workers inherit the variable).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Inside the checkout, so that the bundle's packages resolve from its node_modules.
  await mkdir(join(root, '.build'), { recursive: true });
  const buildDir = await mkdtemp(join(root, '.build', 'test-'));
  process.env.SERVICE_BUNDLE = await bundle('infra/main.ts', join(buildDir, 'main.mjs'));
  const removeBuild = () => rm(buildDir, { recursive: true, force: true });
  const external = process.env.TEST_DATABASE_URL;
  project.provide('templateDatabase', TEMPLATE);
  if (external) {
    await makeTemplate(external);
    project.provide('postgresUrl', external);
    return removeBuild;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'store-search-test-'));
  const server = await startEmbeddedPostgres({ dataDir, durable: false });
  await makeTemplate(server.url);
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await removeBuild();
  };
}
