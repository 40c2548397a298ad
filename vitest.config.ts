import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // The files of a worker share their modules (decision 049): a test that stubs a global
          // restores it (vi.unstubAllGlobals).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          environment: 'node',
          // Migrates and seeds once into templates each file's database is cloned from.
          globalSetup: ['tests/fixtures/global-setup.ts'],
          // A worker's test files share their modules (the app is imported once per worker, not once
          // per file); each file still gets a fixture of its own (tests/fixtures/each-file.ts).
          isolate: false,
          setupFiles: ['tests/fixtures/each-file.ts'],
          // Each file gets its own database; a PGlite start takes a few seconds.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: keep parallel files to what the machine (and PostgreSQL) can serve.
          maxWorkers: 2,
        },
      },
    ],
  },
});
