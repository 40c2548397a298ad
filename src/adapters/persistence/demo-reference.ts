import { sql, type Kysely } from 'kysely';
import type { DemoStore } from '#application/ports/demo-store.port.ts';
import { carKey } from '#domain/demo/cars.ts';
import type { DemoPlan } from '#domain/demo/plan.ts';
import type { DB } from './db.generated.ts';

/** Looks a name up in rows, ignoring case (names are unique by lower(name)). */
const byName = <Row extends { id: string }>(
  rows: readonly Row[],
  name: (row: Row) => string,
  what: string,
) => {
  const ids = new Map(rows.map((row) => [name(row).toLowerCase(), row.id]));
  return (key: string) => {
    const id = ids.get(key.toLowerCase());
    if (!id) throw new Error(`${what} ${key} missing`);
    return id;
  };
};

/** The id of each territory by its name (any case); a name the demo did not write throws. */
const territoryIds = async (db: Kysely<DB>) =>
  byName(
    await db.selectFrom('territories').select(['id', 'name']).execute(),
    (row) => row.name,
    'territory',
  );

/**
 * Platform reference data the demo needs (territories, contract texts, plans, catalogue products,
 * manufacturers, cars and their images), added next to whatever is already there.
 */
export const addReferenceData =
  (db: Kysely<DB>): DemoStore['addReferenceData'] =>
  async (plan) => {
    // The sales demo's showroom is in no territory (docs/decisions/087).
    if (plan.territories.length > 0) {
      await db
        .insertInto('territories')
        .values(plan.territories.map((name) => ({ name })))
        .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
        .execute();
    }
    const territoryId = await territoryIds(db);
    const regions = plan.territoryCover.flatMap((cover) =>
      cover.regions.map((region) => ({ territoryId: territoryId(cover.territory), ...region })),
    );
    // A region another territory already covers stays where it is (decision 076).
    if (regions.length > 0) {
      await db
        .insertInto('territoryRegions')
        .values(regions)
        .onConflict((conflict) => conflict.columns(['country', 'state']).doNothing())
        .execute();
    }
    await db
      .insertInto('contractVersions')
      .values(plan.contracts.map((contract) => ({ ...contract, version: 1 })))
      .onConflict((conflict) => conflict.columns(['kind', 'version']).doNothing())
      .execute();
    await db
      .insertInto('plans')
      .values([...plan.plans])
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
    const plans = await db.selectFrom('plans').select(['id', 'code']).execute();
    await db
      .insertInto('catalogueProducts')
      .values([...plan.products])
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();

    const manufacturerNames = [...new Set(plan.cars.map((car) => car.manufacturer))];
    await db
      .insertInto('manufacturers')
      .values(manufacturerNames.map((name) => ({ name })))
      .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
      .execute();
    const manufacturerId = byName(
      await db.selectFrom('manufacturers').select(['id', 'name']).execute(),
      (row) => row.name,
      'manufacturer',
    );
    await db
      .insertInto('cars')
      .values(
        plan.cars.map((car) => ({
          manufacturerId: manufacturerId(car.manufacturer),
          model: car.model,
          year: plan.year,
          type: car.type,
        })),
      )
      .onConflict((conflict) =>
        conflict.expression(sql`manufacturer_id, lower(model), year`).doNothing(),
      )
      .execute();
    const carId = byName(
      await db
        .selectFrom('cars')
        .innerJoin('manufacturers', 'manufacturers.id', 'cars.manufacturerId')
        .select(['cars.id', 'cars.model', 'manufacturers.name as manufacturer'])
        .where('cars.year', '=', plan.year)
        .execute(),
      (row) => carKey(row.manufacturer, row.model),
      'car',
    );
    await db
      .insertInto('carImages')
      .values(
        plan.cars.flatMap((car) =>
          car.images.map((image) => ({
            carId: carId(carKey(car.manufacturer, car.model)),
            ...image,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['carId', 'colour']).doNothing())
      .execute();
    return { car: carId, plan: byName(plans, (row) => row.code, 'plan') };
  };

/** The demo bpm who cover each demo territory (decision 076), once their accounts exist. */
export const addTerritoryBpms = async (
  db: Kysely<DB>,
  plan: Pick<DemoPlan, 'territoryCover'>,
  userId: (email: string) => string,
) => {
  const territoryId = await territoryIds(db);
  const covers = plan.territoryCover.flatMap((cover) =>
    cover.bpms.map((email) => ({
      territoryId: territoryId(cover.territory),
      bpmUserId: userId(email),
    })),
  );
  if (covers.length > 0) await db.insertInto('territoryBpms').values(covers).execute();
};
