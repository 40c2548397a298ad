import { describe, expect, it } from 'vitest';
import { decideVideo } from './video-input.ts';

/** A file as the storage's staging area gives it: its size and first bytes (decision 043). */
const staged = (bytes: number[], size = bytes.length) => ({
  id: 'staged',
  size,
  head: Uint8Array.from(bytes),
  content: new Blob([Uint8Array.from(bytes)]),
});
const MP4 = staged([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
const PNG = staged([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LINK = 'https://youtu.be/dQw4w9WgXcQ';
const currentFile = { kind: 'file' as const, key: 'trainings/a.mp4' };
const currentLink = { kind: 'link' as const, url: 'https://vimeo.com/1' };

const problem = (result: ReturnType<typeof decideVideo>) => (result.ok ? null : result.error);
const kind = (result: ReturnType<typeof decideVideo>) => (result.ok ? result.value.kind : null);

describe('decideVideo', () => {
  it('reads the source from what was sent when none is chosen', () => {
    expect(kind(decideVideo({ url: LINK }, null))).toBe('link');
    expect(kind(decideVideo({ file: MP4 }, null))).toBe('file');
    expect(problem(decideVideo({ url: LINK, file: MP4 }, null))).toBe('ambiguous');
  });

  it('requires a video on creation and keeps the current one otherwise', () => {
    expect(problem(decideVideo({ url: '  ' }, null))).toBe('required');
    expect(kind(decideVideo({}, currentLink))).toBe('keep');
  });

  it('reads only the chosen field, as a form posts both', () => {
    expect(kind(decideVideo({ source: 'link', url: LINK, file: PNG }, null))).toBe('link');
    expect(problem(decideVideo({ source: 'link', url: '', file: MP4 }, null))).toBe('linkRequired');
    expect(kind(decideVideo({ source: 'file', url: 'junk', file: MP4 }, null))).toBe('file');
  });

  it('keeps a current file when "file" is chosen without a new one, never a link', () => {
    expect(kind(decideVideo({ source: 'file' }, currentFile))).toBe('keep');
    expect(problem(decideVideo({ source: 'file' }, currentLink))).toBe('fileRequired');
    expect(problem(decideVideo({ source: 'file', file: staged([]) }, null))).toBe('fileRequired');
  });

  it('refuses a link of another site and a file that is not a video', () => {
    expect(problem(decideVideo({ source: 'link', url: 'https://example.com/v' }, null))).toBe(
      'linkUnsupported',
    );
    expect(problem(decideVideo({ source: 'file', file: PNG }, null))).toBe('fileType');
  });

  it('gives the canonical link and the type read from the bytes', () => {
    expect(decideVideo({ url: LINK }, null)).toMatchObject({
      ok: true,
      value: { kind: 'link', link: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
    });
    expect(decideVideo({ file: MP4 }, null)).toMatchObject({
      ok: true,
      value: { kind: 'file', file: MP4, type: { mimeType: 'video/mp4', extension: 'mp4' } },
    });
  });

  it('judges a large file by its first bytes and its size, never holding it', () => {
    const large = staged([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 99e6);
    expect(kind(decideVideo({ source: 'file', file: large }, null))).toBe('file');
    expect(problem(decideVideo({ source: 'file', file: { ...large, size: 200e6 } }, null))).toBe(
      'fileTooLarge',
    );
  });
});
