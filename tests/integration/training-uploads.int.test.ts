import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { MAX_VIDEO_BYTES } from '#domain/trainings/video-file.ts';
import { answer } from '#tests/fixtures/api.ts';
import type { HttpClient } from '#tests/fixtures/client-flow.ts';
import { test } from '#tests/fixtures/integration.ts';
import { dataDir, filesIn, setUp, trainingCount } from '#tests/fixtures/suites/trainings.ts';

/*
 * Training videos streamed to storage (issue 19 item 6, docs/decisions/043): an upload is written to
 * the staging area as it arrives and moved into storage, refused with 413 the moment it passes
 * 100 MB, refused by its first bytes when it is no video, and a body cut short is a 400; a refused
 * upload leaves no file and no row. `npm run bench:upload` measures the memory (decision 043).
 */

const MiB = 1024 * 1024;
const BOUNDARY = '----bp-upload-test';
const encoder = new TextEncoder();
const MP4_HEAD = [0, 0, 0, 0x18, ...encoder.encode('ftypisom'), 0, 0, 2, 0];

let admin: HttpClient;
let seller: HttpClient;
/** Chooses English once, which sticks to this browser (its language cookie). */
let english: HttpClient;

setUp();
test.beforeAll(async ({ loginAs }) => {
  admin = await loginAs('admin');
  seller = await loginAs('seller1');
  english = await loginAs('owner');
});

/** A file of `size` bytes starting with `head`, the rest a repeating pattern (0..250). */
const fileBytes = (head: number[], size: number) => {
  const bytes = new Uint8Array(size).map((_, index) => index % 251);
  bytes.set(head);
  return bytes;
};

/** Byte-for-byte equality, in one call (a deep equal of megabytes is slow). */
const sameBytes = (actual: ArrayBuffer | Uint8Array, expected: Uint8Array) =>
  Buffer.from(actual instanceof Uint8Array ? actual : new Uint8Array(actual)).equals(expected);

/**
 * A multipart body sent as a stream, as a browser on a slow line sends it: text fields, then a
 * `video` file of `size` bytes made 1 MiB at a time (never all in memory), then the closing
 * boundary unless `cut` (the body ends in the middle of the file). `sent()` counts what the server
 * pulled.
 */
const streamedForm = (
  fields: Record<string, string>,
  video: { head: number[]; size: number; name?: string },
  options: { cut?: boolean } = {},
) => {
  const chunk = new Uint8Array(MiB).fill(7);
  const opening = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHeader = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="video"; filename="${video.name ?? 'clip.mp4'}"\r\ncontent-type: video/mp4\r\n\r\n`;
  function* pieces() {
    yield encoder.encode(opening + fileHeader);
    yield Uint8Array.from(video.head);
    for (let left = video.size - video.head.length; left > 0; left -= MiB) {
      yield chunk.subarray(0, Math.min(MiB, left));
    }
    if (!options.cut) yield encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  }
  const iterator = pieces();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull: (controller) => {
      const next = iterator.next();
      if (next.done) return controller.close();
      sent += next.value.length;
      controller.enqueue(next.value);
    },
  });
  return { body, sent: () => sent };
};

const post = async (
  client: HttpClient,
  url: string,
  body: ReadableStream<Uint8Array> | FormData,
  headers: Record<string, string> = {},
) =>
  client.request(url, {
    method: 'POST',
    headers: {
      'x-csrf-token': await client.csrfToken(),
      ...(body instanceof FormData
        ? {}
        : { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }),
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);

/** The administrator's add-training page form, streamed (its CSRF token among the fields). */
const postPage = async (body: ReadableStream<Uint8Array>) =>
  admin.request('/admin/training/add', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: 'half',
  } as RequestInit);

/** Nothing half-written: no row more, no file more, nothing left in the staging area. */
const expectNothingWritten = async (before: { rows: number; videos: string[] }) => {
  expect(await trainingCount()).toBe(before.rows);
  expect(await filesIn('trainings')).toEqual(before.videos);
  expect(await filesIn('staging')).toEqual([]);
};
const snapshot = async () => ({ rows: await trainingCount(), videos: await filesIn('trainings') });

describe('a training video, streamed to storage', () => {
  test('is stored byte for byte, moved out of the staging area, and served back in ranges', async () => {
    const size = 3 * MiB + 123;
    const bytes = fileBytes(MP4_HEAD, size);
    const form = new FormData();
    form.append('name', 'Vidéo en flux');
    form.append('video', new File([bytes], 'clip.mp4', { type: 'video/mp4' }));
    const response = await post(admin, '/api/trainings', form);
    expect(response.status).toBe(201);
    const { id } = await answer(response, '/api/trainings', 'post');
    const [stored, ...others] = await filesIn('trainings');
    expect(others).toEqual([]);
    expect(await filesIn('staging')).toEqual([]);
    expect(
      sameBytes(await readFile(path.join(dataDir, 'private', 'trainings', stored ?? '')), bytes),
    ).toBe(true);

    const whole = await seller.request(`/api/trainings/${id}/video`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect(sameBytes(await whole.arrayBuffer(), bytes)).toBe(true);
    const part = await seller.request(`/api/trainings/${id}/video`, {
      headers: { range: 'bytes=2097150-2097161' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 2097150-2097161/${size}`);
    expect(part.headers.get('content-length')).toBe('12');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(2097150, 2097162));
    const tail = await seller.request(`/api/trainings/${id}/video`, {
      headers: { range: 'bytes=-5' },
    });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 5));
  });

  test('accepts a body sent as a stream, without a declared length, through the page form too', async () => {
    const before = await snapshot();
    const { body } = streamedForm(
      { name: 'Par le formulaire', videoSource: 'file', csrfToken: await admin.csrfToken() },
      { head: MP4_HEAD, size: 2 * MiB },
    );
    const response = await postPage(body);
    expect(response.status).toBe(303);
    expect(await trainingCount()).toBe(before.rows + 1);
    expect(await filesIn('trainings')).toHaveLength(before.videos.length + 1);
    expect(await filesIn('staging')).toEqual([]);
  });
});

