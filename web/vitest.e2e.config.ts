import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the production build (built once in globalSetup) served by the real API, driven
 * with playwright-core and Debian's Chromium. `E2E_SKIP_BUILD=1` reuses an existing web/dist.
 */
export default defineConfig({
  resolve: {
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    setupFiles: [path.resolve(import.meta.dirname, '../api/node_modules/reflect-metadata/Reflect.js')],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
