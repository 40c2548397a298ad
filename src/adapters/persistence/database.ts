import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { poolNamingHotStatements } from './hot-statements.ts';
import type { DB } from './db.generated.ts';
import {
  anyOfChanges,
  CLIENT_LIST_ROWS,
  LAMBDA_ROWS,
  SELLER_LIST_ROWS,
  VIEWER_ROWS,
  watchRowChanges,
  type RowChanges,
} from './row-changes.ts';

export type DatabaseMode = 'postgres' | 'embedded';

export type Database = {
  mode: DatabaseMode;
  db: Kysely<DB>;
  pool: pg.Pool;
  /** The pool graphile-worker uses (its own in embedded mode, see openDatabase). */
  workerPool: pg.Pool;
  /** A connection string other clients (graphile-worker, scripts) use to reach the same database. */
  connectionString: string;
  /** What tells the session reads' cache to forget them (decision 137). */
  viewerChanges: RowChanges;
  /** What tells the client lists' cache to forget them (decision 139). */
  clientListChanges: RowChanges;
  /**
   * What tells the advisors' lists' cache to forget them (decision 142), with the client lists'
   * changes (a sale in progress keeps an advisor unavailable).
   */
  sellerListChanges: RowChanges;
  /** What tells the kept latest lambda to go (decision 144). */
  lambdaChanges: RowChanges;
  close: () => Promise<void>;
  /** The embedded database's data directory as a tarball, to start another one from it (tests). */
  dumpDataDir?: () => Promise<Blob>;
};

export type DatabaseOptions = {
  /** A PostgreSQL URL; without it the embedded PGlite database under `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** The requests' connections to a PostgreSQL server (`defaultPoolSize` when absent). */
  poolSize?: number | undefined;
  /** Embedded mode: start from this data directory (a `dumpDataDir` tarball) instead of initdb. */
  loadDataDir?: Blob | undefined;
  /** Bounds on waits (the server's come from the configuration); none when absent (scripts, most tests). */
  timeouts?: DatabaseTimeouts | undefined;
};

/**
 * How long a statement may run, wait for a lock, and a request wait for a pooled connection before
 * it fails (docs/decisions/042-timeouts.md). PGlite honours only the pool wait.
 */
export type DatabaseTimeouts = { statementMs: number; lockMs: number; poolWaitMs: number };

/** The pool options that enforce `timeouts`: server-side settings sent at connection start-up. */
const timeoutOptions = (timeouts: DatabaseTimeouts | undefined): pg.PoolConfig =>
  timeouts
    ? {
        statement_timeout: timeouts.statementMs,
        lock_timeout: timeouts.lockMs,
        connectionTimeoutMillis: timeouts.poolWaitMs,
      }
    : {};

/**
 * The requests' connections to a PostgreSQL server: twice the cores. More connections than the
 * cores can run only queue their work in the server instead of in the pool, and each switch between
 * them costs: on two cores, 4 connections served 10 concurrent requests 7-19% faster than 10
 * (docs/decisions/132-pool-sized-to-the-cores.md).
 */
export const defaultPoolSize = () => 2 * availableParallelism();
/** graphile-worker's own connections: one held for LISTEN, one per job it runs at a time (two). */
const WORKER_CONNECTIONS = 3;
const EMBEDDED_CONNECTIONS = 8;

// PostgreSQL returns bigint (int8) and numeric as strings by default; counts and sums are far below
// 2^53 here, so read them as numbers once for every query.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/**
 * Opens the database. One code path serves both modes: in embedded mode PGlite runs in this process
 * behind a local PostgreSQL-protocol socket, so the same `pg` pool, Kysely dialect and graphile-worker
 * talk to it exactly as they talk to a PostgreSQL server (docs/decisions/002-embedded-database.md).
 */
