import { err, ok, type Result } from '#domain/shared/result.ts';
import type { TerritoryRecord } from '#application/ports/territory-store.port.ts';
import {
  saveTerritory,
  type SaveTerritoryDeps,
  type SaveTerritoryError,
  type TerritoryInput,
  type TerritoryNotFound,
} from './save-territory.ts';

/** PUT /api/territories/{id}: replaces the name, the regions and the bpm of a territory. */
export const makeUpdateTerritory =
  (deps: SaveTerritoryDeps) =>
  (
    input: TerritoryInput & { territoryId: string },
  ): Promise<Result<TerritoryRecord, SaveTerritoryError | TerritoryNotFound>> =>
    saveTerritory(
      deps,
      {
        id: input.territoryId,
        write: async (territories, changes, at) =>
          (await territories.update(input.territoryId, changes, at))
            ? ok(input.territoryId)
            : err({ code: 'TERRITORIES.NOT_FOUND' as const }),
      },
      input,
    );
