// The processes and accounts `npm run bench:load` drives: a throw-away database on the local
// server (unless DATABASE_URL names one), the app started as `npm start` starts it, the two floors,
// and signed-in demo accounts (their cookies and CSRF token) to send with autocannon's requests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import pg from 'pg';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; drop: () => Promise<void> };

/** DATABASE_URL as given (kept afterwards), or a new database on the local server, dropped after. */
export const benchDatabase = async (): Promise<BenchDatabase> => {
  const given = process.env['DATABASE_URL'];
  if (given) return { url: given, drop: async () => undefined };
  const name = `bp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: LOCAL_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(LOCAL_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: LOCAL_SERVER });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

const waitUntilReady = async (url: string, child: ChildProcess) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The arguments `npm start` gives `node` after its build (package.json): options and the bundle. */
const startArguments = () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: { start: string };
  };
  const command = (scripts.start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  return command.slice(command.indexOf('node') + 1);
};

/**
 * The app as `npm start` runs it: its builds brought up to date, then the bundled server with
 * production rendering, demo data and the worker.
 */
export const startApp = async (port: number, databaseUrl: string) => {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the build failed');
  const started = performance.now();
  const child = spawn(process.execPath, startArguments(), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child);
  return { child, readyMs: performance.now() - started };
};

/**
 * The floors, bundled to plain JavaScript as the app is (the same stack, run by `node` alone), so
 * neither side pays for tsx.
 */
export const startFloors = async (bare: number, oneQuery: number, databaseUrl: string) => {
  const outfile = 'dist/bench/floors.js';
  await build({
    entryPoints: ['scripts/bench-load/floors.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const child = spawn(process.execPath, [outfile, String(bare), String(oneQuery)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitUntilReady(`http://127.0.0.1:${bare}/`, child);
  await waitUntilReady(`http://127.0.0.1:${oneQuery}/`, child);
  return child;
};

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Resident set size of a process, in MB (Linux's /proc). */
export const residentMb = (pid: number): number => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

export type Account = {
  id: string;
  concession: string | null;
  headers: Record<string, string>;
  jsonHeaders: Record<string, string>;
};

/** Signs a demo account in through the real endpoints and keeps its cookies. */
export const signIn = async (base: string, email: string): Promise<Account> => {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = (await remember(await fetch(`${base}/api/auth/csrf`)).json()) as {
    csrfToken: string;
  };
  const jsonHeaders = () => ({
    cookie: cookie(),
    'content-type': 'application/json',
    'x-csrf-token': csrf.csrfToken,
    // Writes must come from our own origin (decision 030), as a browser's do.
    origin: base,
  });
  const signedIn = remember(
    await fetch(`${base}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email, password: 'Demo1234' }),
    }),
  );
  if (!signedIn.ok) throw new Error(`sign-in as ${email}: ${signedIn.status}`);
  const session = (await (
    await fetch(`${base}/api/auth/session`, { headers: { cookie: cookie() } })
  ).json()) as {
    user: { id: string; concession: string | null };
  };
  return {
    id: session.user.id,
    concession: session.user.concession,
    headers: { cookie: cookie() },
    jsonHeaders: jsonHeaders(),
  };
};
