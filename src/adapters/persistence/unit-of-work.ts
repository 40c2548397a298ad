import type { Kysely } from 'kysely';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { DB } from './db.generated.ts';

/**
 * Binds repositories to a transaction. In embedded mode an open transaction holds the database for
 * its connection, so everything inside must go through the bound ports (never the outer `db`).
 */
export const makeUnitOfWork =
  <Ports>(db: Kysely<DB>, bind: (executor: Kysely<DB>) => Ports): UnitOfWork<Ports> =>
  (work) =>
    db.transaction().execute((trx) => work(bind(trx)));
