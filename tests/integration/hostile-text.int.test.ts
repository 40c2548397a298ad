import { describe, expect, it } from 'vitest';
import { failure } from '#tests/fixtures/api.ts';
import { COMPLETE_ANSWERS, PERSONALITY } from '#tests/fixtures/client-answers.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import {
  admin,
  CHARACTERS,
  clientId,
  expectRefused,
  FORM_HOSTILE,
  HOSTILE,
  kiosk,
  type Language,
  LANGUAGES,
  multipart,
  runtime,
  seller,
  setUp,
  snapshot,
  trainingWrites,
} from '#tests/fixtures/suites/hostile-text.ts';

setUp();

describe.each(LANGUAGES)('unstorable text, in %s', (lang: Language) => {
  const message = CHARACTERS[lang];

  describe.each(Object.entries(HOSTILE))('%s', (_kind, bad) => {
    it('is refused as a sign-in or forgot-password email', async () => {
      const browser = createClient(runtime);
      await expectRefused(
        () =>
          browser.json('POST', `/api/auth/callback/credentials?lang=${lang}`, {
            email: `admin${bad}@demo.test`,
            password: 'Demo1234',
          }),
        [{ path: 'json.email', message }],
      );
      await expectRefused(
        () =>
          browser.json('POST', `/api/auth/forgot-password?lang=${lang}`, {
            email: `a${bad}@x.test`,
          }),
        [{ path: 'json.email', message }],
      );
    });

    it("is refused in a comment's message", async () => {
      await expectRefused(
        () => seller.json('POST', `/api/comments?lang=${lang}`, { category: 'bug', message: bad }),
        [{ path: 'json.message', message }],
      );
    });

    it("is refused in a training's name, description or file name", async () => {
      if (bad !== FORM_HOSTILE) return;
      for (const [method, path] of trainingWrites()) {
        await expectRefused(
          () =>
            multipart(admin, method, `${path}?lang=${lang}`, {
              name: bad,
              description: `Description ${bad}`,
              videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
            }),
          [
            { path: 'form.name', message },
            { path: 'form.description', message },
          ],
        );
      }
      await expectRefused(
        () =>
          multipart(admin, 'POST', `/api/trainings?lang=${lang}`, {
            name: 'Vidéo',
            video: new File([new Uint8Array([0, 0, 0, 0x18])], `clip${bad}.mp4`),
          }),
        [{ path: 'form.video.name', message }],
      );
    });

    it('is refused in any questionnaire answer, saved, completed or drafted, and in a key', async () => {
      const path = `/api/clients/${clientId}/questionnaire?lang=${lang}`;
      const car = { ...COMPLETE_ANSWERS.currentCar, manufacturer: bad, model: `Rio${bad}` };
      for (const extra of [{}, { complete: true, personality: PERSONALITY }, { draft: true }]) {
        await expectRefused(
          () =>
            kiosk.json('PUT', path, {
              questionnaire: { ...COMPLETE_ANSWERS, currentCar: car },
              ...extra,
            }),
          [
            { path: 'json.questionnaire.currentCar.manufacturer', message },
            { path: 'json.questionnaire.currentCar.model', message },
          ],
        );
      }
      await expectRefused(
        () => kiosk.json('PUT', path, { questionnaire: { [`colour${bad}`]: 'x' }, draft: true }),
        [{ path: `json.questionnaire.colour${bad}`, message }],
      );
    });

    it("is refused on a kiosk page's form with a 400 page", async () => {
      if (bad !== FORM_HOSTILE) return;
      const before = await snapshot();
      const body = new URLSearchParams([
        ['csrfToken', await kiosk.csrfToken()],
        ['hasCar', 'yes'],
        ['manufacturer', bad],
        ['model', 'Civic'],
        ['year', '2016'],
        ['mileage', '140000'],
        ['wantsValuation', 'yes'],
      ]);
      const response = await kiosk.request(
        `/client/questionnaire/${clientId}/part-1?clientId=${clientId}&lang=${lang}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        },
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message.replace(/'/g, '&#x27;'));
      expect(await snapshot()).toBe(before);
    });
  });
});

describe('drafts', () => {
  it("take only the questionnaire's own keys, nested ones included", async () => {
    const path = `/api/clients/${clientId}/questionnaire?lang=en`;
    const body = await expectRefused(
      () =>
        kiosk.json('PUT', path, {
          questionnaire: { currentCar: { model: 'Rio', vin: '1HGCM82633A004352' } },
          draft: true,
        }),
      [{ path: 'json.questionnaire.currentCar', message: 'This value is invalid.' }],
    );
    expect(body.message).toBe('Some of the data sent is invalid.');
    await expectRefused(
      () => kiosk.json('PUT', path, { questionnaire: { nickname: 'x' }, draft: true }),
      [{ path: 'json.questionnaire.nickname', message: expect.any(String) as string }],
    );
  });
});

describe("the validator's refusals, in our words", () => {
  it.each([
    ['fr', 'La valeur doit être au moins 1.'],
    ['en', 'The value must be at least 1.'],
  ])('names the smallest delay (%s)', async (lang, message) => {
    await expectRefused(
      () =>
        admin.json('PUT', `/api/concessions/${admin.concession}/general-settings?lang=${lang}`, {
          alertDelayWeeks: 0,
        }),
      [{ path: 'json.alertDelayWeeks', message }],
    );
  });

  it.each([
    ['fr', 'Entrez un nom de 1 à 100 caractères.'],
    ['en', 'Enter a name of 1 to 100 characters.'],
  ])('says which member field is missing (%s)', async (lang, message) => {
    await expectRefused(
      () =>
        admin.json('POST', `/api/users?lang=${lang}`, {
          email: 'new.one@demo.test',
          role: 'seller',
          lastName: 'Roy',
        }),
      [{ path: 'json.firstName', message }],
    );
  });

  it.each([
    ['fr', 'Valeur inconnue. Valeurs permises :'],
    ['en', 'Unknown value. Allowed values:'],
  ])('lists the known statistics ranges and logging levels (%s)', async (lang, start) => {
    const stats = await admin.request(
      `/api/sellers/${seller.id}/statistics?range=forever&lang=${lang}`,
    );
    expect(stats.status).toBe(400);
    const [issue] = (await failure(stats)).issues ?? [];
    expect(issue?.path).toBe('query.range');
    expect(issue?.message).toContain(start);
    expect(issue?.message).toContain('last30Days');

    const logged = await createClient(runtime).request(`/api/logging?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'loud', msg: 'x' }),
    });
    expect(logged.status).toBe(400);
    expect((await failure(logged)).issues).toEqual([
      { path: 'json.level', message: `${start} debug, info, warn, error.` },
    ]);
  });
});

describe('a training without a video source', () => {
  it('is refused when created or changed with an empty source', async () => {
    for (const [method, path] of trainingWrites()) {
      await expectRefused(
        () =>
          multipart(admin, method, path, {
            name: 'Accueil',
            videoSource: '',
            videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          }),
        [{ path: 'form.videoSource', message: expect.any(String) as string }],
      );
    }
  });
});
