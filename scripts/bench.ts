import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createRuntime } from '#composition/index.ts';
import { parseConfig } from '#src/config.ts';
import { openDatabase } from '#adapters/persistence/database.ts';
import { benchPsychometrics } from './bench-psychometrics.ts';
import { reportKioskPageWeight } from './page-weight.ts';

/**
 * `npm run bench`: measures, prints, asserts nothing. Page and API throughput in process (no network),
 * the JavaScript each island family ships and what each kiosk page downloads, gzipped (on the demo
 * data); then the personality test's own measures (bench-psychometrics.ts).
 */
const database = await openDatabase({ dataDir: 'memory://' });
const runtime = await createRuntime(
  parseConfig({ SEED_DEMO: 'true', LOG_LEVEL: 'silent' }),
  createJsonLogger({ level: 'silent' }),
  { worker: false, database },
);

const measure = async (label: string, iterations: number, run: () => Promise<unknown>) => {
  for (let i = 0; i < 20; i += 1) await run();
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) await run();
  const ms = performance.now() - started;
  console.log(
    `${label.padEnd(34)} ${(iterations / (ms / 1000)).toFixed(0).padStart(7)} req/s  ${(ms / iterations).toFixed(3)} ms each`,
  );
};

await measure('GET / (server-rendered page)', 500, async () =>
  (await runtime.app.request('/')).text(),
);
await measure('GET /login (page with an island)', 500, async () =>
  (await runtime.app.request('/login')).text(),
);
await measure('GET /readyz (database round trip)', 1000, async () =>
  (await runtime.app.request('/readyz')).text(),
);

const assetsDir = new URL('../dist/client/assets/', import.meta.url);
const files = await readdir(assetsDir).catch(() => [] as string[]);
if (files.length === 0)
  console.log('No client build: run `npm run build` to measure the shipped assets.');
for (const file of files.filter((name) => /\.(js|css)$/.test(name))) {
  const content = await readFile(new URL(file, assetsDir));
  console.log(
    `${file.padEnd(34)} ${(gzipSync(content).length / 1024).toFixed(1).padStart(7)} KB gzipped`,
  );
}

await reportKioskPageWeight(runtime);

await runtime.close();
await database.close();

await benchPsychometrics();
