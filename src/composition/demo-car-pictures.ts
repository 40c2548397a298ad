import type { FileStorage } from '#application/ports/file-storage.port.ts';
import { imagesWithoutFile, setImageFile } from '#adapters/persistence/demo-car-images.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { drawDemoCar } from '#adapters/storage/demo-car-drawing.ts';

const PNG = { mimeType: 'image/png', extension: 'png' } as const;

/**
 * The demo catalogue's pictures (decision 102): each image the seed named gets a drawn file in the
 * uploads, so the kiosk's models of interest and the catalogue pages show them. Only images without
 * a file are drawn; the PR admin's own uploads are never touched.
 */
export const drawDemoCarPictures = async (database: Database, uploads: FileStorage) => {
  for (const image of await imagesWithoutFile(database.db)) {
    const key = await uploads.save('cars', {
      bytes: await drawDemoCar(image.type, image.colour),
      type: PNG,
    });
    await setImageFile(database.db, image.id, key);
  }
};
