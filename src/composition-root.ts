import { readFileSync } from 'node:fs';
import type { Runner } from 'graphile-worker';
import { sql } from 'kysely';
import { makeLoadViewer } from './application/auth/load-viewer.ts';
import { makePurgeExpiredSessions } from './application/auth/purge-expired-sessions.ts';
import { makeSignOut, makeValidateSession } from './application/auth/session.ts';
import { makeSignIn } from './application/auth/sign-in.ts';
import { makeRecordClientLog } from './application/logging/record-client-log.ts';
import type { Clock } from './application/ports/clock.port.ts';
import type { Logger } from './application/ports/logger.port.ts';
import { makeCheckReadiness } from './application/system/check-readiness.ts';
import { createArgon2PasswordHasher } from './adapters/auth/argon2-password-hasher.ts';
import { createTokenService } from './adapters/auth/token-service.ts';
import { buildApp } from './adapters/http/app.ts';
import { loadAssetLinks } from './adapters/http/assets.ts';
import { buildTaskList } from './adapters/jobs/tasks.ts';
import { installJobSchema, startWorker } from './adapters/jobs/worker.ts';
import { openDatabase, type Database } from './adapters/persistence/database.ts';
import { createAccountStore } from './adapters/persistence/accounts.repository.ts';
import { migrateToLatest } from './adapters/persistence/migrate.ts';
import { createRateLimiter } from './adapters/persistence/rate-limiter.repository.ts';
import { seedDemoData } from './adapters/persistence/seed.ts';
import { createSessionStore } from './adapters/persistence/sessions.repository.ts';
import { createViewerStore } from './adapters/persistence/viewers.repository.ts';
import type { Config } from './config.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

const systemClock: Clock = { now: () => new Date() };

export type Runtime = {
  app: ReturnType<typeof buildApp>;
  database: Database;
  close: () => Promise<void>;
};

export type RuntimeOptions = {
  /** Start the job worker in this process (always on with the embedded database). */
  worker: boolean;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  clock?: Clock;
};

/**
 * Prepares the database (migrations, job queue schema, demo data on an empty database) and the
 * use cases' ports. Shared by the server, the worker process and the scripts.
 */
export const prepareDatabase = async (config: Config, logger: Logger, given?: Database) => {
  const database =
    given ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info('Migrations applied', { migrations: applied });
  await installJobSchema(database.pool);
  return database;
};

export const seedIfEmpty = async (database: Database, logger: Logger, clock: Clock) => {
  const seeded = await seedDemoData(database.db, {
    hasher: createArgon2PasswordHasher(),
    now: clock.now(),
  });
  if (seeded) logger.info('Demo data created (accounts *@demo.test, password Demo1234)');
};

const buildTasks = (database: Database, logger: Logger, clock: Clock) =>
  buildTaskList({
    'purge-expired-sessions': makePurgeExpiredSessions({
      sessions: createSessionStore(database.db),
      clock,
      logger,
    }),
  });

/** The one place that builds adapters and hands them to use cases. */
export const createRuntime = async (
  config: Config,
  logger: Logger,
  options: RuntimeOptions,
): Promise<Runtime> => {
  const clock = options.clock ?? systemClock;
  const database = await prepareDatabase(config, logger, options.database);
  if (config.SEED_DEMO ?? config.NODE_ENV !== 'production')
    await seedIfEmpty(database, logger, clock);

  const hasher = createArgon2PasswordHasher();
  const sessions = createSessionStore(database.db);
  const tokens = createTokenService();
  const app = buildApp({
    logger,
    assets: loadAssetLinks((message) => logger.warn(message)),
    publicUrl: config.publicUrl,
    version: packageJson.version,
    devPages: config.NODE_ENV !== 'production',
    trustProxy: config.TRUST_PROXY,
    useCases: {
      signIn: makeSignIn({
        accounts: createAccountStore(database.db),
        sessions,
        hasher,
        tokens,
        rateLimiter: createRateLimiter(database.db),
        clock,
      }),
      signOut: makeSignOut({ sessions, tokens, clock }),
      validateSession: makeValidateSession({ sessions, tokens, clock }),
      loadViewer: makeLoadViewer({
        viewers: createViewerStore(database.db),
        skipPaymentValidation: config.SKIP_PAYMENT_VALIDATION,
      }),
      checkReadiness: makeCheckReadiness({
        pingDatabase: async () => {
          await sql`select 1`.execute(database.db);
        },
      }),
      recordClientLog: makeRecordClientLog({ logger }),
    },
  });

  const runner: Runner | undefined =
    options.worker || database.mode === 'embedded'
      ? await startWorker({
          pool: database.pool,
          tasks: buildTasks(database, logger, clock),
          logger,
          embedded: database.mode === 'embedded',
        })
      : undefined;

  return {
    app,
    database,
    close: async () => {
      await runner?.stop();
      if (!options.database) await database.close();
    },
  };
};

/** The worker alone, for scaling out next to servers on a PostgreSQL database. */
export const createWorkerRuntime = async (config: Config, logger: Logger) => {
  if (!config.DATABASE_URL) {
    throw new Error(
      'The embedded database belongs to the server process, which runs the jobs itself. ' +
        'Set DATABASE_URL to run a separate worker.',
    );
  }
  const database = await prepareDatabase(config, logger);
  const runner = await startWorker({
    pool: database.pool,
    tasks: buildTasks(database, logger, systemClock),
    logger,
    embedded: false,
  });
  return {
    done: runner.promise,
    close: async () => {
      await runner.stop();
      await database.close();
    },
  };
};
