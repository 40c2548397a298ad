import { describe, expect, it } from 'vitest';
import { createClient } from '#tests/fixtures/http-client.ts';
import * as suite from '#tests/fixtures/suites/trainings.ts';

const { answer, ok } = suite;
const ONE = '/api/trainings/{id}';

/*
 * Training videos and changes (docs/spec/product-spec.md section 7: GET /api/trainings/{id}/video,
 * PUT, DELETE /api/trainings/{id}): uploaded files served in ranges, replaced, kept; who may change
 * or delete which training.
 */

suite.setUp();

describe('uploaded videos', () => {
  let id = '';

  it('stores an MP4 and serves it inline, with its type, to those who see the training', async () => {
    const response = await suite.addTraining('admin@demo.test', {
      name: 'Vidéo maison',
      video: new File([suite.MP4], 'whatever.bin', { type: 'application/octet-stream' }),
    });
    expect(response.status).toBe(201);
    const training = await answer(response, '/api/trainings', 'post');
    id = training.id;
    expect(training.video).toEqual({
      kind: 'file',
      url: `/api/trainings/${id}/video`,
      contentType: 'video/mp4',
    });
    expect(await suite.storedVideos()).toHaveLength(1);

    const video = await (await suite.as('seller3@demo.test')).request(`/api/trainings/${id}/video`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-disposition')).toBe('inline');
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect(video.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(suite.MP4);

    const foreign = await (
      await suite.as('seller7@demo.test')
    ).request(`/api/trainings/${id}/video`);
    expect(foreign.status).toBe(404);
    // Never among the public uploads.
    const [file] = await suite.storedVideos();
    const publicUpload = await createClient(suite.runtime).request(`/uploads/trainings/${file}`);
    expect(publicUpload.status).toBe(404);
  });

  it('answers byte ranges, and 416 past the end', async () => {
    const seller = await suite.as('seller3@demo.test');
    const part = await seller.request(`/api/trainings/${id}/video`, {
      headers: { range: 'bytes=4-7' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${suite.MP4.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(suite.MP4.subarray(4, 8));
    const past = await seller.request(`/api/trainings/${id}/video`, {
      headers: { range: `bytes=${suite.MP4.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${suite.MP4.length}`);
  });

  it('replaces the file with a link and removes the old file', async () => {
    const response = await suite.changeTraining('owner@demo.test', id, {
      name: 'Vidéo maison, version 2',
      videoSource: 'link',
      videoUrl: `https://www.youtube.com/watch?v=${suite.ID}`,
      video: new File([], ''),
    });
    expect(response.status).toBe(200);
    expect((await answer(response, ONE, 'put')).video.kind).toBe('link');
    expect(await suite.storedVideos()).toEqual([]);
    const gone = await (await suite.as('seller3@demo.test')).request(`/api/trainings/${id}/video`);
    expect(gone.status).toBe(404);
    expect(await suite.failure(gone)).toMatchObject({ code: 'TRAININGS.VIDEO_NOT_FOUND' });
  });
});

describe('PUT and DELETE /api/trainings/{id}', () => {
  it('keeps the video when none is sent, and moves the update date', async () => {
    const id = await suite.trainingNamed(suite.DEMO);
    const admin = await suite.as('admin@demo.test');
    const before = await ok(admin.api.GET(ONE, { params: { path: { id } } }));
    const response = await suite.changeTraining('admin@demo.test', id, {
      name: suite.DEMO,
      description: 'Mise à jour de la gamme.',
    });
    expect(response.status).toBe(200);
    const after = await answer(response, ONE, 'put');
    expect(after.video).toEqual(before.video);
    expect(after.description).toBe('Mise à jour de la gamme.');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('leaves platform trainings to the PR admin', async () => {
    const platform = await suite.trainingNamed(suite.PLATFORM[0] ?? '');
    const owner = await suite.as('owner@demo.test');
    const put = await suite.multipart(owner, 'PUT', `/api/trainings/${platform}`, {
      name: 'Pris',
    });
    expect(put.status).toBe(403);
    expect(await suite.failure(put)).toMatchObject({ code: 'TRAININGS.PLATFORM_READ_ONLY' });
    const del = await owner.json('DELETE', `/api/trainings/${platform}`);
    expect(del.status).toBe(403);
    const admin = await suite.changeTraining('pradmin@demo.test', platform, {
      name: suite.PLATFORM[0] ?? '',
      description: 'Revue par l’équipe.',
    });
    expect(admin.status).toBe(200);
  });

  it("answers 404 for another dealership's training, writing nothing", async () => {
    const quebec = await suite.trainingNamed(suite.QUEBEC);
    const admin = await suite.as('admin@demo.test');
    const put = await suite.multipart(admin, 'PUT', `/api/trainings/${quebec}`, {
      name: 'Pris',
    });
    expect(put.status).toBe(404);
    const del = await admin.json('DELETE', `/api/trainings/${quebec}`);
    expect(del.status).toBe(404);
    expect(await suite.trainingNamed(suite.QUEBEC)).toBe(quebec);
  });

  it("deletes a dealership's training for its administrator", async () => {
    const created = await answer(
      await suite.addTraining('admin@demo.test', {
        name: 'À supprimer',
        videoUrl: `https://youtu.be/${suite.ID}`,
      }),
      '/api/trainings',
      'post',
    );
    const admin = await suite.as('admin@demo.test');
    const path = { id: created.id };
    expect(await ok(admin.api.DELETE(ONE, { params: { path } }))).toEqual(path);
    expect((await admin.request(`/api/trainings/${created.id}`)).status).toBe(404);
  });
});
