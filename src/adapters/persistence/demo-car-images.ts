import type { Kysely } from 'kysely';
import { CAR_COLOURS, CAR_TYPES, type CarColour, type CarType } from '#domain/cars/car.ts';
import type { DB } from './db.generated.ts';

/** A catalogue image named but without its file, with what its picture is drawn from. */
export type ImageWithoutFile = { id: string; type: CarType; colour: CarColour };

const isType = (value: string): value is CarType =>
  (CAR_TYPES as readonly string[]).includes(value);
const isColour = (value: string): value is CarColour =>
  (CAR_COLOURS as readonly string[]).includes(value);

/** The catalogue's images that have no file yet (the demo's, decision 102). */
export const imagesWithoutFile = async (db: Kysely<DB>): Promise<ImageWithoutFile[]> =>
  (
    await db
      .selectFrom('carImages as i')
      .innerJoin('cars as c', 'c.id', 'i.carId')
      .select(['i.id', 'c.type', 'i.colour'])
      .where('i.imagePath', 'is', null)
      .orderBy('i.id')
      .execute()
  ).flatMap(({ id, type, colour }) =>
    isType(type) && isColour(colour) ? [{ id, type, colour }] : [],
  );

/** The image's file, once stored: the key it is served from. */
export const setImageFile = async (db: Kysely<DB>, imageId: string, key: string) => {
  await db
    .updateTable('carImages')
    .set({ imagePath: key })
    .where('id', '=', imageId)
    .where('imagePath', 'is', null)
    .execute();
};
