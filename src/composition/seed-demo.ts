import type { Kysely } from 'kysely';
import { makeSeedDemo } from '#application/demo/seed-demo.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import { createArgon2PasswordHasher } from '#adapters/auth/argon2-password-hasher.ts';
import { createClientStore } from '#adapters/persistence/clients.repository.ts';
import type { DB } from '#adapters/persistence/db.generated.ts';
import { createDemoStore } from '#adapters/persistence/demo.repository.ts';
import { makeUnitOfWork } from '#adapters/persistence/unit-of-work.ts';

/**
 * The one entry point for the demo data of docs/spec/decisions.md section 11 (docs/decisions/032): the first
 * start on an empty database, `npm run seed` and the tests all call it. Idempotent: true when it
 * seeded, false when the demo was already there. `hasher`: tests may pass a fast one.
 */
export const seedDemo = (
  db: Kysely<DB>,
  options: { now: Date; hasher?: PasswordHasher },
): Promise<boolean> =>
  makeSeedDemo({
    hasher: options.hasher ?? createArgon2PasswordHasher(),
    inTransaction: makeUnitOfWork(db, (trx) => ({
      demo: createDemoStore(trx),
      clients: createClientStore(trx),
    })),
  })(options.now);
