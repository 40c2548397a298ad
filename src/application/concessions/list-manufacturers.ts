import type { ConcessionStore } from '#application/ports/concession-settings.port.ts';

/** `GET /api/manufacturers`: the catalogue's makes, by name (anyone signed in reads them). */
export const makeListManufacturers =
  (deps: { concessions: Pick<ConcessionStore, 'listManufacturers'> }) => () =>
    deps.concessions.listManufacturers();
