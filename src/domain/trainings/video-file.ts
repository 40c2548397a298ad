import { err, ok, type Result } from '#domain/shared/result.ts';

/**
 * An uploaded training video is at most 100 MB (docs/decisions/023): a few minutes of a phone
 * recording. Longer videos belong on YouTube or Vimeo, which stream them far better than we can.
 */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export type VideoType =
  { mimeType: 'video/mp4'; extension: 'mp4' } | { mimeType: 'video/webm'; extension: 'webm' };

export type VideoUploadError =
  | { code: 'UPLOAD.EMPTY' }
  | { code: 'UPLOAD.TOO_LARGE'; maxBytes: number }
  | { code: 'UPLOAD.UNSUPPORTED_TYPE' };

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * The MP4 brands browsers play. HEIC pictures, QuickTime movies and audio-only M4A files share the
 * `ftyp` box, so the box alone is not enough: its major brand must be a video one.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'MSNV',
]);

const isMp4 = (bytes: Uint8Array) =>
  bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 4));

/** How many of a video's first bytes tell its type: what `checkVideoUpload` needs of the file. */
export const VIDEO_SIGNATURE_BYTES = 64;

/** EBML magic number, then the document type `webm` (plain Matroska files say `matroska`). */
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const WEBM_DOCTYPE = [0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]; // DocType, size 4, "webm"
const isWebm = (bytes: Uint8Array) => {
  if (!EBML.every((byte, index) => bytes[index] === byte)) return false;
  // The DocType element sits in the EBML header, within its first few dozen bytes.
  const header = bytes.subarray(0, VIDEO_SIGNATURE_BYTES);
  for (let start = 4; start + WEBM_DOCTYPE.length <= header.length; start += 1) {
    if (WEBM_DOCTYPE.every((byte, index) => header[start + index] === byte)) return true;
  }
  return false;
};

/**
 * Accepts an MP4 or WebM video of at most MAX_VIDEO_BYTES. As for pictures (decision 011), the type
 * is read from the file's first bytes, never from its name or the Content-Type the browser sent:
 * the file is served back to other users with the type found here, so an HTML page renamed `.mp4`
 * must never be stored. An upload is checked by its first VIDEO_SIGNATURE_BYTES bytes (`head`)
 * and its `size`, so the file itself never has to be in memory (decision 043).
 */
export const checkVideoUpload = (
  head: Uint8Array,
  size = head.length,
): Result<VideoType, VideoUploadError> => {
  if (size === 0) return err({ code: 'UPLOAD.EMPTY' });
  if (size > MAX_VIDEO_BYTES) return err({ code: 'UPLOAD.TOO_LARGE', maxBytes: MAX_VIDEO_BYTES });
  if (isMp4(head)) return ok({ mimeType: 'video/mp4', extension: 'mp4' });
  if (isWebm(head)) return ok({ mimeType: 'video/webm', extension: 'webm' });
  return err({ code: 'UPLOAD.UNSUPPORTED_TYPE' });
};
