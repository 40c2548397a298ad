// Starts the server for the browser tests on a fresh, throw-away embedded database (unless
// DATABASE_URL points at a PostgreSQL server), and removes it when the tests stop the server. The tests
// sign in as the demo accounts, so the demo data is created on a PostgreSQL server too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'best-pairing-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  stdio: 'inherit',
  env: { SEED_DEMO: 'true', ...process.env, DATA_DIR: dataDir },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
