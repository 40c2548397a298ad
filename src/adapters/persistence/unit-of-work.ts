import type { Kysely } from 'kysely';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { DB } from './db.generated.ts';

type Factories = Record<string, (executor: Kysely<DB>) => unknown>;

/** The ports a set of factories makes: each factory's store under its own name. */
export type BoundPorts<F extends Factories> = { [K in keyof F]: ReturnType<F[K]> };

const EXECUTOR = Symbol('executor');

/**
 * Binds a set of store factories to an executor, each store made when first read and kept: a
 * transaction uses two or three of the thirty-odd stores, and making them all cost a tenth of a
 * questionnaire save's time (docs/decisions/129). The getters are made once and shared; each binding
 * holds them as its own properties, so a spread or a rest pattern (`{ users, ...others }`) sees every
 * store, as of a plain object.
 */
export const lazyBinder = <F extends Factories>(factories: F) => {
  const getters: PropertyDescriptorMap = {};
  for (const [name, make] of Object.entries(factories)) {
    getters[name] = {
      enumerable: true,
      configurable: true,
      get(this: { [EXECUTOR]: Kysely<DB> }) {
        const store = make(this[EXECUTOR]);
        Object.defineProperty(this, name, { value: store, enumerable: true });
        return store;
      },
    };
  }
  return (executor: Kysely<DB>): BoundPorts<F> =>
    Object.defineProperties({ [EXECUTOR]: executor }, getters) as unknown as BoundPorts<F>;
};

/**
 * Binds repositories to a transaction. In embedded mode an open transaction holds the database for
 * its connection, so everything inside must go through the bound ports (never the outer `db`).
 */
export const makeUnitOfWork =
  <Ports>(db: Kysely<DB>, bind: (executor: Kysely<DB>) => Ports): UnitOfWork<Ports> =>
  (work) =>
    db.transaction().execute((trx) => work(bind(trx)));
