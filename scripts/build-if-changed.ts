// `npm start`'s first step: rebuilds the browser assets and the server bundle only when their
// sources changed since their last build (a restart used to spend ~12 s rebuilding identical files;
// issue 11). Each build keeps the hash of its sources next to it. `npm start` then runs the bundled
// server with `node`, as the Docker image does (docs/decisions/148).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.ts';

const PACKAGE = ['package.json', 'package-lock.json'];

const filesUnder = (entry: string): string[] =>
  statSync(entry).isDirectory()
    ? readdirSync(entry)
        .sort()
        .flatMap((name) => filesUnder(path.join(entry, name)))
    : [entry];

const hashOf = (sources: readonly string[]) => {
  const hash = createHash('sha256');
  for (const file of sources.filter((entry) => existsSync(entry)).flatMap(filesUnder)) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
};

type Build = {
  name: string;
  /** What the build reads: files and folders, whole. */
  sources: readonly string[];
  /** A file the build makes, missing before its first build. */
  output: string;
  stamp: string;
  run: () => Promise<void>;
};

const BUILDS: readonly Build[] = [
  {
    name: 'Browser assets (dist/client)',
    // What Vite's entries can reach: the UI, the domain and application code it shares.
    sources: [
      'src/ui',
      'src/domain',
      'src/application',
      'src/adapters/http/assets.ts',
      'public',
      'vite.config.ts',
      ...PACKAGE,
    ],
    output: 'dist/client/.vite/manifest.json',
    stamp: 'dist/client/.sources-hash',
    run: async () => {
      const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  },
  {
    name: 'Server (dist/server)',
    // The bundle's entries (src/main.ts, src/worker.ts, scripts/cli.ts) and what they import.
    sources: ['src', 'migrations', 'scripts', 'tsconfig.json', ...PACKAGE],
    output: 'dist/server/main.js',
    stamp: 'dist/server/.sources-hash',
    run: () => buildServer(),
  },
];

for (const build of BUILDS) {
  const sources = hashOf(build.sources);
  const current =
    existsSync(build.output) &&
    existsSync(build.stamp) &&
    readFileSync(build.stamp, 'utf8') === sources;
  if (current) {
    console.log(`${build.name}: up to date.`);
    continue;
  }
  await build.run();
  writeFileSync(build.stamp, sources);
  console.log(`${build.name}: built.`);
}
