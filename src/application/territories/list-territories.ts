import type { TerritoryRecord, TerritoryStore } from '#application/ports/territory-store.port.ts';

/** GET /api/territories: every territory with its regions, bpm and dealerships, by name. */
export const makeListTerritories =
  (deps: { territories: Pick<TerritoryStore, 'list'> }) => (): Promise<TerritoryRecord[]> =>
    deps.territories.list();
