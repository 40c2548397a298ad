import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import { installJobSchema } from '#adapters/jobs/worker.ts';
import { openDatabase, type Database } from '#adapters/persistence/database.ts';
import { migrateToLatest } from '#adapters/persistence/migrate.ts';
import type { Config } from '#src/config.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * Prepares the database (migrations, job queue schema) before anything uses it. Shared by the
 * server, the worker process and the scripts.
 */
export const prepareDatabase = async (config: Config, logger: Logger, given?: Database) => {
  const database =
    given ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      timeouts: {
        statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
        poolWaitMs: config.DATABASE_POOL_WAIT_MS,
      },
    }));
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) logger.info('Migrations applied', { migrations: applied });
  await installJobSchema(database.pool);
  return database;
};

/** The demo data on an empty database (the adapters' hasher, logger and clock). */
export const seedIfEmpty = async (adapters: {
  database: Database;
  hasher: PasswordHasher;
  logger: Logger;
  clock: Clock;
}) => {
  const seeded = await seedDemo(adapters.database.db, {
    hasher: adapters.hasher,
    now: adapters.clock.now(),
  });
  if (seeded) adapters.logger.info('Demo data created (accounts *@demo.test, password Demo1234)');
};
