import { err, ok, type Result } from '#domain/shared/result.ts';
import type { TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { TerritoryNotFound } from './save-territory.ts';

/**
 * DELETE /api/territories/{id}: its regions are free again, its bpm no longer reach its
 * dealerships through it, and the dealerships stay, without a territory.
 */
export const makeDeleteTerritory =
  (deps: { territories: Pick<TerritoryStore, 'delete'> }) =>
  async (territoryId: string): Promise<Result<void, TerritoryNotFound>> =>
    (await deps.territories.delete(territoryId))
      ? ok(undefined)
      : err({ code: 'TERRITORIES.NOT_FOUND' });
