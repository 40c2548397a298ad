/**
 * `npm run seed`: migrates the database the app uses (DATABASE_URL, or the embedded one under
 * DATA_DIR) and adds the demo data of decisions.md section 11 unless it is already there.
 */
import { createArgon2PasswordHasher } from '#adapters/auth/argon2-password-hasher.ts';
import { openDatabase } from '#adapters/persistence/database.ts';
import { migrateToLatest } from '#adapters/persistence/migrate.ts';
import { DEMO_PASSWORD, seedDemoData } from '#adapters/persistence/seed.ts';
import { loadConfig } from '#src/config.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const where =
    database.mode === 'embedded'
      ? `embedded database in ${config.DATA_DIR}`
      : 'PostgreSQL database';
  const applied = await migrateToLatest(database.db);
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to the ${where}: ${applied.join(', ')}`
      : `The ${where} was already migrated.`,
  );
  const seeded = await seedDemoData(database.db, {
    hasher: createArgon2PasswordHasher(),
    now: new Date(),
  });
  console.log(
    seeded
      ? `Seeded the demo data. Sign in as pradmin@, bpm@, owner@, admin@, seller1@ ... seller6@, ` +
          `kiosk@, service@, owner2@, seller7@ or seller8@demo.test with the password ${DEMO_PASSWORD}.`
      : 'Demo data already present (owner@demo.test exists): nothing changed.',
  );
} finally {
  await database.close();
}
