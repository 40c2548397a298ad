// `npm start`'s first step: rebuilds the browser assets only when their sources changed since the
// last build (a restart used to spend ~12 s rebuilding identical files; issue 11). The sources are
// what Vite's entries can reach (the UI, the domain and application code it shares), Vite's
// configuration, the public folder and the lock file; their hash is kept next to the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src/ui',
  'src/domain',
  'src/application',
  'src/adapters/http/assets.ts',
  'public',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];
const BUILD = 'dist/client';
const STAMP = path.join(BUILD, '.sources-hash');

const filesUnder = (entry: string): string[] =>
  statSync(entry).isDirectory()
    ? readdirSync(entry)
        .sort()
        .flatMap((name) => filesUnder(path.join(entry, name)))
    : [entry];

const hash = createHash('sha256');
for (const file of SOURCES.filter((entry) => existsSync(entry)).flatMap(filesUnder)) {
  hash.update(file).update('\0').update(readFileSync(file)).update('\0');
}
const sources = hash.digest('hex');

const built = existsSync(path.join(BUILD, '.vite/manifest.json')) && existsSync(STAMP);
if (built && readFileSync(STAMP, 'utf8') === sources) {
  console.log('Browser assets are up to date (dist/client).');
} else {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, sources);
}
