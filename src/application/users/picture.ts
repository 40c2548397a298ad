import { checkImageUpload, type UploadError } from '#domain/validation/upload.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { ImageProcessor } from '#application/ports/image-processor.port.ts';

/** What storing a picture needs: somewhere to keep it, and the re-encoder it goes through first. */
export type PictureDeps = { files: Pick<FileStorage, 'save' | 'remove'>; images: ImageProcessor };

/**
 * Stores a new picture and records it through `persist`. The upload is checked (JPG or PNG by its
 * first bytes, at most 2 MB), then re-encoded: only the re-encoded file is ever stored, so
 * metadata and anything hidden after or inside the image never reach the disk or other users
 * (decision 021). A file that does not decode is refused like any other non-image.
 * The file is written first so the database never points at a missing file; if recording fails
 * or is refused, the new file is removed again. The previous picture is removed last, and only best effort: an
 * orphan file is harmless, while failing a request whose change was saved would make the user try
 * again for nothing.
 */
export const replacePicture = async <Refusal = never>(
  deps: PictureDeps,
  bytes: Uint8Array,
  previous: string | null,
  persist: (key: string) => Promise<Result<void, Refusal> | void>,
  /** A dealership's logo is kept whole; a profile picture is cropped square. */
  kind: 'picture' | 'logo' = 'picture',
): Promise<Result<void, UploadError | Refusal>> => {
  const checked = checkImageUpload(bytes);
  if (!checked.ok) return checked;
  const reencode = kind === 'logo' ? deps.images.reencodeLogo : deps.images.reencodePicture;
  const picture = await reencode({ bytes, type: checked.value });
  if (!picture) return err({ code: 'UPLOAD.UNSUPPORTED_TYPE' });
  const key = await deps.files.save('pictures', picture);
  const dropNew = () => deps.files.remove(key).catch(() => undefined);
  try {
    const persisted = await persist(key);
    if (persisted && !persisted.ok) {
      await dropNew();
      return persisted;
    }
  } catch (error) {
    await dropNew();
    throw error;
  }
  if (previous) await deps.files.remove(previous).catch(() => undefined);
  return ok(undefined);
};
