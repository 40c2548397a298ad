import { describe, expect, it } from 'vitest';
import { images, memoryFiles } from '#tests/fakes/pictures.ts';
import { replacePicture } from './picture.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const GIF = new TextEncoder().encode('GIF89a....');

describe('replacePicture', () => {
  it('stores the re-encoded file, never the uploaded bytes, then drops the previous one', async () => {
    const { files, stored } = memoryFiles();
    stored.set('pictures/old.png', PNG);
    const persisted: string[] = [];
    const result = await replacePicture(
      { files, images: images(true) },
      PNG,
      'pictures/old.png',
      async (key) => {
        persisted.push(key);
      },
    );
    expect(result.ok).toBe(true);
    expect(persisted).toEqual(['pictures/1.png']);
    expect([...stored]).toEqual([
      ['pictures/1.png', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 9, 9])],
    ]);
  });

  it('refuses a GIF, an empty file and an undecodable PNG, storing nothing', async () => {
    const { files, stored } = memoryFiles();
    const never = async () => {
      throw new Error('nothing may be recorded');
    };
    const gif = await replacePicture({ files, images: images(true) }, GIF, null, never);
    expect(gif).toEqual({ ok: false, error: { code: 'UPLOAD.UNSUPPORTED_TYPE' } });
    const empty = await replacePicture(
      { files, images: images(true) },
      new Uint8Array(),
      null,
      never,
    );
    expect(empty).toEqual({ ok: false, error: { code: 'UPLOAD.EMPTY' } });
    const broken = await replacePicture({ files, images: images(false) }, PNG, null, never);
    expect(broken).toEqual({ ok: false, error: { code: 'UPLOAD.UNSUPPORTED_TYPE' } });
    expect(stored.size).toBe(0);
  });

  it('removes the new file again when recording it fails', async () => {
    const { files, stored } = memoryFiles();
    await expect(
      replacePicture({ files, images: images(true) }, PNG, null, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(stored.size).toBe(0);
  });
});
