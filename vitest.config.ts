import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's own alias, for its tests of pages' logic that reach another feature through its index.
  resolve: { alias: { '@': `${import.meta.dirname}/apps/web/src` } },
  test: {
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    // Two cores: two test files at a time, each on its own database.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
