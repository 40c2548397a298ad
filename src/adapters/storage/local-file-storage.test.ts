import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bp-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9]);

describe('local file storage', () => {
  it('stores under a new random name and reads back with the type found at upload', async () => {
    const storage = createLocalFileStorage(path.join(root, 'uploads'));
    const key = await storage.save('pictures', {
      bytes: PNG,
      type: { mimeType: 'image/png', extension: 'png' },
    });
    expect(key).toMatch(/^pictures\/[0-9a-f-]{36}\.png$/);
    expect(await storage.read(key)).toEqual({ bytes: PNG, contentType: 'image/png' });
    const other = await storage.save('pictures', {
      bytes: PNG,
      type: { mimeType: 'image/png', extension: 'png' },
    });
    expect(other).not.toBe(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key);
  });

  it('keeps training videos in their own folder, served with their video type', async () => {
    const storage = createLocalFileStorage(path.join(root, 'private'));
    const video = Uint8Array.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    const key = await storage.save('trainings', {
      bytes: video,
      type: { mimeType: 'video/mp4', extension: 'mp4' },
    });
    expect(key).toMatch(/^trainings\/[0-9a-f-]{36}\.mp4$/);
    expect(await storage.read(key)).toEqual({ bytes: video, contentType: 'video/mp4' });
    // A folder only ever holds its own kinds of file.
    expect(await storage.read(key.replace('trainings/', 'pictures/'))).toBeNull();
    expect(await storage.read(key.replace('.mp4', '.png'))).toBeNull();
  });

  it('refuses keys that are not its own, whatever is on disk', async () => {
    await writeFile(path.join(root, 'secret.txt'), 'secret');
    const storage = createLocalFileStorage(path.join(root, 'uploads'));
    for (const key of ['../secret.txt', 'pictures/../../secret.txt', '/etc/passwd', 'pictures/']) {
      expect(await storage.read(key)).toBeNull();
    }
  });

  it('receives an upload chunk by chunk into staging, and keeps it by a move', async () => {
    const storage = createLocalFileStorage(path.join(root, 'streamed'));
    const chunks = async function* () {
      yield Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);
      yield Uint8Array.from([0x69, 0x73, 0x6f, 0x6d, 1, 2, 3]);
    };
    const staged = await storage.receive(chunks(), { maxBytes: 15, headBytes: 10 });
    if (staged === 'tooLarge') throw new Error('refused');
    expect(staged.size).toBe(15);
    expect([...staged.head]).toEqual([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73]);
    expect(new Uint8Array(await staged.content.arrayBuffer())[14]).toBe(3);
    const key = await storage.keep('trainings', staged, {
      mimeType: 'video/mp4',
      extension: 'mp4',
    });
    expect(await readdir(path.join(root, 'streamed', 'staging'))).toEqual([]);
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ size: 15, contentType: 'video/mp4' });
    const part = await new Response(opened?.stream({ start: 12, end: 13 })).arrayBuffer();
    expect([...new Uint8Array(part)]).toEqual([1, 2]);
    await storage.discard(staged);
    expect(await storage.open(key.replace('.mp4', '.webm'))).toBeNull();
  });

  it('stops receiving past the limit and leaves no partial file', async () => {
    const storage = createLocalFileStorage(path.join(root, 'refused'));
    let pulled = 0;
    const endless = async function* () {
      for (;;) {
        pulled += 1;
        yield new Uint8Array(1024);
      }
    };
    expect(await storage.receive(endless(), { maxBytes: 4096, headBytes: 8 })).toBe('tooLarge');
    expect(pulled).toBe(5);
    expect(await readdir(path.join(root, 'refused', 'staging'))).toEqual([]);
  });
});
