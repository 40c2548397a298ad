import { carImageName, REQUIRED_COLOUR, type CarColour } from '#domain/cars/car.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CarFields, CarImage, CarRecord } from '#application/ports/car-store.port.ts';
import { removeFiles, type CarUpload } from './car-images.ts';
import { WHOLE_CATALOGUE, type CarNotFound } from './common.ts';
import { saveCar, type SaveCarDeps, type SaveCarError } from './save-car.ts';

const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1);

/**
 * `PUT /api/cars/{id}` (prAdmin): the car's fields, new images for some colours (replacing those
 * stored) and colours to drop (never grey: a car always has one). Kept images are renamed after a
 * new manufacturer or model, so every name stays `manufacturer-model_colour` (decision 084).
 */
export const makeUpdateCar =
  (deps: SaveCarDeps) =>
  async (input: {
    id: string;
    fields: CarFields;
    images: readonly CarUpload[];
    removeColours: readonly CarColour[];
  }): Promise<Result<CarRecord, SaveCarError | CarNotFound>> => {
    const existing = await deps.cars.find(input.id, WHOLE_CATALOGUE);
    if (!existing) return err({ code: 'CARS.NOT_FOUND' });
    const uploaded = new Set(input.images.map((image) => image.colour));
    const dropped = new Set(
      input.removeColours.filter((colour) => colour !== REQUIRED_COLOUR && !uploaded.has(colour)),
    );
    const kept = existing.images.filter(
      (image) => !uploaded.has(image.colour) && !dropped.has(image.colour),
    );
    const at = deps.clock.now();
    const saved = await saveCar(
      deps,
      {
        fields: input.fields,
        uploads: input.images,
        storedColours: kept.map((image) => image.colour),
        exceptId: input.id,
      },
      async ({ cars }, images, manufacturer) => {
        const renamed: CarImage[] = kept.map((image) => ({
          ...image,
          fileName: carImageName(
            { manufacturer, model: input.fields.model },
            image.colour,
            extensionOf(image.fileName),
          ),
        }));
        await cars.update(input.id, input.fields, at);
        await cars.putImages(input.id, [...renamed, ...images], at);
        await cars.removeImages(input.id, [...dropped]);
        return input.id;
      },
    );
    if (!saved.ok) return saved;
    // The replaced and dropped files are no longer referenced.
    await removeFiles(
      deps,
      existing.images.filter((image) => uploaded.has(image.colour) || dropped.has(image.colour)),
    );
    const car = await deps.cars.find(input.id, WHOLE_CATALOGUE);
    return car ? ok(car) : err({ code: 'CARS.NOT_FOUND' });
  };
