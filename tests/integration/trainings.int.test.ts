import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * Trainings (docs/spec/product-spec.md section 7: POST, GET /api/trainings, GET, PUT, DELETE /api/trainings/{id};
 * pages /{role}/training...): who sees and changes which training, video links and files, refused
 * input, and the pages of each role.
 */

let database: Database;
let runtime: Runtime;
let dataDir: string;

test.beforeAll(async ({ runtime: given, dataDir: givenDir }) => {
  runtime = given;
  database = given.database;
  dataDir = givenDir;
});

type Client = ReturnType<typeof createClient>;
type TrainingBody = {
  id: string;
  name: string;
  description: string;
  concession: { id: string; name: string } | null;
  video:
    | { kind: 'file'; url: string; contentType: string }
    | { kind: 'link'; url: string; site: string | null; embedUrl: string | null };
  createdAt: string;
  updatedAt: string;
};
type ErrorBody = { message: string; code: string; issues?: { path: string; message: string }[] };

const clients = new Map<string, Client>();
const as = async (email: string) => {
  const known = clients.get(email);
  if (known) return known;
  const client = createClient(runtime);
  await client.signIn(email);
  clients.set(email, client);
  return client;
};

const data = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
const failure = async (response: Response) => (await response.json()) as ErrorBody;

const ID = 'dQw4w9WgXcQ';
const MP4 = Uint8Array.from([
  0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 1, 2, 3, 4, 5, 6, 7, 8,
]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const multipart = async (
  client: Client,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | File>,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.request(url, {
    method,
    headers: { 'x-csrf-token': await client.csrfToken() },
    body: form,
  });
};

/** A page's multipart form, as a browser posts it (token in a hidden field). */
const pageForm = async (client: Client, url: string, fields: Record<string, string | File>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('csrfToken', await client.csrfToken());
  return client.request(url, { method: 'POST', body: form });
};

const trainingCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('trainings')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedVideos = async () =>
  readdir(path.join(dataDir, 'private', 'trainings')).catch(() => [] as string[]);
const trainingNamed = async (name: string) =>
  (
    await database.db
      .selectFrom('trainings')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const names = (trainings: TrainingBody[]) => trainings.map((training) => training.name).sort();

const PLATFORM = [
  'Accueillir un client à la borne',
  'Conclure ou planifier un retour',
  'Lire un profil de personnalité',
];
const DEMO = 'Nos modèles hybrides';
const QUEBEC = 'Notre salle d’exposition';

describe('GET /api/trainings', () => {
  it("shows platform trainings to everyone and a dealership's only to its people", async () => {
    const seller1 = await data<TrainingBody[]>(
      await (await as('seller1@demo.test')).request('/api/trainings'),
    );
    expect(names(seller1)).toEqual([...PLATFORM, DEMO].sort());
    const seller7 = await data<TrainingBody[]>(
      await (await as('seller7@demo.test')).request('/api/trainings'),
    );
    expect(names(seller7)).toEqual([...PLATFORM, QUEBEC].sort());
    const bpm = await data<TrainingBody[]>(
      await (await as('bpm@demo.test')).request('/api/trainings'),
    );
    expect(names(bpm)).toEqual([...PLATFORM, DEMO, QUEBEC].sort());
    const admin = await data<TrainingBody[]>(
      await (await as('pradmin@demo.test')).request('/api/trainings'),
    );
    expect(names(admin)).toEqual([...PLATFORM, DEMO, QUEBEC].sort());
  });

  it('gives links in canonical form with the privacy-enhanced player, newest update first', async () => {
    const list = await data<TrainingBody[]>(
      await (await as('owner@demo.test')).request('/api/trainings'),
    );
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
    const quebec = await trainingNamed(QUEBEC);
    for (const email of ['seller1@demo.test', 'owner@demo.test', 'admin@demo.test']) {
      const response = await (await as(email)).request(`/api/trainings/${quebec}`);
      expect(response.status, email).toBe(404);
      expect(await failure(response)).toMatchObject({ code: 'TRAININGS.NOT_FOUND' });
    }
    const own = await (await as('seller7@demo.test')).request(`/api/trainings/${quebec}`);
    expect(own.status).toBe(200);
  });
});

describe('POST /api/trainings', () => {
  it("adds an owner's training with a link to their dealership only", async () => {
    const before = await trainingCount();
    const response = await multipart(await as('owner@demo.test'), 'POST', '/api/trainings', {
      name: '  Notre accueil  ',
      description: 'Comment nous accueillons.',
      videoUrl: `https://youtu.be/${ID}?si=share`,
    });
    expect(response.status).toBe(201);
    const training = await data<TrainingBody>(response);
    expect(training).toMatchObject({
      name: 'Notre accueil',
      concession: { name: 'Best Pairing Demo' },
      video: {
        kind: 'link',
        url: `https://www.youtube.com/watch?v=${ID}`,
        site: 'youtube',
        embedUrl: `https://www.youtube-nocookie.com/embed/${ID}`,
      },
    });
    expect(await trainingCount()).toBe(before + 1);
    const seen = await (await as('seller2@demo.test')).request(`/api/trainings/${training.id}`);
    expect(seen.status).toBe(200);
    const hidden = await (await as('seller7@demo.test')).request(`/api/trainings/${training.id}`);
    expect(hidden.status).toBe(404);
  });

  it("publishes the PR admin's training for every dealership", async () => {
    const response = await multipart(await as('pradmin@demo.test'), 'POST', '/api/trainings', {
      name: 'Nouveautés de la plateforme',
      videoSource: 'link',
      videoUrl: 'https://vimeo.com/76979871',
    });
    expect(response.status).toBe(201);
    const training = await data<TrainingBody>(response);
    expect(training.concession).toBeNull();
    const seen = await (await as('seller7@demo.test')).request(`/api/trainings/${training.id}`);
    expect(seen.status).toBe(200);
  });

  it.each([
    ['no name', { name: ' ', videoUrl: `https://youtu.be/${ID}` }, 'form.name'],
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
        videoUrl: `https://youtu.be/${ID}`,
        video: new File([MP4], 'a.mp4', { type: 'video/mp4' }),
      },
      'form.videoSource',
    ],
    ['the file source without a file', { name: 'X', videoSource: 'file' }, 'form.video'],
    [
      'a description too long',
      { name: 'X', description: 'd'.repeat(5001), videoUrl: `https://youtu.be/${ID}` },
      'form.description',
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, fields, field) => {
    const before = await trainingCount();
    const files = await storedVideos();
    const response = await multipart(await as('admin@demo.test'), 'POST', '/api/trainings', fields);
    expect(response.status).toBe(400);
    const error = await failure(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await trainingCount()).toBe(before);
    expect(await storedVideos()).toEqual(files);
  });

  it('refuses a file whose bytes are not MP4 or WebM, whatever its name and type say', async () => {
    const before = await trainingCount();
    const files = await storedVideos();
    const response = await multipart(await as('admin@demo.test'), 'POST', '/api/trainings', {
      name: 'Fausse vidéo',
      video: new File([PNG], 'clip.mp4', { type: 'video/mp4' }),
    });
    expect(response.status).toBe(400);
    expect(await failure(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'form.video', message: 'La vidéo doit être au format MP4 ou WebM.' }],
    });
    expect(await trainingCount()).toBe(before);
    expect(await storedVideos()).toEqual(files);
  });

  it('refuses advisors and BPMs, who only read trainings', async () => {
    for (const email of ['seller1@demo.test', 'bpm@demo.test']) {
      const response = await multipart(await as(email), 'POST', '/api/trainings', {
        name: 'X',
        videoUrl: `https://youtu.be/${ID}`,
      });
      expect(response.status, email).toBe(403);
    }
  });
});

