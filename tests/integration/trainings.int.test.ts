import { describe, expect, it } from 'vitest';
import * as suite from '#tests/fixtures/suites/trainings.ts';

/*
 * Trainings through the API (docs/spec/product-spec.md section 7: POST, GET /api/trainings, GET
 * /api/trainings/{id}): who sees which training, video links, refused input and the size limit.
 */

suite.setUp();

describe('GET /api/trainings', () => {
  it("shows platform trainings to everyone and a dealership's only to its people", async () => {
    const seller1 = await suite.ok((await suite.as('seller1@demo.test')).api.GET('/api/trainings'));
    expect(suite.names(seller1)).toEqual([...suite.PLATFORM, suite.DEMO].sort());
    const seller7 = await suite.ok((await suite.as('seller7@demo.test')).api.GET('/api/trainings'));
    expect(suite.names(seller7)).toEqual([...suite.PLATFORM, suite.QUEBEC].sort());
    const bpm = await suite.ok((await suite.as('bpm@demo.test')).api.GET('/api/trainings'));
    expect(suite.names(bpm)).toEqual([...suite.PLATFORM, suite.DEMO, suite.QUEBEC].sort());
    const admin = await suite.ok((await suite.as('pradmin@demo.test')).api.GET('/api/trainings'));
    expect(suite.names(admin)).toEqual([...suite.PLATFORM, suite.DEMO, suite.QUEBEC].sort());
  });

  it('gives links in canonical form with the privacy-enhanced player, newest update first', async () => {
    const list = await suite.ok((await suite.as('owner@demo.test')).api.GET('/api/trainings'));
    const times = list.map((training) => Date.parse(training.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const vimeo = list.find((training) => training.name === 'Lire un profil de personnalité');
    expect(vimeo?.video).toEqual({
      kind: 'link',
      url: 'https://vimeo.com/824804225',
      site: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/824804225?dnt=1',
    });
    expect(vimeo?.concession).toBeNull();
  });

  it("answers 404 for another dealership's training, to staff and owners alike", async () => {
    const quebec = await suite.trainingNamed(suite.QUEBEC);
    for (const email of ['seller1@demo.test', 'owner@demo.test', 'admin@demo.test']) {
      const response = await (await suite.as(email)).request(`/api/trainings/${quebec}`);
      expect(response.status, email).toBe(404);
      expect(await suite.failure(response)).toMatchObject({ code: 'TRAININGS.NOT_FOUND' });
    }
    const own = await (await suite.as('seller7@demo.test')).request(`/api/trainings/${quebec}`);
    expect(own.status).toBe(200);
  });
});

describe('POST /api/trainings', () => {
  it("adds an owner's training with a link to their dealership only", async () => {
    const before = await suite.trainingCount();
    const response = await suite.addTraining('owner@demo.test', {
      name: '  Notre accueil  ',
      description: 'Comment nous accueillons.',
      videoUrl: `https://youtu.be/${suite.ID}?si=share`,
    });
    expect(response.status).toBe(201);
    const training = await suite.answer(response, '/api/trainings', 'post');
    expect(training).toMatchObject({
      name: 'Notre accueil',
      concession: { name: 'Best Pairing Demo' },
      video: {
        kind: 'link',
        url: `https://www.youtube.com/watch?v=${suite.ID}`,
        site: 'youtube',
        embedUrl: `https://www.youtube-nocookie.com/embed/${suite.ID}`,
      },
    });
    expect(await suite.trainingCount()).toBe(before + 1);
    const seen = await (
      await suite.as('seller2@demo.test')
    ).request(`/api/trainings/${training.id}`);
    expect(seen.status).toBe(200);
    const hidden = await (
      await suite.as('seller7@demo.test')
    ).request(`/api/trainings/${training.id}`);
    expect(hidden.status).toBe(404);
  });

  it("publishes the PR admin's training for every dealership", async () => {
    const response = await suite.addTraining('pradmin@demo.test', {
      name: 'Nouveautés de la plateforme',
      videoSource: 'link',
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(response.status).toBe(201);
    const training = await suite.answer(response, '/api/trainings', 'post');
    expect(training.concession).toBeNull();
    const seen = await (
      await suite.as('seller7@demo.test')
    ).request(`/api/trainings/${training.id}`);
    expect(seen.status).toBe(200);
  });

  it.each([
    ['no name', { name: ' ', videoUrl: `https://youtu.be/${suite.ID}` }, 'form.name'],
    [
      'another video site',
      { name: 'X', videoUrl: 'https://www.dailymotion.com/video/x7' },
      'form.videoUrl',
    ],
    ['no video at all', { name: 'X' }, 'form.videoSource'],
    [
      'a link and a file at once',
      {
        name: 'X',
        videoUrl: `https://youtu.be/${suite.ID}`,
        video: new File([suite.MP4], 'a.mp4', { type: 'video/mp4' }),
      },
      'form.videoSource',
    ],
    ['the file source without a file', { name: 'X', videoSource: 'file' }, 'form.video'],
    [
      'a description too long',
      { name: 'X', description: 'd'.repeat(5001), videoUrl: `https://youtu.be/${suite.ID}` },
      'form.description',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, fields, field) => {
    const before = await suite.trainingCount();
    const files = await suite.storedVideos();
    const response = await suite.addTraining('admin@demo.test', fields);
    expect(response.status).toBe(400);
    const error = await suite.failure(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await suite.trainingCount()).toBe(before);
    expect(await suite.storedVideos()).toEqual(files);
  });

  it('refuses a file whose bytes are not MP4 or WebM, whatever its name and type say', async () => {
    const before = await suite.trainingCount();
    const files = await suite.storedVideos();
    const response = await suite.addTraining('admin@demo.test', {
      name: 'Fausse vidéo',
      video: new File([suite.PNG], 'clip.mp4', { type: 'video/mp4' }),
    });
    expect(response.status).toBe(400);
    expect(await suite.failure(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'form.video', message: 'La vidéo doit être au format MP4 ou WebM.' }],
    });
    expect(await suite.trainingCount()).toBe(before);
    expect(await suite.storedVideos()).toEqual(files);
  });

  it('refuses advisors and BPMs, who only read trainings', async () => {
    for (const email of ['seller1@demo.test', 'bpm@demo.test']) {
      const response = await suite.addTraining(email, {
        name: 'X',
        videoUrl: `https://youtu.be/${suite.ID}`,
      });
      expect(response.status, email).toBe(403);
    }
  });
});

describe('the size limit of training bodies', () => {
  // The declared length is enough for the limit to refuse a body before anything reads it.
  const tooLong = { 'content-length': String(101 * 1024 * 1024) };

  it('refuses an API upload over 100 MB with 413', async () => {
    const admin = await suite.as('admin@demo.test');
    const form = new FormData();
    form.append('name', 'Trop longue');
    const response = await admin.request('/api/trainings', {
      method: 'POST',
      headers: { 'x-csrf-token': await admin.csrfToken(), ...tooLong },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await suite.failure(response)).toMatchObject({ code: 'UPLOAD.TOO_LARGE' });
  });

  it('sends a page form over 100 MB back with the message', async () => {
    const admin = await suite.as('admin@demo.test');
    const form = new FormData();
    form.append('name', 'Trop longue');
    const response = await admin.request('/admin/training/add', {
      method: 'POST',
      headers: tooLong,
      body: form,
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/admin/training/add?error=videoTooLarge');
    expect(await (await admin.request(location)).text()).toContain(
      'La vidéo doit faire au plus 100 Mo.',
    );
  });
});
