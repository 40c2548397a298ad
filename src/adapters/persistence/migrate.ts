import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

const migrationFolder = new URL('../../../migrations/', import.meta.url);

/**
 * Reads `migrations/*.ts` in name order. The dynamic import is ours (not Kysely's), so whatever runs
 * our TypeScript (tsx, vitest) also loads the migrations.
 */
const folderProvider: MigrationProvider = {
  getMigrations: async () => {
    const files = (await readdir(fileURLToPath(migrationFolder)))
      .filter((file) => /^\d{4}-\d{2}-\d{2}T.*\.ts$/.test(file))
      .sort();
    const entries = await Promise.all(
      files.map(async (file): Promise<[string, Migration]> => [
        file.replace(/\.ts$/, ''),
        (await import(
          pathToFileURL(fileURLToPath(new URL(file, migrationFolder))).href
        )) as Migration,
      ]),
    );
    return Object.fromEntries(entries);
  },
};

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

const migrate = async <T>(db: Kysely<T>): Promise<string[]> => {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
};
