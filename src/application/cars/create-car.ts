import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CarFields, CarRecord } from '#application/ports/car-store.port.ts';
import type { CarUpload } from './car-images.ts';
import { WHOLE_CATALOGUE } from './common.ts';
import { saveCar, type SaveCarDeps, type SaveCarError } from './save-car.ts';

/**
 * `POST /api/cars` (prAdmin): a new catalogue car with its grey image and up to four more colours,
 * each stored under `manufacturer-model_colour` (docs/spec/product-spec.md section 3, decision 084).
 */
export const makeCreateCar =
  (deps: SaveCarDeps) =>
  async (input: {
    fields: CarFields;
    images: readonly CarUpload[];
  }): Promise<Result<CarRecord, SaveCarError>> => {
    const at = deps.clock.now();
    const created = await saveCar(
      deps,
      { fields: input.fields, uploads: input.images, storedColours: [] },
      async ({ cars }, images) => {
        const car = await cars.create(input.fields, at);
        if (car) await cars.putImages(car.id, images, at);
        return car;
      },
    );
    if (!created.ok) return created;
    const car = await deps.cars.find(created.value.id, WHOLE_CATALOGUE);
    return car ? ok(car) : err({ code: 'CARS.DUPLICATE' });
  };
