import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { ImageProcessor } from '#application/ports/image-processor.port.ts';

/** Files kept in memory, under keys like the real storage's. */
export const memoryFiles = () => {
  const stored = new Map<string, Uint8Array>();
  let next = 0;
  const files: Pick<FileStorage, 'save' | 'remove'> = {
    save: async (folder, file) => {
      next += 1;
      const key = `${folder}/${next}.${file.type.extension}`;
      stored.set(key, file.bytes);
      return key;
    },
    remove: async (key) => {
      stored.delete(key);
    },
  };
  return { files, stored };
};

/** Stands for the real re-encoder: a recognisable new file, or null for "does not decode". */
export const images = (decodes: boolean): ImageProcessor => {
  const reencode: ImageProcessor['reencodePicture'] = async ({ type }) =>
    decodes ? { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 9, 9]), type } : null;
  return { reencodePicture: reencode, reencodeLogo: reencode, reencodeCarImage: reencode };
};
