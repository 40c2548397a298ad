import {
  Migrator,
  sql,
  type Kysely,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { readMigrations } from './migration-files.ts';

const folderProvider: MigrationProvider = { getMigrations: readMigrations };

export const createMigrator = <T>(db: Kysely<T>) => new Migrator({ db, provider: folderProvider });

/**
 * Applies every pending migration of `migrations/` (the same files on PGlite and PostgreSQL). They
 * run on one connection freed from the statement and lock timeouts (an index on a big table may take
 * longer than a request may; docs/decisions/042-timeouts.md), which get their values back after.
 */
export const migrateToLatest = <T>(db: Kysely<T>): Promise<string[]> =>
  db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0; set lock_timeout = 0`.execute(connection);
    try {
      return await migrate(connection);
    } finally {
      await sql`reset statement_timeout; reset lock_timeout`.execute(connection);
    }
  });

const migrate = async <T>(db: Kysely<T>): Promise<string[]> =>
  outcome(await createMigrator(db).migrateToLatest());

/** Reverts the last applied migration; its name, or undefined when none was applied. */
export const migrateDown = async <T>(db: Kysely<T>): Promise<string | undefined> =>
  outcome(await createMigrator(db).migrateDown())[0];

/** Every migration in name order, with when it was applied (undefined: pending). */
export const migrationStatus = async <T>(db: Kysely<T>) =>
  (await createMigrator(db).getMigrations()).map(({ name, executedAt }) => ({ name, executedAt }));

const outcome = ({ error, results }: MigrationResultSet): string[] => {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
};
