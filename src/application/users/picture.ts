import { checkImageUpload, type UploadError } from '../../domain/validation/upload.ts';
import { ok, type Result } from '../../domain/shared/result.ts';
import type { FileStorage } from '../ports/file-storage.port.ts';

/**
 * Stores a new picture and records it through `persist`. The file is written first so the database
 * never points at a missing file; if recording fails, the new file is removed again. The previous
 * picture is removed last, and only best effort: an orphan file is harmless, while failing a
 * request whose change was saved would make the user try again for nothing.
 */
export const replacePicture = async (
  files: FileStorage,
  bytes: Uint8Array,
  previous: string | null,
  persist: (key: string) => Promise<void>,
): Promise<Result<void, UploadError>> => {
  const checked = checkImageUpload(bytes);
  if (!checked.ok) return checked;
  const key = await files.save('pictures', { bytes, type: checked.value });
  try {
    await persist(key);
  } catch (error) {
    await files.remove(key).catch(() => undefined);
    throw error;
  }
  if (previous) await files.remove(previous).catch(() => undefined);
  return ok(undefined);
};
