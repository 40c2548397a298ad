import { describe, expect, it } from 'vitest';
import { checkImageUpload, MAX_IMAGE_BYTES } from './upload.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** A file of the given size that starts with the given bytes. */
const file = (start: number[], size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(start);
  return bytes;
};

describe('checkImageUpload', () => {
  it('recognises a PNG by its signature', () => {
    expect(checkImageUpload(file(PNG_SIGNATURE))).toEqual({
      ok: true,
      value: { mimeType: 'image/png', extension: 'png' },
    });
  });

  it('recognises a JPEG by its signature', () => {
    expect(checkImageUpload(file(JPEG_SIGNATURE))).toEqual({
      ok: true,
      value: { mimeType: 'image/jpeg', extension: 'jpg' },
    });
  });

  it('accepts exactly 2 MB and refuses one byte more', () => {
    expect(checkImageUpload(file(PNG_SIGNATURE, MAX_IMAGE_BYTES)).ok).toBe(true);
    expect(checkImageUpload(file(PNG_SIGNATURE, MAX_IMAGE_BYTES + 1))).toEqual({
      ok: false,
      error: { code: 'UPLOAD.TOO_LARGE', maxBytes: 2_097_152 },
    });
  });

  it('refuses an empty file', () => {
    expect(checkImageUpload(new Uint8Array())).toEqual({
      ok: false,
      error: { code: 'UPLOAD.EMPTY' },
    });
  });

  it.each([
    ['an SVG (it can carry script)', [...new TextEncoder().encode('<svg xmlns=')]],
    ['an HTML page renamed .png', [...new TextEncoder().encode('<!doctype html>')]],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
    ['a truncated PNG signature', PNG_SIGNATURE.slice(0, 4)],
  ])('refuses %s', (_name, start) => {
    expect(checkImageUpload(file(start, start.length))).toEqual({
      ok: false,
      error: { code: 'UPLOAD.UNSUPPORTED_TYPE' },
    });
  });
});
