import type { VideoType } from '#domain/trainings/video-file.ts';
import type { ImageType } from '#domain/validation/upload.ts';

/** Where uploaded files go; one folder per kind of file. */
export type UploadFolder = 'pictures' | 'trainings' | 'support' | 'cars';

/** What a stored file is, as found from its first bytes at upload. */
export type StoredFileType = ImageType | VideoType;

export type StoredFile = {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: StoredFileType['mimeType'];
};

/** A stored file read piece by piece: its size, and its bytes (all, or a range) as a stream. */
export type OpenedFile = {
  size: number;
  contentType: StoredFileType['mimeType'];
  /** The bytes from `start` to `end`, both included (the whole file without a range). */
  stream: (range?: { start: number; end: number }) => ReadableStream<Uint8Array>;
};

/**
 * An upload written to the storage's staging area as it arrived (decision 043): not stored yet,
 * and never served. `keep` moves it into a folder; `discard` removes it.
 */
export type StagedFile = {
  id: string;
  size: number;
  /** The file's first bytes (as many as asked for), to tell its type by (decision 011). */
  head: Uint8Array;
  /** The file's content, read from the disk only if read. */
  content: Blob;
};

/**
 * Uploaded files. The storage picks an unguessable name, so a stored file is reachable only by
 * whoever was given its key.
 */
export type FileStorage = {
  /** Stores the bytes under a new name; returns the key (`pictures/<uuid>.png`). */
  save: (
    folder: UploadFolder,
    file: { bytes: Uint8Array; type: StoredFileType },
  ) => Promise<string>;
  /** Null for an unknown key, or a string that is not one of our keys. */
  read: (key: string) => Promise<StoredFile | null>;
  /** As `read`, without holding the file in memory (videos). */
  open: (key: string) => Promise<OpenedFile | null>;
  /** Removing a missing file is not an error. */
  remove: (key: string) => Promise<void>;
  /**
   * Writes an upload to the staging area as its chunks come, keeping the first `headBytes`.
   * Past `maxBytes` it stops reading at once, removes what it wrote and answers `tooLarge`.
   */
  receive: (
    chunks: AsyncIterable<Uint8Array>,
    limits: { maxBytes: number; headBytes: number },
  ) => Promise<StagedFile | 'tooLarge'>;
  /** Moves a staged file into the folder under a new name (no copy); returns its key. */
  keep: (folder: UploadFolder, file: StagedFile, type: StoredFileType) => Promise<string>;
  /** Removes a staged file that was not kept; a kept or missing one is not an error. */
  discard: (file: StagedFile) => Promise<void>;
};
