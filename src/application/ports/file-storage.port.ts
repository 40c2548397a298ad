import type { VideoType } from '#domain/trainings/video-file.ts';
import type { ImageType } from '#domain/validation/upload.ts';

/** Where uploaded files go; one folder per kind of file. */
export type UploadFolder = 'pictures' | 'trainings';

/** What a stored file is, as found from its first bytes at upload. */
export type StoredFileType = ImageType | VideoType;

export type StoredFile = {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: StoredFileType['mimeType'];
};

/**
 * Uploaded files (profile pictures for now). The storage picks an unguessable name, so a stored
 * file is reachable only by whoever was given its key.
 */
export type FileStorage = {
  /** Stores the bytes under a new name; returns the key (`pictures/<uuid>.png`). */
  save: (
    folder: UploadFolder,
    file: { bytes: Uint8Array; type: StoredFileType },
  ) => Promise<string>;
  /** Null for an unknown key, or a string that is not one of our keys. */
  read: (key: string) => Promise<StoredFile | null>;
  /** Removing a missing file is not an error. */
  remove: (key: string) => Promise<void>;
};