describe('the size limit of training bodies', () => {
  // The declared length is enough for the limit to refuse a body before anything reads it.
  const tooLong = { 'content-length': String(101 * 1024 * 1024) };

  it('refuses an API upload over 100 MB with 413', async () => {
    const admin = await as('admin@demo.test');
    const form = new FormData();
    form.append('name', 'Trop longue');
    const response = await admin.request('/api/trainings', {
      method: 'POST',
      headers: { 'x-csrf-token': await admin.csrfToken(), ...tooLong },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await failure(response)).toMatchObject({ code: 'UPLOAD.TOO_LARGE' });
  });

  it('sends a page form over 100 MB back with the message', async () => {
    const admin = await as('admin@demo.test');
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

describe('uploaded videos', () => {
  let id = '';

  it('stores an MP4 and serves it inline, with its type, to those who see the training', async () => {
    const response = await multipart(await as('admin@demo.test'), 'POST', '/api/trainings', {
      name: 'Vidéo maison',
      video: new File([MP4], 'whatever.bin', { type: 'application/octet-stream' }),
    });
    expect(response.status).toBe(201);
    const training = await data<TrainingBody>(response);
    id = training.id;
    expect(training.video).toEqual({
      kind: 'file',
      url: `/api/trainings/${id}/video`,
      contentType: 'video/mp4',
    });
    expect(await storedVideos()).toHaveLength(1);

    const video = await (await as('seller3@demo.test')).request(`/api/trainings/${id}/video`);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-disposition')).toBe('inline');
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect(video.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(MP4);

    const foreign = await (await as('seller7@demo.test')).request(`/api/trainings/${id}/video`);
    expect(foreign.status).toBe(404);
    // Never among the public uploads.
    const [file] = await storedVideos();
    const publicUpload = await createClient(runtime).request(`/uploads/trainings/${file}`);
    expect(publicUpload.status).toBe(404);
  });

  it('answers byte ranges, and 416 past the end', async () => {
    const seller = await as('seller3@demo.test');
    const part = await seller.request(`/api/trainings/${id}/video`, {
      headers: { range: 'bytes=4-7' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${MP4.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(MP4.subarray(4, 8));
    const past = await seller.request(`/api/trainings/${id}/video`, {
      headers: { range: `bytes=${MP4.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${MP4.length}`);
  });

  it('replaces the file with a link and removes the old file', async () => {
    const response = await multipart(await as('owner@demo.test'), 'PUT', `/api/trainings/${id}`, {
      name: 'Vidéo maison, version 2',
      videoSource: 'link',
      videoUrl: `https://www.youtube.com/watch?v=${ID}`,
      video: new File([], ''),
    });
    expect(response.status).toBe(200);
    expect((await data<TrainingBody>(response)).video.kind).toBe('link');
    expect(await storedVideos()).toEqual([]);
    const gone = await (await as('seller3@demo.test')).request(`/api/trainings/${id}/video`);
    expect(gone.status).toBe(404);
    expect(await failure(gone)).toMatchObject({ code: 'TRAININGS.VIDEO_NOT_FOUND' });
  });
});

describe('PUT and DELETE /api/trainings/{id}', () => {
  it('keeps the video when none is sent, and moves the update date', async () => {
    const id = await trainingNamed(DEMO);
    const before = await data<TrainingBody>(
      await (await as('admin@demo.test')).request(`/api/trainings/${id}`),
    );
    const response = await multipart(await as('admin@demo.test'), 'PUT', `/api/trainings/${id}`, {
      name: DEMO,
      description: 'Mise à jour de la gamme.',
    });
    expect(response.status).toBe(200);
    const after = await data<TrainingBody>(response);
    expect(after.video).toEqual(before.video);
    expect(after.description).toBe('Mise à jour de la gamme.');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('leaves platform trainings to the PR admin', async () => {
    const platform = await trainingNamed(PLATFORM[0] ?? '');
    const owner = await as('owner@demo.test');
    const put = await multipart(owner, 'PUT', `/api/trainings/${platform}`, { name: 'Pris' });
    expect(put.status).toBe(403);
    expect(await failure(put)).toMatchObject({ code: 'TRAININGS.PLATFORM_READ_ONLY' });
    const del = await owner.json('DELETE', `/api/trainings/${platform}`);
    expect(del.status).toBe(403);
    const admin = await multipart(
      await as('pradmin@demo.test'),
      'PUT',
      `/api/trainings/${platform}`,
      {
        name: PLATFORM[0] ?? '',
        description: 'Revue par l’équipe.',
      },
    );
    expect(admin.status).toBe(200);
  });

  it("answers 404 for another dealership's training, writing nothing", async () => {
    const quebec = await trainingNamed(QUEBEC);
    const admin = await as('admin@demo.test');
    const put = await multipart(admin, 'PUT', `/api/trainings/${quebec}`, { name: 'Pris' });
    expect(put.status).toBe(404);
    const del = await admin.json('DELETE', `/api/trainings/${quebec}`);
    expect(del.status).toBe(404);
    expect(await trainingNamed(QUEBEC)).toBe(quebec);
  });

  it("deletes a dealership's training for its administrator", async () => {
    const created = await data<TrainingBody>(
      await multipart(await as('admin@demo.test'), 'POST', '/api/trainings', {
        name: 'À supprimer',
        videoUrl: `https://youtu.be/${ID}`,
      }),
    );
    const admin = await as('admin@demo.test');
    const response = await admin.json('DELETE', `/api/trainings/${created.id}`);
    expect(response.status).toBe(200);
    expect(await data(response)).toEqual({ id: created.id });
    expect((await admin.request(`/api/trainings/${created.id}`)).status).toBe(404);
  });
});

describe('the training pages', () => {
  it('lists trainings for an advisor, without the add button', async () => {
    const response = await (await as('seller1@demo.test')).request('/seller/training');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Accueillir un client à la borne');
    expect(html).toContain('Votre concession');
    expect(html).not.toContain('/seller/training/add');
    expect(html).not.toContain(QUEBEC);
    expect(html).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('sends an advisor to the unauthorised page for add and edit', async () => {
    const seller = await as('seller1@demo.test');
    const id = await trainingNamed(DEMO);
    for (const url of ['/seller/training/add', `/seller/training/${id}/edit`]) {
      const response = await seller.request(url);
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location')).toBe('/unauthorized');
    }
  });

  it('plays a link in a sandboxed privacy-enhanced frame the content security policy allows', async () => {
    const id = await trainingNamed('Conclure ou planifier un retour');
    const response = await (await as('seller1@demo.test')).request(`/seller/training/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/bpConclure3"');
    expect(html).toMatch(
      /sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"/,
    );
    expect(html).not.toContain('data-training-actions');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
  });

  it('answers 404 for a training of another dealership or an id that is none', async () => {
    const quebec = await trainingNamed(QUEBEC);
    const seller = await as('seller1@demo.test');
    expect((await seller.request(`/seller/training/${quebec}`)).status).toBe(404);
    expect((await seller.request('/seller/training/nope')).status).toBe(404);
  });

  it('lets an administrator add a training through the form, with messages beside fields', async () => {
    const admin = await as('admin@demo.test');
    const form = await admin.request('/admin/training/add');
    expect(form.status).toBe(200);
    expect((await form.text()).toLowerCase()).toContain('enctype="multipart/form-data"');

    const before = await trainingCount();
    const refused = await pageForm(admin, '/admin/training/add', {
      name: '',
      description: '',
      videoSource: 'link',
      videoUrl: 'https://example.com/video',
      video: new File([], ''),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Entrez le nom de la formation.');
    expect(html).toContain('Entrez une adresse de vidéo YouTube ou Vimeo.');
    expect(html).toContain('value="https://example.com/video"');
    expect(await trainingCount()).toBe(before);

    const added = await pageForm(admin, '/admin/training/add', {
      name: 'Formation ajoutée par la page',
      description: 'Avec un lien.',
      videoSource: 'link',
      videoUrl: `https://www.youtube.com/watch?v=${ID}`,
      video: new File([], ''),
    });
    expect(added.status).toBe(303);
    const location = added.headers.get('location') ?? '';
    expect(location).toMatch(/^\/admin\/training\/[0-9a-f-]{36}\?flash=created$/);
    const detail = await (await admin.request(location)).text();
    expect(detail).toContain('Formation ajoutée.');
    expect(detail).toContain('data-training-actions');
  });

  it('shows an owner no edit on platform trainings and sends them away from its edit page', async () => {
    const owner = await as('owner@demo.test');
    const platform = await trainingNamed('Lire un profil de personnalité');
    const detail = await (await owner.request(`/owner/training/${platform}`)).text();
    expect(detail).not.toContain('data-training-actions');
    const edit = await owner.request(`/owner/training/${platform}/edit`);
    expect(edit.headers.get('location')).toBe('/unauthorized');
  });

  it('says "failed to delete" when a delete is refused, and deletes with the confirmation', async () => {
    const admin = await as('admin@demo.test');
    const platform = await trainingNamed('Lire un profil de personnalité');
    const refused = await admin.form(`/admin/training/${platform}/delete`);
    expect(refused.status).toBe(303);
    const back = refused.headers.get('location') ?? '';
    expect(back).toBe(`/admin/training/${platform}?error=deleteFailed`);
    expect(await (await admin.request(back)).text()).toContain(
      'La suppression de la formation a échoué.',
    );

    const id = await trainingNamed('Formation ajoutée par la page');
    const deleted = await admin.form(`/admin/training/${id}/delete`);
    expect(deleted.headers.get('location')).toBe('/admin/training?flash=deleted');
    expect(await (await admin.request('/admin/training?flash=deleted')).text()).toContain(
      'Formation supprimée.',
    );
  });

  it('gives every role with trainings its pages, the BPM without add', async () => {
    for (const [email, prefix] of [
      ['bpm@demo.test', '/bpm'],
      ['owner@demo.test', '/owner'],
      ['pradmin@demo.test', '/pr-admin'],
    ] as const) {
      const html = await (await (await as(email)).request(`${prefix}/training`)).text();
      expect(html, prefix).toContain('Accueillir un client à la borne');
      expect(html, prefix).not.toContain('data-coming-soon');
      expect(html.includes(`${prefix}/training/add`), prefix).toBe(prefix !== '/bpm');
    }
  });
});
