import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage, OpenedFile, StoredFile } from '#application/ports/file-storage.port.ts';
import { createStaging } from './staging.ts';

/**
 * The only keys we ever hand out: a known folder, a random UUID, a known extension. Anything else
 * (`../`, absolute paths, other extensions) is refused before touching the disk, which is what
 * keeps a crafted /uploads/... address from reading files outside the folder.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(
  `^(?:(?:pictures|support|cars)/${UUID}\\.(jpg|png)|trainings/${UUID}\\.(mp4|webm))$`,
);

const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/** Files on the server's disk, under `DATA_DIR/uploads` (docs/spec/decisions.md section 10). */
export const createLocalFileStorage = (root: string): FileStorage => {
  const fullPath = (key: string) => path.join(root, ...key.split('/'));
  const contentTypeOf = (match: RegExpExecArray) =>
    CONTENT_TYPES[(match[1] ?? match[2]) as keyof typeof CONTENT_TYPES];
  const newKey = async (folder: string, extension: string) => {
    await mkdir(path.join(root, folder), { recursive: true });
    return `${folder}/${randomUUID()}.${extension}`;
  };
  const staging = createStaging(path.join(root, 'staging'));
  return {
    save: async (folder, file) => {
      const key = await newKey(folder, file.type.extension);
      // `wx`: never overwrite, even in the unthinkable case of a repeated UUID.
      await writeFile(fullPath(key), file.bytes, { flag: 'wx' });
      return key;
    },
    read: async (key): Promise<StoredFile | null> => {
      const match = KEY.exec(key);
      if (!match) return null;
      try {
        const bytes = new Uint8Array(await readFile(fullPath(key)));
        return { bytes, contentType: contentTypeOf(match) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    open: async (key): Promise<OpenedFile | null> => {
      const match = KEY.exec(key);
      if (!match) return null;
      const file = fullPath(key);
      const found = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!found?.isFile()) return null;
      return {
        size: found.size,
        contentType: contentTypeOf(match),
        stream: (range) =>
          Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>,
      };
    },
    remove: async (key) => {
      if (!KEY.test(key)) return;
      await rm(fullPath(key), { force: true });
    },
    receive: staging.receive,
    keep: async (folder, file, type) => {
      const key = await newKey(folder, type.extension);
      await rename(staging.pathOf(file), fullPath(key));
      return key;
    },
    discard: (file) => rm(staging.pathOf(file), { force: true }),
  };
};
