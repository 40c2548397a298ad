import { beforeAll, describe, expect, it } from 'vitest';
import { SELLER_FORM } from '#domain/psychometrics/index.ts';
import { failure, ok } from '#tests/fixtures/api.ts';
import type { createClient } from '#tests/fixtures/http-client.ts';
import {
  answers,
  database,
  put,
  save,
  sessionDestination,
  setUp,
  signedIn,
  storedTest,
  userId,
} from '#tests/fixtures/suites/psychometrics.ts';

setUp();

describe('DELETE /api/users/{id}/questionnaire (a manager resets a test)', () => {
  it('lets the owner reset an advisor of the dealership, who must then take the test', async () => {
    const owner = await signedIn('owner@demo.test');
    const response = await owner.json(
      'DELETE',
      `/api/users/${userId('seller6@demo.test')}/questionnaire`,
    );
    expect(response.status).toBe(204);
    expect(await storedTest('seller6@demo.test')).toBeUndefined();

    const seller = await signedIn('seller6@demo.test');
    expect(await sessionDestination(seller)).toBe('/seller/questionnaire');
    const home = await seller.request('/seller');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/seller/questionnaire');
  });

  it("answers 404 for another dealership's advisor and 403 to an advisor", async () => {
    const owner2 = await signedIn('owner2@demo.test');
    const foreign = await owner2.json(
      'DELETE',
      `/api/users/${userId('seller1@demo.test')}/questionnaire`,
    );
    expect(foreign.status).toBe(404);
    expect(await storedTest('seller1@demo.test')).toBeDefined();
    const seller = await signedIn('seller2@demo.test');
    const self = await seller.json(
      'DELETE',
      `/api/users/${userId('seller2@demo.test')}/questionnaire`,
    );
    expect(self.status).toBe(403);
  });
});

describe('PUT /api/users/{id}/questionnaire', () => {
  let seller: ReturnType<typeof createClient>;
  let id: string;

  beforeAll(async () => {
    // seller5's test is reset here, so these tests do not depend on the reset tests above.
    await database.db
      .deleteFrom('psychometricTests')
      .where('userId', '=', userId('seller5@demo.test'))
      .execute();
    seller = await signedIn('seller5@demo.test');
    id = userId('seller5@demo.test');
  });

  it('refuses an unknown statement, naming it, and saves nothing', async () => {
    const response = await put(seller, id, {
      prepareOnly: true,
      psychometricQuestionnaire: { lifeOfTheParty: 4, likesCars: 5 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Énoncés inconnus : likesCars.',
      code: 'VALIDATION_ERROR',
      issues: [
        {
          path: 'json.psychometricQuestionnaire.likesCars',
          message: 'Cet énoncé ne fait pas partie du questionnaire.',
        },
      ],
    });
    expect(await storedTest('seller5@demo.test')).toBeUndefined();
  });

  it('refuses answers off the 1..5 scale, in English when asked', async () => {
    // Its own client: the language choice is remembered in a cookie.
    const english = await signedIn('seller5@demo.test');
    const response = await english.request(`/api/users/${id}/questionnaire?lang=en`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await english.csrfToken() },
      body: JSON.stringify({
        prepareOnly: true,
        psychometricQuestionnaire: { lifeOfTheParty: 0, reserved: 6, messy: 2.5, likeOrder: '3' },
      }),
    });
    expect(response.status).toBe(400);
    const body = await failure(response);
    expect(body.message).toBe(
      'Answers off the 1 to 5 scale: lifeOfTheParty, likeOrder, reserved, messy.',
    );
    expect(body.issues?.map((issue) => issue.path)).toEqual([
      'json.psychometricQuestionnaire.lifeOfTheParty',
      'json.psychometricQuestionnaire.likeOrder',
      'json.psychometricQuestionnaire.reserved',
      'json.psychometricQuestionnaire.messy',
    ]);
  });

  it('saves a partial test, merges the next part into it, and refuses an incomplete submit', async () => {
    const first = await ok(
      save(seller, id, {
        prepareOnly: true,
        psychometricQuestionnaire: answers(SELLER_FORM.slice(0, 15)),
      }),
    );
    expect(first.psychometricQuestionnaire.complete).toBe(false);
    expect(Object.keys(first.psychometricQuestionnaire.answers)).toHaveLength(15);
    expect(first.psychometricProfile).toBeNull();

    const second = await ok(
      save(seller, id, {
        prepareOnly: true,
        psychometricQuestionnaire: { ...answers(SELLER_FORM.slice(15, 30), 2), lifeOfTheParty: 5 },
      }),
    );
    expect(Object.keys(second.psychometricQuestionnaire.answers)).toHaveLength(30);
    expect(second.psychometricQuestionnaire.answers.lifeOfTheParty).toBe(5);

    const incomplete = await save(seller, id, {
      prepareOnly: false,
      psychometricQuestionnaire: answers(SELLER_FORM.slice(30, 38)),
    });
    expect(incomplete.response.status).toBe(400);
    expect(incomplete.error?.message).toBe(
      'Répondez à tous les énoncés avant de soumettre. Sans réponse : exacting, fullOfIdeas.',
    );
    // A refused submit changes nothing: the eight answers it carried were not saved either.
    const row = await storedTest('seller5@demo.test');
    expect(Object.keys(row?.answers as object)).toHaveLength(30);
    expect(row?.completedAt).toBeNull();
  });

  it('resumes the page form at the first page with a gap', async () => {
    const page = await seller.request('/seller/questionnaire');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Énoncés 31 à 40');
    expect(html).toContain('30 énoncés répondus sur 40');
    expect(html).toContain('name="page" value="4"');
  });

  it("refuses to write another user's test (404)", async () => {
    const other = await save(seller, userId('seller1@demo.test'), {
      prepareOnly: true,
      psychometricQuestionnaire: {},
    });
    expect(other.response.status).toBe(404);
  });

  it('scores the completed test with the latest norms, stores it and shows it', async () => {
    const data = await ok(
      save(seller, id, {
        prepareOnly: false,
        psychometricQuestionnaire: answers(SELLER_FORM.slice(30)),
      }),
    );
    expect(data.psychometricQuestionnaire.complete).toBe(true);
    const profile = data.psychometricProfile;
    expect(profile?.lambdaVersion).toBe(1);
    expect(profile?.profileNumber).toBeGreaterThanOrEqual(1);
    expect(profile?.descriptors.length).toBeGreaterThan(0);
    for (const score of Object.values(profile?.scores ?? {})) {
      expect(score).toBeGreaterThanOrEqual(10);
      expect(score).toBeLessThanOrEqual(100);
    }

    const row = await storedTest('seller5@demo.test');
    expect(row?.completedAt).not.toBeNull();
    expect(row?.profileNumber).toBe(profile?.profileNumber);
    expect([row?.scoreE, row?.scoreA, row?.scoreC, row?.scoreI]).toEqual([
      profile?.scores['E'],
      profile?.scores['A'],
      profile?.scores['C'],
      profile?.scores['I'],
    ]);

    const shown = await ok(seller.api.GET('/api/users/{id}', { params: { path: { id } } }));
    expect(shown.psychometricQuestionnaire.complete).toBe(true);
    expect(shown.psychometricProfile).toEqual(profile);
  });

  it('refuses to take a completed test again (409)', async () => {
    const again = await save(seller, id, {
      prepareOnly: true,
      psychometricQuestionnaire: { lifeOfTheParty: 1 },
    });
    expect(again.response.status).toBe(409);
    expect(again.error?.code).toBe('QUESTIONNAIRE.ALREADY_COMPLETED');
  });
});

