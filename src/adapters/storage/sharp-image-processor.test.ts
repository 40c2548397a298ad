import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageType } from '#domain/validation/upload.ts';
import { createSharpImageProcessor } from './sharp-image-processor.ts';

const PNG: ImageType = { mimeType: 'image/png', extension: 'png' };
const JPEG: ImageType = { mimeType: 'image/jpeg', extension: 'jpg' };
const processor = createSharpImageProcessor();

/** A real tiny image, made by sharp itself, with metadata a phone would write. */
const image = async (width: number, height: number, format: 'png' | 'jpeg') => {
  const base = sharp({ create: { width, height, channels: 3, background: '#8a5a44' } })
    .withMetadata({ orientation: 1 })
    .withExif({ IFD0: { Copyright: 'SECRET-OWNER', ImageDescription: 'GPS 45.50N 73.56W' } });
  return new Uint8Array(await (format === 'png' ? base.png() : base.jpeg()).toBuffer());
};

const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);

describe('createSharpImageProcessor().reencodePicture', () => {
  it('re-encodes a PNG as a 512 x 512 PNG without its metadata', async () => {
    const original = await image(800, 600, 'png');
    expect(contains(original, 'SECRET-OWNER')).toBe(true);
    const result = await processor.reencodePicture({ bytes: original, type: PNG });
    if (!result) throw new Error('refused a valid PNG');
    expect(result.type).toEqual(PNG);
    expect(result.bytes).not.toEqual(original);
    expect(contains(result.bytes, 'SECRET-OWNER')).toBe(false);
    expect(contains(result.bytes, 'GPS')).toBe(false);
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
  });

  it('keeps a JPEG a JPEG, and never enlarges a small picture (square of its short side)', async () => {
    const original = await image(120, 90, 'jpeg');
    const result = await processor.reencodePicture({ bytes: original, type: JPEG });
    if (!result) throw new Error('refused a valid JPEG');
    expect(result.type).toEqual(JPEG);
    expect(contains(result.bytes, 'SECRET-OWNER')).toBe(false);
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 90, height: 90 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('turns a photo upright from its EXIF orientation, then drops the tag', async () => {
    // A phone held upright stores a landscape sensor image with "rotate 90°" in its EXIF: here the
    // stored top half is black, so the upright picture is black on its right half.
    const sideways = await sharp({
      create: { width: 60, height: 30, channels: 3, background: '#ffffff' },
    })
      .composite([
        {
          input: { create: { width: 60, height: 15, channels: 3, background: '#000000' } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processor.reencodePicture({
      bytes: new Uint8Array(sideways),
      type: JPEG,
    });
    if (!result) throw new Error('refused a valid JPEG');
    const metadata = await sharp(result.bytes).metadata();
    expect(metadata).toMatchObject({ width: 30, height: 30 });
    expect(metadata.orientation).toBeUndefined();
    const { data, info } = await sharp(result.bytes)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x] ?? -1;
    expect(at(25, 15)).toBeLessThan(60);
    expect(at(4, 15)).toBeGreaterThan(200);
  });

  it('keeps only the pixels of a polyglot file (an image with a page appended)', async () => {
    const png = await image(40, 40, 'png');
    const page = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const polyglot = new Uint8Array([...png, ...page]);
    const result = await processor.reencodePicture({ bytes: polyglot, type: PNG });
    if (!result) throw new Error('refused an image with trailing bytes');
    expect(contains(result.bytes, '<script>')).toBe(false);
    expect((await sharp(result.bytes).metadata()).format).toBe('png');
  });

  it('refuses bytes that only start like a PNG, and a JPEG sent as a PNG', async () => {
    const fake = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    expect(await processor.reencodePicture({ bytes: fake, type: PNG })).toBeNull();
    const truncated = (await image(200, 200, 'png')).slice(0, 100);
    expect(await processor.reencodePicture({ bytes: truncated, type: PNG })).toBeNull();
    const jpeg = await image(20, 20, 'jpeg');
    expect(await processor.reencodePicture({ bytes: jpeg, type: PNG })).toBeNull();
  });

  it('refuses a decompression bomb (a small file claiming over 50 megapixels)', async () => {
    const bomb = new Uint8Array(
      await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await processor.reencodePicture({ bytes: bomb, type: PNG })).toBeNull();
  });
});
