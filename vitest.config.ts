import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's own alias, for its tests of pages' logic that reach another feature through its index.
  resolve: { alias: { '@': `${import.meta.dirname}/apps/web/src` } },
  test: {
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    // Each test fails when a statement it sent named a column without its table (issue 41).
    setupFiles: ['apps/server/src/test/column-binding-setup.ts'],
    pool: 'forks',
    // Two cores: two test files at a time, each on its own database.
    maxWorkers: 2,
    // Each worker loads the app's modules once for all its files, not once a file. Why: a server test
    // file's import of the app took 2.7 s on average, and importing was most of the run — CI on the 2-core
    // machine, isolated: PGlite 605 s (import 318 s summed over both workers), PostgreSQL 338 s (import
    // 239 s); not isolated, the same tests: 340 s and 145 s, all passing. What this asks of a test: leave
    // no global behind. The files that stub globals or fake timers undo it in afterEach, the server's
    // tests mock no module, and each test builds its own app on its own database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
