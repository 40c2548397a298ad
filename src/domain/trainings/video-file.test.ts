import { describe, expect, it } from 'vitest';
import { checkVideoUpload, MAX_VIDEO_BYTES } from './video-file.ts';

const text = (value: string) => [...value].map((character) => character.charCodeAt(0));

/** A file of the given size that starts with the given bytes. */
const file = (start: number[], size = 128) => {
  const bytes = new Uint8Array(size);
  bytes.set(start);
  return bytes;
};

const mp4 = (brand: string) => [0, 0, 0, 0x20, ...text('ftyp'), ...text(brand)];
const EBML = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01];
const docType = (type: string) => [0x42, 0x82, 0x80 + type.length, ...text(type)];

describe('checkVideoUpload', () => {
  it.each(['isom', 'mp42', 'avc1', 'M4V '])('recognises an MP4 of brand %s', (brand) => {
    expect(checkVideoUpload(file(mp4(brand)))).toEqual({
      ok: true,
      value: { mimeType: 'video/mp4', extension: 'mp4' },
    });
  });

  it('recognises a WebM by its EBML header and document type', () => {
    expect(checkVideoUpload(file([...EBML, ...docType('webm')]))).toEqual({
      ok: true,
      value: { mimeType: 'video/webm', extension: 'webm' },
    });
  });

  it.each([
    ['a HEIC picture (ftyp, brand heic)', mp4('heic')],
    ['a QuickTime movie', mp4('qt  ')],
    ['an audio-only M4A', mp4('M4A ')],
    ['a plain Matroska file', [...EBML, ...docType('matroska')]],
    ['a PNG picture', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['an HTML page named .mp4', text('<!doctype html><script>alert(1)</script>')],
    ['a file too short to tell', [0, 0, 0]],
  ])('refuses %s', (_label, start) => {
    expect(checkVideoUpload(file(start, Math.max(start.length, 3)))).toEqual({
      ok: false,
      error: { code: 'UPLOAD.UNSUPPORTED_TYPE' },
    });
  });

  it('refuses an empty file', () => {
    expect(checkVideoUpload(new Uint8Array(0))).toEqual({
      ok: false,
      error: { code: 'UPLOAD.EMPTY' },
    });
  });

  it('accepts exactly the limit and refuses one byte more', () => {
    expect(checkVideoUpload(file(mp4('isom'), MAX_VIDEO_BYTES)).ok).toBe(true);
    expect(checkVideoUpload(file(mp4('isom'), MAX_VIDEO_BYTES + 1))).toEqual({
      ok: false,
      error: { code: 'UPLOAD.TOO_LARGE', maxBytes: MAX_VIDEO_BYTES },
    });
  });

  it('judges an upload by its first bytes and its size, without the rest of the file', () => {
    const head = file(mp4('isom'), 64);
    expect(checkVideoUpload(head, MAX_VIDEO_BYTES).ok).toBe(true);
    expect(checkVideoUpload(head, MAX_VIDEO_BYTES + 1)).toMatchObject({ ok: false });
    expect(checkVideoUpload(head, 0)).toEqual({ ok: false, error: { code: 'UPLOAD.EMPTY' } });
  });
});
