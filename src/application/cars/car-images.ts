import { carImageName, type CarColour } from '#domain/cars/car.ts';
import { checkImageUpload, type UploadError } from '#domain/validation/upload.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { CarImage } from '#application/ports/car-store.port.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { ImageProcessor } from '#application/ports/image-processor.port.ts';

/** An uploaded image and the colour it shows. */
export type CarUpload = { colour: CarColour; bytes: Uint8Array };

export type CarImageError = UploadError & { colour: CarColour };

export type CarImageDeps = {
  files: Pick<FileStorage, 'save' | 'remove'>;
  images: Pick<ImageProcessor, 'reencodeCarImage'>;
};

/**
 * Checks every upload (JPG or PNG by its first bytes, at most 2 MB: the rule of every picture,
 * decision 021), then re-encodes and stores each one, so only re-encoded files reach the disk. The
 * first refusal names its colour; files already stored for this request are removed again.
 */
export const storeCarImages = async (
  deps: CarImageDeps,
  car: { manufacturer: string; model: string },
  uploads: readonly CarUpload[],
): Promise<Result<CarImage[], CarImageError>> => {
  const checked = [];
  for (const upload of uploads) {
    const type = checkImageUpload(upload.bytes);
    if (!type.ok) return err({ ...type.error, colour: upload.colour });
    checked.push({ ...upload, type: type.value });
  }
  const stored: CarImage[] = [];
  for (const upload of checked) {
    const image = await deps.images.reencodeCarImage({ bytes: upload.bytes, type: upload.type });
    if (!image) {
      await removeFiles(deps, stored);
      return err({ code: 'UPLOAD.UNSUPPORTED_TYPE', colour: upload.colour });
    }
    stored.push({
      colour: upload.colour,
      fileName: carImageName(car, upload.colour, image.type.extension),
      path: await deps.files.save('cars', image),
    });
  }
  return ok(stored);
};

/** Removes stored files best effort: an orphan file is harmless, a failed answer is not. */
export const removeFiles = async (
  deps: Pick<CarImageDeps, 'files'>,
  images: readonly Pick<CarImage, 'path'>[],
) => {
  await Promise.all(
    images.map((image) =>
      image.path ? deps.files.remove(image.path).catch(() => undefined) : undefined,
    ),
  );
};
