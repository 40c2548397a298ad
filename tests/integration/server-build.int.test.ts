import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.ts';

// What the Docker image runs (decision 052): the bundle, under plain `node` (no tsx), starts on a
// fresh embedded database and answers /readyz; the built CLI runs too.
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
const tempFolder = async (prefix: string) => {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
};

describe('the server build', () => {
  it(
    'bundles the server and the CLI into JavaScript that node runs: /readyz answers, help prints',
    { timeout: 180_000 },
    async () => {
      // Inside the repository, so the bundle finds node_modules as dist/server does.
      await mkdir('dist', { recursive: true });
      const outDir = await mkdtemp(path.join('dist', '.server-build-test-')).then((folder) => {
        folders.push(folder);
        return path.resolve(folder);
      });
      await buildServer(outDir);
      const env = {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: await tempFolder('bp-build-data-'),
        SEED_DEMO: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      };
      const server = spawn(process.execPath, [path.join(outDir, 'main.js')], { env });
      try {
        // The "ready" line (JSON in production) names the port the system chose.
        let port = 0;
        for await (const line of createInterface({ input: server.stdout })) {
          const entry = JSON.parse(line) as { msg: string; port?: number };
          if (entry.msg.startsWith('Best Pairing is ready')) {
            port = entry.port ?? 0;
            break;
          }
        }
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ data: { ready: true, checks: { database: 'ok' } } });
      } finally {
        server.kill('SIGTERM');
      }
      const help = spawnSync(process.execPath, [path.join(outDir, 'cli.js'), 'help'], { env });
      expect(help.status).toBe(0);
      expect(help.stdout.toString()).toContain('migrate [direction]');
    },
  );
});
