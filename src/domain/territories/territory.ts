import { isProvinceOf, type Country } from '#domain/concessions/settings.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** A province or state, by its country and postal abbreviation (`CA`/`QC`, `US`/`NY`). */
export type Region = { country: Country; state: string };

/** A region as written in forms and the API: `CA-QC`. */
export const regionKey = (region: Region) => `${region.country}-${region.state}`;

export type RegionInvalid = { code: 'TERRITORIES.REGION_INVALID'; region: string };

/**
 * The regions of a territory form: each a known province or state of its country, each once
 * (a region repeated is taken once), in the order of the country's list.
 */
export const normaliseRegions = (regions: readonly Region[]): Result<Region[], RegionInvalid> => {
  const seen = new Map<string, Region>();
  for (const region of regions) {
    const state = region.state.trim().toUpperCase();
    if (!isProvinceOf(region.country, state)) {
      return err({ code: 'TERRITORIES.REGION_INVALID', region: regionKey(region) });
    }
    seen.set(regionKey({ country: region.country, state }), { country: region.country, state });
  }
  return ok([...seen.values()].sort((a, b) => regionKey(a).localeCompare(regionKey(b))));
};

/** A region already covered by another territory: a province belongs to one territory at most. */
export type RegionTaken = {
  code: 'TERRITORIES.REGION_TAKEN';
  region: string;
  territoryName: string;
};

/**
 * The first of `wanted` that another territory than `self` already covers (decision 076: a region
 * belongs to at most one territory), so the form can say which territory holds it.
 */
export const regionConflict = (
  wanted: readonly Region[],
  covered: readonly (Region & { territoryId: string; territoryName: string })[],
  self: string | null,
): RegionTaken | null => {
  const wantedKeys = new Set(wanted.map(regionKey));
  const taken = covered.find(
    (region) => region.territoryId !== self && wantedKeys.has(regionKey(region)),
  );
  return taken
    ? {
        code: 'TERRITORIES.REGION_TAKEN',
        region: regionKey(taken),
        territoryName: taken.territoryName,
      }
    : null;
};
