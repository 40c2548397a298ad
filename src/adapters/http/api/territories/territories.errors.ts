import type { Context } from 'hono';
import type {
  SaveTerritoryError,
  TerritoryNotFound,
} from '#application/territories/save-territory.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, invalid, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

type TerritoriesError = SaveTerritoryError | TerritoryNotFound;

const fixedError = errorTable<Exclude<TerritoriesError['code'], 'TERRITORIES.REGION_TAKEN'>>({
  'TERRITORIES.NOT_FOUND': refuse(404, 'territories.errors.notFound'),
  'TERRITORIES.NAME_TAKEN': refuse(409, 'territories.errors.nameTaken'),
  'TERRITORIES.REGION_INVALID': invalid('json.regions', 'territories.validation.region'),
  'TERRITORIES.BPM_NOT_FOUND': invalid('json.bpms', 'territories.errors.bpmNotFound'),
});

/** "Quebec (CA-QC) is already in the territory Montréal": names the region and who holds it. */
export const regionTakenMessage = (
  t: Translate,
  error: Extract<TerritoriesError, { code: 'TERRITORIES.REGION_TAKEN' }>,
) => t('territories.errors.regionTaken', { region: error.region, territory: error.territoryName });

/** The Territories calls' business errors, each answered one way. */
const territoriesError = (c: Context<AppEnv>, error: TerritoriesError) =>
  error.code === 'TERRITORIES.REGION_TAKEN'
    ? c.json({ message: regionTakenMessage(c.get('t'), error), code: error.code }, 409)
    : fixedError(c, error);

export const respond = responder(territoriesError);
