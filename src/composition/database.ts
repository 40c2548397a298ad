import type { Clock } from '#application/ports/clock.port.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import { installJobSchema } from '#adapters/jobs/worker.ts';
import { openDatabase, type Database } from '#adapters/persistence/database.ts';
import { migrateDown, migrateToLatest, migrationStatus } from '#adapters/persistence/migrate.ts';
import type { Config } from '#src/config.ts';
import { drawDemoCarPictures } from './demo-car-pictures.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * Prepares the database (migrations, job queue schema) before anything uses it. Shared by the
 * server, the worker process and the scripts.
 */
export const prepareDatabase = async (config: Config, logger: Logger, given?: Database) => {
  const database = given ?? (await openConfiguredDatabase(config));
  const applied = await migrateUp(database);
  if (applied.length > 0) logger.info('Migrations applied', { migrations: applied });
  return database;
};

/** The configured database (PostgreSQL or the embedded one), as it is: nothing migrated. */
export const openConfiguredDatabase = (config: Config) =>
  openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: {
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
      poolWaitMs: config.DATABASE_POOL_WAIT_MS,
    },
  });

/** Applies the pending migrations and the job queue's schema; the names of those applied. */
export const migrateUp = async (database: Database) => {
  const applied = await migrateToLatest(database.db);
  await installJobSchema(database.pool);
  return applied;
};

/** Reverts the last applied migration (the CLI's `migrate down`). */
export const migrateOneDown = (database: Database) => migrateDown(database.db);

/** Every migration with when it was applied (the CLI's `migrate status`). */
export const listMigrations = (database: Database) => migrationStatus(database.db);

/**
 * The demo data on an empty database (the adapters' hasher, logger and clock), and the demo
 * catalogue's pictures in the uploads (decision 102).
 */
export const seedIfEmpty = async (adapters: {
  database: Database;
  hasher: PasswordHasher;
  logger: Logger;
  clock: Clock;
  uploads: FileStorage;
}) => {
  const seeded = await seedDemo(adapters.database.db, {
    hasher: adapters.hasher,
    now: adapters.clock.now(),
  });
  if (!seeded) return false;
  await drawDemoCarPictures(adapters.database, adapters.uploads);
  adapters.logger.info('Demo data created (accounts *@demo.test, password Demo1234)');
  return true;
};
