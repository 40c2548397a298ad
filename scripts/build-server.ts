// `npm run build`'s second step: the server, the worker and the CLI bundled into plain JavaScript
// (dist/server/*.js) that `node` runs without tsx, as the Docker image does (decision 052). Packages
// stay external (node_modules); the browser assets are Vite's (dist/client).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = process.cwd();

/**
 * Source files find their neighbours through `new URL('../..', import.meta.url)` (package.json,
 * dist/client). In a bundle import.meta.url is the bundle's, so each file's own is put back, relative
 * to dist/server: the repository's layout beside the bundle keeps working.
 */
const sourceUrls = (outDir: string): Plugin => ({
  name: 'source-urls',
  setup: (esbuild) => {
    esbuild.onLoad({ filter: /\/(src|scripts)\/.*\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      if (args.path.endsWith('/persistence/migration-files.ts'))
        return { contents: migrations(), loader };
      if (!text.includes('import.meta.url')) return { contents: text, loader };
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', own), loader };
    });
  },
});

/** The migrations imported statically, so the bundle needs neither the folder nor TypeScript. */
const migrations = () => {
  const files = readdirSync(path.join(ROOT, 'migrations'))
    .filter((file) => /^\d{4}-\d{2}-\d{2}T.*\.ts$/.test(file))
    .sort();
  const imports = files.map(
    (file, index) =>
      `import * as m${index} from ${JSON.stringify(path.join(ROOT, 'migrations', file))};`,
  );
  const entries = files.map(
    (file, index) => `${JSON.stringify(file.replace(/\.ts$/, ''))}: m${index}`,
  );
  return `${imports.join('\n')}\nexport const readMigrations = async () => ({ ${entries.join(', ')} });\n`;
};

/** Bundles the three entry points into `outDir` (emptied first); dist/server by default. */
export const buildServer = async (outDir = path.join(ROOT, 'dist/server')) => {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts', cli: 'scripts/cli.ts' },
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceUrls(outDir)],
  });
};

// Run as a script (`npm run build`), not imported (tests/integration/server-build.int.test.ts).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildServer();
  console.log('Server built (dist/server/main.js, worker.js, cli.js).');
}
