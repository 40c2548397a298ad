import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser here: we drive the system Chromium.
const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((candidate): candidate is string => Boolean(candidate));
const executablePath = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));
if (!executablePath) {
  throw new Error(
    'No Chromium found for the browser tests. Install it (`apt-get install -y chromium`) or set CHROMIUM_PATH.',
  );
}

const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // axe on a full page takes seconds on a loaded two-core machine; a test walks several pages.
  timeout: 120_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    // Dealership staff in Quebec: the browser asks for French first.
    locale: 'fr-CA',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The product as a new user starts it, on a fresh embedded database (or on DATABASE_URL).
    command: 'npx tsx scripts/e2e-server.ts',
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  },
});
