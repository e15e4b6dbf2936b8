import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/.data/**'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files run one after another in one process: the service's modules load once per run,
    // not once per file (docs/testing.md; test/architecture/shared-process.test.ts keeps files apart).
    isolate: false,
  },
});