describe('the questionnaire pages, without JavaScript', () => {
  const form = async (client: ReturnType<typeof createClient>, fields: Record<string, string>) =>
    client.request('/bpm/questionnaire', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await client.csrfToken(), ...fields }).toString(),
    });
  const pageAnswers = (page: number, value = '3') =>
    Object.fromEntries(SELLER_FORM.slice((page - 1) * 10, page * 10).map((key) => [key, value]));

  it('takes the test page by page, refuses a page with gaps, and shows the result', async () => {
    await database.db
      .deleteFrom('psychometricTests')
      .where('userId', '=', userId('bpm@demo.test'))
      .execute();
    const bpm = await signedIn('bpm@demo.test');
    expect(await sessionDestination(bpm)).toBe('/bpm/questionnaire');
    const first = await bpm.request('/bpm/questionnaire');
    const html = await first.text();
    expect(html).toContain('Énoncés 1 à 10');
    expect(html).toContain('Je suis l’âme de la fête');
    expect(html).toContain('pas du tout');
    // No island on these pages: not a single script.
    expect(html).not.toContain('<script');

    const page1 = await form(bpm, { page: '1', action: 'next', ...pageAnswers(1) });
    expect(page1.status).toBe(303);
    expect(page1.headers.get('location')).toBe('/bpm/questionnaire?page=2');

    const withGap = Object.fromEntries(
      Object.entries(pageAnswers(2)).filter(([key]) => key !== 'reserved'),
    );
    const gap = await form(bpm, { page: '2', action: 'next', ...withGap });
    expect(gap.status).toBe(422);
    expect(await gap.text()).toContain('Répondez à cet énoncé.');

    for (const page of [2, 3]) {
      const next = await form(bpm, {
        page: String(page),
        action: 'next',
        ...pageAnswers(page, '5'),
      });
      expect(next.headers.get('location')).toBe(`/bpm/questionnaire?page=${page + 1}`);
    }
    const back = await form(bpm, { page: '4', action: 'previous', lifeOfTheParty: '2' });
    expect(back.headers.get('location')).toBe('/bpm/questionnaire?page=3');

    const done = await form(bpm, { page: '4', action: 'submit', ...pageAnswers(4, '2') });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/bpm/questionnaire');
    const result = await (await bpm.request('/bpm/questionnaire')).text();
    expect(result).toContain('Votre profil de personnalité');
    expect(result).toContain('Extraversion');
    expect(result).toContain('data-descriptor=');
    expect(result).toContain('href="/bpm"');
    expect(await sessionDestination(bpm)).toBe('/bpm');
  });

  it('sends a final submit with gaps on an earlier page back to that page', async () => {
    await database.db
      .deleteFrom('psychometricTests')
      .where('userId', '=', userId('admin@demo.test'))
      .execute();
    const admin = await signedIn('admin@demo.test');
    const submit = await admin.request('/admin/questionnaire', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrfToken: await admin.csrfToken(),
        page: '4',
        action: 'submit',
        ...pageAnswers(4),
      }).toString(),
    });
    expect(submit.status).toBe(303);
    expect(submit.headers.get('location')).toBe('/admin/questionnaire?page=1&check');
    const page = await (await admin.request('/admin/questionnaire?page=1&check')).text();
    expect(page).toContain('Il reste des énoncés sans réponse');
  });
});
