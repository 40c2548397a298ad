import { err, ok, type Result } from '#domain/shared/result.ts';

/** docs/spec/product-spec.md sections 5 and 9: images (logos, pictures, attachments) are at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export type ImageType =
  { mimeType: 'image/jpeg'; extension: 'jpg' } | { mimeType: 'image/png'; extension: 'png' };

export type UploadError =
  | { code: 'UPLOAD.EMPTY' }
  | { code: 'UPLOAD.TOO_LARGE'; maxBytes: number }
  | { code: 'UPLOAD.UNSUPPORTED_TYPE' };

const SIGNATURES: { bytes: readonly number[]; type: ImageType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { mimeType: 'image/jpeg', extension: 'jpg' } },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mimeType: 'image/png', extension: 'png' },
  },
];

/**
 * Accepts a JPEG or PNG image of at most 2 MB. The type is read from the file's first bytes, never
 * from its name or the Content-Type the browser sent: both are chosen by the sender, and an HTML or
 * SVG file renamed `.png` would otherwise be stored and served back to other users (stored XSS).
 * The type found is returned so the file is stored and served under it.
 */
export const checkImageUpload = (bytes: Uint8Array): Result<ImageType, UploadError> => {
  if (bytes.length === 0) return err({ code: 'UPLOAD.EMPTY' });
  if (bytes.length > MAX_IMAGE_BYTES)
    return err({ code: 'UPLOAD.TOO_LARGE', maxBytes: MAX_IMAGE_BYTES });
  const match = SIGNATURES.find((signature) =>
    signature.bytes.every((byte, index) => bytes[index] === byte),
  );
  return match ? ok(match.type) : err({ code: 'UPLOAD.UNSUPPORTED_TYPE' });
};
