import type { Role } from '#domain/access/roles.ts';

/** The sales demonstration's showroom as it stands (docs/decisions/087). */
export type Showroom = {
  concessionId: string;
  /** Its accounts' ids by email. */
  users: ReadonlyMap<string, string>;
  /** Its walk-in clients, deleted ones included. */
  clients: number;
};

/** The showroom's reads and the writes the demo's own writer (DemoStore) does not do. */
export type SalesDemoStore = {
  /** Serialises resets until the transaction ends: two bpm clicking at once reset once each, in turn. */
  lock: () => Promise<void>;
  /** The live dealership flagged `is_demo` with its accounts, or null before the first reset. One query. */
  find: () => Promise<Showroom | null>;
  /** Removes the showroom's walk-in clients and what hangs off them (history, tests, feedback). */
  clearClients: (concessionId: string) => Promise<void>;
  /** A live account of the showroom by email, or null: never an account of a real dealership. */
  account: (email: string) => Promise<{ id: string; role: Role } | null>;
};
