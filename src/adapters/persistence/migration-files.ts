import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

const migrationFolder = new URL('../../../migrations/', import.meta.url);

/**
 * Every migration of `migrations/*.ts` by name. The dynamic import is ours (not Kysely's), so
 * whatever runs our TypeScript (tsx, vitest) also loads the migrations. The server build
 * (scripts/build-server.ts) replaces this module with static imports of the same files, so the built
 * JavaScript needs neither the folder nor TypeScript (decision 052).
 */
export const readMigrations = async (): Promise<Record<string, Migration>> => {
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
};
