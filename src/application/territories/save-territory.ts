import { err, ok, type Result } from '#domain/shared/result.ts';
import {
  normaliseRegions,
  regionConflict,
  type Region,
  type RegionInvalid,
  type RegionTaken,
} from '#domain/territories/territory.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  TerritoryChanges,
  TerritoryRecord,
  TerritoryStore,
} from '#application/ports/territory-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

export type TerritoryInput = {
  name: string;
  regions: readonly Region[];
  bpmIds: readonly string[];
};

export type TerritoryNotFound = { code: 'TERRITORIES.NOT_FOUND' };

export type SaveTerritoryError =
  | RegionInvalid
  | RegionTaken
  | { code: 'TERRITORIES.NAME_TAKEN' }
  | { code: 'TERRITORIES.BPM_NOT_FOUND' };

export type SaveTerritoryDeps = {
  territories: Pick<TerritoryStore, 'findById'>;
  inTransaction: UnitOfWork<{ territories: TerritoryStore }>;
  clock: Clock;
};

/** The territory as the call answers it, read again after the write. */
const reloadTerritory = async (
  territories: Pick<TerritoryStore, 'findById'>,
  id: string,
): Promise<TerritoryRecord> => {
  const territory = await territories.findById(id);
  // Written in this request: its absence is a race with a deletion, not an outcome to report.
  if (!territory) throw new Error(`territory ${id} vanished during the request`);
  return territory;
};

/** The write itself: the territory's id, or why there is none (the one to replace is gone). */
type Write<Missing> = (
  territories: TerritoryStore,
  changes: TerritoryChanges,
  at: Date,
) => Promise<Result<string, Missing>>;

/**
 * Creates (`id` null) or replaces a territory: its name (unique), its regions (each a known province
 * or state, none already in another territory: decision 076) and its bpm (live bpm accounts).
 * The checks and the write run under one lock, so two forms cannot take the same region at once.
 */
export const saveTerritory = async <Missing>(
  deps: SaveTerritoryDeps,
  target: { id: string | null; write: Write<Missing> },
  input: TerritoryInput,
): Promise<Result<TerritoryRecord, SaveTerritoryError | Missing>> => {
  const { id } = target;
  const regions = normaliseRegions(input.regions);
  if (!regions.ok) return regions;
  const bpmIds = [...new Set(input.bpmIds)];
  const saved = await deps.inTransaction(
    async ({ territories }): Promise<Result<string, SaveTerritoryError | Missing>> => {
      await territories.lock();
      if (await territories.nameTaken(input.name, id))
        return err({ code: 'TERRITORIES.NAME_TAKEN' });
      const conflict = regionConflict(regions.value, await territories.coveredRegions(), id);
      if (conflict) return err(conflict);
      if ((await territories.liveBpmIds(bpmIds)).length !== bpmIds.length) {
        return err({ code: 'TERRITORIES.BPM_NOT_FOUND' });
      }
      const changes = { name: input.name, regions: regions.value, bpmIds };
      return target.write(territories, changes, deps.clock.now());
    },
  );
  return saved.ok ? ok(await reloadTerritory(deps.territories, saved.value)) : saved;
};
