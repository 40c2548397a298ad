import { checkCarImageSet, type CarImageSetError } from '#domain/cars/car.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CarFields, CarImage, CarStore } from '#application/ports/car-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import {
  removeFiles,
  storeCarImages,
  type CarImageDeps,
  type CarImageError,
  type CarUpload,
} from './car-images.ts';

export type SaveCarError =
  | { code: 'CARS.UNKNOWN_MANUFACTURER' }
  | { code: 'CARS.DUPLICATE' }
  | CarImageSetError
  | CarImageError;

export type SaveCarDeps = CarImageDeps & {
  cars: CarStore;
  inTransaction: UnitOfWork<{ cars: CarStore }>;
  clock: Clock;
};

/**
 * What creating and changing a car share: the manufacturer exists, the image set is valid with the
 * colours already stored, the manufacturer, model and year are free, then the new images are
 * checked, re-encoded and stored. `write` records the change in one transaction; if it throws or
 * answers a duplicate, the new files are removed again.
 */
export const saveCar = async <T>(
  deps: SaveCarDeps,
  input: {
    fields: CarFields;
    uploads: readonly CarUpload[];
    storedColours: readonly CarImage['colour'][];
    exceptId?: string;
  },
  write: (ports: { cars: CarStore }, images: CarImage[], manufacturer: string) => Promise<T | null>,
): Promise<Result<T, SaveCarError>> => {
  const manufacturer = await deps.cars.manufacturerName(input.fields.manufacturerId);
  if (manufacturer === null) return err({ code: 'CARS.UNKNOWN_MANUFACTURER' });
  const set = checkCarImageSet(
    input.uploads.map((upload) => upload.colour),
    input.storedColours,
  );
  if (!set.ok) return set;
  if (await deps.cars.isTaken(input.fields, input.exceptId)) return err({ code: 'CARS.DUPLICATE' });
  const stored = await storeCarImages(
    deps,
    { manufacturer, model: input.fields.model },
    input.uploads,
  );
  if (!stored.ok) return stored;
  let written: T | null;
  try {
    written = await deps.inTransaction((ports) => write(ports, stored.value, manufacturer));
  } catch (error) {
    await removeFiles(deps, stored.value);
    throw error;
  }
  if (written === null) {
    await removeFiles(deps, stored.value);
    return err({ code: 'CARS.DUPLICATE' });
  }
  return ok(written);
};