export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? defaultPoolSize(),
      // A named statement is planned once per connection, not at each run: PostgreSQL's choice
      // kept re-planning the available advisors at 1.7 ms a run (docs/decisions/111).
      options: '-c plan_cache_mode=force_generic_plan',
      ...timeoutOptions(options.timeouts),
    });
    // The worker has connections of its own: a job never waits behind requests, nor they behind it.
    const workerPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: WORKER_CONNECTIONS,
      ...timeoutOptions(options.timeouts),
    });
    return fromPool('postgres', pool, workerPool, options.databaseUrl, () => workerPool.end(), {
      namesHotStatements: true,
      othersWrite: true,
    });
  }

  const inMemory = options.dataDir.startsWith('memory://');
  const dataPath = inMemory ? options.dataDir : path.resolve(options.dataDir, 'pglite');
  const releaseLock = inMemory ? async () => undefined : await lockDataDir(dataPath);
  const pglite = await PGlite.create(dataPath, { loadDataDir: options.loadDataDir });
  const server = new PGLiteSocketServer({
    db: pglite,
    host: '127.0.0.1',
    port: 0,
    maxConnections: EMBEDDED_CONNECTIONS,
  });
  await server.start();
  const connectionString = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  // PGlite is one session: the socket multiplexes connections message by message, so two connections
  // sending parameterised queries at the same moment can interleave their messages. The application
  // therefore talks through ONE connection (PGlite runs one query at a time anyway); graphile-worker
  // keeps its own small pool because it holds a connection for LISTEN (decision 002).
  // PGlite ignores the statement and lock settings (one session, no timer in WebAssembly): only the
  // pool wait bounds a request here (decision 042).
  const pool = new pg.Pool({ connectionString, max: 1, ...timeoutOptions(options.timeouts) });
  const workerPool = new pg.Pool({ connectionString, max: 2 });
  const database = fromPool('embedded', pool, workerPool, connectionString, async () => {
    await workerPool.end();
    await server.stop();
    await pglite.close();
    await releaseLock();
  });
  const dumpDataDir = async () => {
    // Flushed first, so a database started from the tarball has nothing to recover.
    await pglite.exec('checkpoint');
    return pglite.dumpDataDir('none');
  };
  return { ...database, dumpDataDir };
};

/**
 * PGlite is a single-process database: two processes writing the same folder would corrupt it. A
 * lock file with the owner's pid refuses the second one with a clear message (a stale lock, whose
 * process is gone, is taken over).
 */
const lockDataDir = async (dataPath: string) => {
  await mkdir(dataPath, { recursive: true });
  const lockFile = path.join(dataPath, '..', 'pglite.lock');
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${path.dirname(dataPath)} is in use by process ${owner}. ` +
          'Stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => unlink(lockFile).catch(() => undefined);
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const fromPool = (
  mode: DatabaseMode,
  pool: pg.Pool,
  workerPool: pg.Pool,
  connectionString: string,
  closeEngine: () => Promise<void>,
  // Not in embedded mode: PGlite is one session, shared by every socket connection, so a name one
  // connection prepared would already exist for the next (decision 002).
  // A server other processes write to is listened to; the embedded one is this process's alone.
  { namesHotStatements = false, othersWrite = false } = {},
): Database => {
  // Columns are snake_case in SQL and camelCase in TypeScript.
  // An idle connection the server closes (restart, failover, a dropped test database) is removed
  // from the pool and replaced; without a listener Node would treat the event as a crash.
  const pools = [...new Set([pool, workerPool])];
  for (const each of pools) {
    each.on('error', () => undefined);
    each.on('connect', (client) => client.on('error', () => undefined));
  }
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: namesHotStatements ? poolNamingHotStatements(pool) : pool,
    }),
    plugins: [new CamelCasePlugin()],
  });
  const rowChanges = watchRowChanges(
    pools,
    {
      viewers: VIEWER_ROWS,
      clientLists: CLIENT_LIST_ROWS,
      sellerLists: SELLER_LIST_ROWS,
      lambdas: LAMBDA_ROWS,
    },
    othersWrite ? { connectionString } : undefined,
  );
  return {
    mode,
    db,
    pool,
    workerPool,
    connectionString,
    viewerChanges: rowChanges.changes.viewers,
    clientListChanges: rowChanges.changes.clientLists,
    sellerListChanges: anyOfChanges(rowChanges.changes.sellerLists, rowChanges.changes.clientLists),
    lambdaChanges: rowChanges.changes.lambdas,
    close: async () => {
      await rowChanges.close();
      await db.destroy();
      await closeEngine();
    },
  };
};
