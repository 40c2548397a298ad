import { err, ok, type Result } from '#domain/shared/result.ts';
import type { TerritoryRecord, TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { TerritoryNotFound } from './save-territory.ts';

/** GET /api/territories/{id}. */
export const makeGetTerritory =
  (deps: { territories: Pick<TerritoryStore, 'findById'> }) =>
  async (territoryId: string): Promise<Result<TerritoryRecord, TerritoryNotFound>> => {
    const territory = await deps.territories.findById(territoryId);
    return territory ? ok(territory) : err({ code: 'TERRITORIES.NOT_FOUND' });
  };
