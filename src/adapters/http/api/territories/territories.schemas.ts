import { z } from '@hono/zod-openapi';
import type { TerritoryRecord } from '#application/ports/territory-store.port.ts';
import { COUNTRIES } from '#domain/concessions/settings.ts';
import { text } from '#adapters/http/validation/text.ts';
import { Id } from '#adapters/http/api/params.ts';

const RegionSchema = z
  .object({
    country: z.enum(COUNTRIES, { error: 'territories.validation.country' }),
    state: text({
      min: 1,
      max: 2,
      required: 'territories.validation.state',
      tooLong: 'territories.validation.state',
    }).openapi({ description: 'Province or state postal abbreviation', example: 'QC' }),
  })
  .openapi('Region');

export const TerritorySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    regions: z.array(z.object({ country: z.enum(COUNTRIES), state: z.string() })),
    bpms: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
    concessions: z
      .array(z.object({ id: z.uuid(), name: z.string(), state: z.string().nullable() }))
      .openapi({ description: 'Its live dealerships, by name' }),
  })
  .openapi('Territory');

export const TerritoryBody = z
  .object({
    name: text({
      min: 1,
      max: 100,
      required: 'territories.validation.name',
      tooLong: 'territories.validation.name',
    }),
    regions: z
      .array(RegionSchema, { error: 'territories.validation.regions' })
      .max(100, 'territories.validation.regions')
      .openapi({ description: 'Provinces or states; each belongs to one territory at most' }),
    bpms: z
      .array(Id, { error: 'territories.validation.bpms' })
      .max(100, 'territories.validation.bpms')
      .default([])
      .openapi({ description: 'The ids of the bpm who cover the territory' }),
  })
  .openapi('TerritoryChanges', {
    example: { name: 'Montréal', regions: [{ country: 'CA', state: 'QC' }], bpms: [] },
  });

export const DeletedTerritorySchema = z.object({ id: z.uuid() }).openapi('DeletedTerritory');

export const toTerritoryBody = (territory: TerritoryRecord): z.infer<typeof TerritorySchema> => ({
  id: territory.id,
  name: territory.name,
  regions: territory.regions,
  bpms: territory.bpms,
  concessions: territory.concessions,
});
