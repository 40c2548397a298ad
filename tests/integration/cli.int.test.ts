import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The CLI as a user runs it (`npm run cli -- ...`): a process of its own on a fresh embedded
// database in a temporary DATA_DIR; what it prints and its exit code (decision 050).
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bp-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const cli = (args: string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli.ts', ...args],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

describe('npm run cli', () => {
  it('prints the usage for --help and help, and names an unknown command with exit code 2', async () => {
    const [help, helpCommand, unknown] = await Promise.all([
      cli(['--help']),
      cli(['help']),
      cli(['foo']),
    ]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('migrate [direction]');
    expect(helpCommand).toMatchObject({ code: 0, stdout: help.stdout });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^unknown command: foo\n/);
  });

  // Each run is a process of its own that opens the embedded database: slow on a busy machine.
  const SLOW = { timeout: 180_000 };

  it(
    'migrates up, says when there is nothing to do, reverts the last one and lists them',
    SLOW,
    async () => {
      const up = await cli(['migrate']);
      expect(up.code).toBe(0);
      expect(up.stdout).toMatch(/^Applied \d+ migrations: 2026-11-22T10-00-00_initial-schema, /);
      expect(up.stderr).toBe('');
      expect(await cli(['migrate', 'up'])).toMatchObject({
        code: 0,
        stdout: /^Nothing to migrate/,
      });

      const down = await cli(['migrate', 'down']);
      expect(down.stdout).toMatch(/^Reverted migration 20\d\d-/);
      const status = await cli(['migrate', 'status']);
      expect(status.code).toBe(0);
      expect(status.stdout).toMatch(/^pending +20\d\d-.*\n.* migrations applied, 1 pending\.\n$/m);
    },
  );

  it('seeds the demo data on an empty database only', SLOW, async () => {
    const env = { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'bp-cli-seed-')) };
    try {
      expect(await cli(['seed'], env)).toMatchObject({ code: 0, stdout: /^Seeded the demo data/ });
      expect(await cli(['seed'], env)).toMatchObject({
        code: 0,
        stdout: 'The database is not empty: nothing seeded.\n',
      });
    } finally {
      await rm(env.DATA_DIR, { recursive: true, force: true });
    }
  });

  it('reports a failure as one line on stderr with exit code 1, no stack trace', async () => {
    const failed = await cli(['migrate', 'status'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^error: .+\n$/);
    expect(failed.stdout).toBe('');

    const misconfigured = await cli(['migrate'], { PORT: 'abc' });
    expect(misconfigured).toMatchObject({ code: 1, stdout: '' });
    expect(misconfigured.stderr).toMatch(/^error: Invalid configuration: PORT: [^\n]+\n$/);
  });
});
