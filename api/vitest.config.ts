import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql must load once; a CJS and an ESM copy would not recognise each other's types.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['reflect-metadata'],
  },
});
