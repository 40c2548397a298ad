import sharp from 'sharp';
import type { ImageProcessor, ProcessedImage } from '#application/ports/image-processor.port.ts';

/** Profile pictures are shown at most 256 px wide on a kiosk: 512 covers high-density screens. */
const PICTURE_SIDE = 512;
/** Car photos fill a catalogue card or a kiosk tile: 1024 covers high-density screens. */
const CAR_IMAGE_SIDE = 1024;

/**
 * Decompression bombs: a 2 MB PNG of one colour can claim 100 000 x 100 000 pixels, which would
 * take gigabytes to decode. Sharp reads the size from the header and refuses before decoding;
 * 50 megapixels is more than any phone photo that fits in 2 MB.
 */
const MAX_INPUT_PIXELS = 50_000_000;

const SHARP_FORMAT = { jpg: 'jpeg', png: 'png' } as const;

/**
 * Profile pictures through sharp (libvips): turned upright from the EXIF orientation, cropped to a
 * centred-on-interest square of at most 512 px (never enlarged) and encoded again in the same
 * format. Sharp writes no metadata unless asked (no EXIF, GPS, XMP, comments or ICC profile; the
 * pixels are converted to sRGB), and only decoded pixels reach the encoder, so a polyglot file (a
 * PNG that is also a ZIP or an HTML page) comes out as a plain image.
 */
const reencode =
  (resize: (pipeline: sharp.Sharp, width: number, height: number) => sharp.Sharp) =>
  async ({ bytes, type }: ProcessedImage): Promise<ProcessedImage | null> => {
    const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
    try {
      const metadata = await sharp(bytes, options).metadata();
      // The first bytes said JPG or PNG; the decoder must agree.
      if (metadata.format !== SHARP_FORMAT[type.extension]) return null;
      const { width, height } = metadata.autoOrient;
      const pipeline = resize(sharp(bytes, options).autoOrient(), width, height);
      const encoded =
        type.extension === 'jpg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.png({ compressionLevel: 9 });
      return { bytes: new Uint8Array(await encoded.toBuffer()), type };
    } catch {
      // Truncated or corrupt data, or a size over the limit: not a picture we can keep.
      return null;
    }
  };

export const createSharpImageProcessor = (): ImageProcessor => ({
  reencodePicture: reencode((pipeline, width, height) => {
    const side = Math.min(PICTURE_SIDE, width, height);
    return pipeline.resize(side, side, { fit: 'cover', position: sharp.strategy.attention });
  }),
  // A logo is often wide: kept whole, fitted inside the same bound (decision 061).
  reencodeLogo: reencode((pipeline) =>
    pipeline.resize(PICTURE_SIDE, PICTURE_SIDE, { fit: 'inside', withoutEnlargement: true }),
  ),
  // A car is shown whole (decision 084).
  reencodeCarImage: reencode((pipeline) =>
    pipeline.resize(CAR_IMAGE_SIDE, CAR_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true }),
  ),
});
