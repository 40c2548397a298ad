import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from '#application/ports/file-storage.port.ts';

/**
 * The only keys we ever hand out: a known folder, a random UUID, a known extension. Anything else
 * (`../`, absolute paths, other extensions) is refused before touching the disk, which is what
 * keeps a crafted /uploads/... address from reading files outside the folder.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY = new RegExp(`^(?:pictures/${UUID}\\.(jpg|png)|trainings/${UUID}\\.(mp4|webm))$`);

const CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  webm: 'video/webm',
} as const;

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT';

/** Files on the server's disk, under `DATA_DIR/uploads` (docs/spec/decisions.md section 10). */
export const createLocalFileStorage = (root: string): FileStorage => {
  const fullPath = (key: string) => path.join(root, ...key.split('/'));
  return {
    save: async (folder, file) => {
      const key = `${folder}/${randomUUID()}.${file.type.extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      // `wx`: never overwrite, even in the unthinkable case of a repeated UUID.
      await writeFile(fullPath(key), file.bytes, { flag: 'wx' });
      return key;
    },
    read: async (key): Promise<StoredFile | null> => {
      const match = KEY.exec(key);
      if (!match) return null;
      try {
        const bytes = new Uint8Array(await readFile(fullPath(key)));
        const extension = (match[1] ?? match[2]) as keyof typeof CONTENT_TYPES;
        return { bytes, contentType: CONTENT_TYPES[extension] };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove: async (key) => {
      if (!KEY.test(key)) return;
      await rm(fullPath(key), { force: true });
    },
  };
};
