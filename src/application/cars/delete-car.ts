import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CarStore } from '#application/ports/car-store.port.ts';
import { removeFiles, type CarImageDeps } from './car-images.ts';
import { WHOLE_CATALOGUE, type CarNotFound } from './common.ts';

/**
 * `DELETE /api/cars/{id}` (prAdmin): the car and its images leave the catalogue. Client answers
 * that named it keep its id; records show the cars they still find (decision 084).
 */
export const makeDeleteCar =
  (deps: { cars: CarStore; files: CarImageDeps['files'] }) =>
  async (id: string): Promise<Result<void, CarNotFound>> => {
    const car = await deps.cars.find(id, WHOLE_CATALOGUE);
    if (!car) return err({ code: 'CARS.NOT_FOUND' });
    await deps.cars.delete(id);
    await removeFiles(deps, car.images);
    return ok(undefined);
  };
