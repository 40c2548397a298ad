import type { KnipConfig } from 'knip';

/**
 * Dead code check of `npm run lint` (decision 036). Knip finds main.ts and worker.ts through the
 * package.json scripts and the unit and integration tests through vitest's config; the rest is
 * listed here because no tool config names it.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.ts',
    // Started as a child process by scripts/bench-load/setup.ts.
    'scripts/bench-load/floors.ts',
    // Loaded by the migrator from their folder at run time.
    'migrations/*.ts',
    // Vite's inputs, listed as strings in src/adapters/http/assets.ts.
    'src/ui/pages/*/*.client.tsx',
    'src/ui/styles/app.css',
    'playwright.config.ts',
    'tests/e2e/**/*.e2e.ts',
    // A partner's program (run by hand) and the contract's compile-time checks (typecheck only).
    'src/api-client/example.ts',
    'tests/contract/*.types.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'migrations/**/*.ts', 'tests/**/*.ts'],
  // Loading playwright.config.ts throws without Chromium on the machine: its files are listed above.
  playwright: false,
  // A type exported beside the function whose signature it names documents that signature; values
  // used only in their own file are not exported.
  ignoreExportsUsedInFile: { type: true, interface: true },
};

export default config;
