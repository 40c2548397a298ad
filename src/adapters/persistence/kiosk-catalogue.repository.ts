import type { Kysely } from 'kysely';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import { dealershipOffer } from './cars.repository.ts';
import type { DB } from './db.generated.ts';

/** Display names ("Make Model Year") of cars, by id. */
export const carNamesOf = async (
  db: Kysely<DB>,
  carIds: readonly string[],
): Promise<Map<string, string>> => {
  if (carIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('cars')
    .innerJoin('manufacturers as m', 'm.id', 'cars.manufacturerId')
    .select(['cars.id', 'm.name as manufacturer', 'cars.model', 'cars.year'])
    .where('cars.id', 'in', carIds)
    .execute();
  return new Map(rows.map((row) => [row.id, `${row.manufacturer} ${row.model} ${row.year}`]));
};

/** The vehicle catalogue as the kiosk questionnaire and client records read it. */
export const createKioskCatalogue = (db: Kysely<DB>): KioskCatalogue => ({
  manufacturers: async () =>
    (await db.selectFrom('manufacturers').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    ),

  cars: async (concessionId, year) =>
    dealershipOffer(db, concessionId, year)
      .leftJoin('carImages as img', (join) =>
        join.onRef('img.carId', '=', 'cars.id').on('img.colour', '=', 'grey'),
      )
      .select([
        'cars.id',
        'm.name as manufacturer',
        'cars.model',
        'cars.year',
        'cars.type',
        'img.imagePath as image',
      ])
      .orderBy('m.name')
      .orderBy('cars.model')
      .execute(),

  namesOf: (carIds) => carNamesOf(db, carIds),
});
