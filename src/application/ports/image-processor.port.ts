import type { ImageType } from '#domain/validation/upload.ts';

/** An image and the type it is stored and served under. */
export type ProcessedImage = { bytes: Uint8Array; type: ImageType };

/**
 * Turns an uploaded picture into the file we keep. Its first bytes have already been checked
 * (JPG or PNG, at most 2 MB, domain/validation/upload.ts); this decodes it and encodes a new file
 * of the same type from the pixels alone, so nothing the sender slipped in survives (metadata such
 * as GPS positions, a second file appended to a valid image, a script hidden in a chunk).
 */
export type ImageProcessor = {
  /** The picture re-encoded (square, at most 512 x 512); null when it does not decode as `type`. */
  reencodePicture: (image: ProcessedImage) => Promise<ProcessedImage | null>;
  /** A dealership's logo re-encoded whole (never cropped, at most 512 px on its longer side). */
  reencodeLogo: (image: ProcessedImage) => Promise<ProcessedImage | null>;
  /** A catalogue car's photo re-encoded whole (at most 1024 px on its longer side, decision 084). */
  reencodeCarImage: (image: ProcessedImage) => Promise<ProcessedImage | null>;
};
