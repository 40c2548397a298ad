// The processes and accounts `npm run bench:load` drives: a throw-away database on the local
// server (unless DATABASE_URL names one), the app started as `npm start` starts it, the two floors,
// and signed-in demo accounts (their cookies and CSRF token) to send with autocannon's requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });

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

/** The app as `npm start` runs it after its build: production rendering, demo data, the worker. */
export const startApp = async (port: number, databaseUrl: string) => {
  const started = performance.now();
  const child = tsx('src/main.ts', [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child);
  return { child, readyMs: performance.now() - started };
};

export const startFloors = async (bare: number, oneQuery: number, databaseUrl: string) => {
  const child = tsx('scripts/bench-load/floors.ts', [String(bare), String(oneQuery)], {
    DATABASE_URL: databaseUrl,
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
