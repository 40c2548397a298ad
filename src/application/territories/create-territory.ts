import { ok, type Result } from '#domain/shared/result.ts';
import type { TerritoryRecord } from '#application/ports/territory-store.port.ts';
import {
  saveTerritory,
  type SaveTerritoryDeps,
  type SaveTerritoryError,
  type TerritoryInput,
} from './save-territory.ts';

/** POST /api/territories: a new territory with its regions and bpm (prAdmin). */
export const makeCreateTerritory =
  (deps: SaveTerritoryDeps) =>
  (input: TerritoryInput): Promise<Result<TerritoryRecord, SaveTerritoryError>> =>
    saveTerritory(
      deps,
      {
        id: null,
        write: async (territories, changes, at) => ok((await territories.create(changes, at)).id),
      },
      input,
    );