describe('the 100 MB limit, enforced while the body streams', () => {
  test('refuses a video one byte over with 413 in the caller’s language, leaving nothing', async () => {
    const before = await snapshot();
    const over = streamedForm(
      { name: 'Trop longue' },
      { head: MP4_HEAD, size: MAX_VIDEO_BYTES + 1 },
    );
    const response = await post(admin, '/api/trainings', over.body);
    expect(over.sent()).toBeGreaterThan(MAX_VIDEO_BYTES);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: 'La vidéo doit faire au plus 100 Mo.',
    });
    await expectNothingWritten(before);

    const inEnglish = streamedForm(
      { name: 'Too long' },
      { head: MP4_HEAD, size: MAX_VIDEO_BYTES + MiB },
    );
    const refused = await post(english, '/api/trainings?lang=en', inEnglish.body);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: 'The video must be at most 100 MB.',
    });
    await expectNothingWritten(before);
  });

  test('stops reading an endless body soon after the limit, and closes the connection', async () => {
    const before = await snapshot();
    const endless = streamedForm(
      { name: 'Sans fin' },
      { head: MP4_HEAD, size: 10 * MAX_VIDEO_BYTES },
    );
    const response = await post(admin, '/api/trainings', endless.body);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    // The limit, then at most the 32 MB read to let a browser see the answer (decision 030).
    expect(endless.sent()).toBeLessThan(MAX_VIDEO_BYTES + 40 * MiB);
    await expectNothingWritten(before);
  });

  test('sends the page form back with the message', async () => {
    const before = await snapshot();
    const { body } = streamedForm(
      { name: 'Trop longue', videoSource: 'file', csrfToken: await admin.csrfToken() },
      { head: MP4_HEAD, size: MAX_VIDEO_BYTES + 1 },
    );
    const response = await postPage(body);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/training/add?error=videoTooLarge');
    await expectNothingWritten(before);
  });
});

describe('uploads refused for what they hold', () => {
  test('refuses a file that is no video by its first bytes, whatever its name', async () => {
    const before = await snapshot();
    const html = [...encoder.encode('<!doctype html><script>alert(1)</script>')];
    const { body } = streamedForm({ name: 'Fausse vidéo' }, { head: html, size: 2 * MiB });
    const response = await post(admin, '/api/trainings', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'form.video', message: 'La vidéo doit être au format MP4 ou WebM.' }],
    });
    await expectNothingWritten(before);
  });

  test('answers 400 to a body cut short in the middle of the file', async () => {
    const before = await snapshot();
    const { body } = streamedForm(
      { name: 'Coupée' },
      { head: MP4_HEAD, size: 3 * MiB },
      { cut: true },
    );
    const response = await post(admin, '/api/trainings', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    await expectNothingWritten(before);
  });

  test('answers 400 to a multipart body without a boundary', async () => {
    const before = await snapshot();
    const response = await post(admin, '/api/trainings', encoderStream('name=x'), {
      'content-type': 'multipart/form-data',
    });
    expect(response.status).toBe(400);
    await expectNothingWritten(before);
  });

  test('removes the upload of someone who may not add trainings', async () => {
    const before = await snapshot();
    const { body } = streamedForm({ name: 'Pas permis' }, { head: MP4_HEAD, size: 2 * MiB });
    const response = await post(seller, '/api/trainings', body);
    expect(response.status).toBe(403);
    await expectNothingWritten(before);
  });
});

function encoderStream(text: string) {
  return new ReadableStream<Uint8Array>({
    start: (controller) => {
      controller.enqueue(encoder.encode(text));
      controller.close();
    },
  });
}
