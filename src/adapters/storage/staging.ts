import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from '#application/ports/file-storage.port.ts';

const STAGED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A staged file this old belongs to no request any more (the server stopped mid-upload). */
const ABANDONED_MS = 60 * 60 * 1000;

class TooLarge extends Error {}

/**
 * The staging area of a file storage (decision 043): uploads are written here as they arrive,
 * counted as they are written, and moved into the storage's folders by a rename once accepted. It
 * sits inside the storage's root so the rename never crosses file systems.
 */
export const createStaging = (dir: string) => {
  const pathOf = (file: Pick<StagedFile, 'id'>) => {
    if (!STAGED_ID.test(file.id)) throw new Error('not a staged file of ours');
    return path.join(dir, `${file.id}.part`);
  };

  // Files left by a server that stopped mid-upload are removed at the next start, best effort.
  void (async () => {
    const now = Date.now();
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (now - (await stat(file)).mtimeMs > ABANDONED_MS) await rm(file, { force: true });
    }
  })().catch(() => undefined);

  const receive = async (
    chunks: AsyncIterable<Uint8Array>,
    limits: { maxBytes: number; headBytes: number },
  ): Promise<StagedFile | 'tooLarge'> => {
    const id = randomUUID();
    const file = pathOf({ id });
    let size = 0;
    let head = new Uint8Array(0);
    async function* counted(source: AsyncIterable<Uint8Array>) {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > limits.maxBytes) throw new TooLarge();
        if (head.length < limits.headBytes) {
          head = Buffer.concat([head, chunk.subarray(0, limits.headBytes - head.length)]);
        }
        yield chunk;
      }
    }
    await mkdir(dir, { recursive: true });
    const out = createWriteStream(file, { flags: 'wx' });
    try {
      await pipeline(chunks, counted, out);
    } catch (error) {
      // A refusal can come while the stream is still opening its file: the removal waits until
      // the stream is closed, or the file would appear after it.
      if (!out.closed) await new Promise<void>((closed) => out.once('close', () => closed()));
      await rm(file, { force: true });
      if (error instanceof TooLarge) return 'tooLarge';
      throw error;
    }
    return { id, size, head, content: await openAsBlob(file) };
  };

  return { pathOf, receive };
};
