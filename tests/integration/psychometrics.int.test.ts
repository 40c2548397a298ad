import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { createAdapters } from '#composition/adapters.ts';
import type { Runtime } from '#composition/index.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import { SELLER_FORM } from '#domain/psychometrics/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * The personality test through the real app on a seeded database: the questionnaire API and its
 * pages (forms without JavaScript), the read model, the manager's reset, client profiles and the
 * advisor ranking with tenancy.
 */

let database: Database;
let runtime: Runtime;
const logger = createJsonLogger({ level: 'silent' });
const ids = new Map<string, string>();
const userId = (email: string) => {
  const id = ids.get(email);
  if (!id) throw new Error(`no demo account ${email}`);
  return id;
};

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
  for (const row of await database.db.selectFrom('users').select(['id', 'email']).execute())
    ids.set(row.email, row.id);
});

const answers = (keys: readonly string[], value = 4) =>
  Object.fromEntries(keys.map((key) => [key, value]));

type State = {
  psychometricQuestionnaire: { complete: boolean; answers: Record<string, number> };
  psychometricProfile: {
    raw: Record<string, number>;
    scores: Record<string, number>;
    profileNumber: number;
    descriptors: string[];
    lambdaVersion: number;
  } | null;
};

const signedIn = async (email: string) => {
  const client = createClient(runtime);
  await client.signIn(email);
  return client;
};

const put = (client: ReturnType<typeof createClient>, id: string, body: unknown) =>
  client.json('PUT', `/api/users/${id}/questionnaire`, body);

const sessionDestination = async (client: ReturnType<typeof createClient>) =>
  ((await (await client.request('/api/auth/session')).json()) as { user: { destination: string } })
    .user.destination;

const storedTest = (email: string) =>
  database.db
    .selectFrom('psychometricTests')
    .selectAll()
    .where('userId', '=', userId(email))
    .executeTakeFirst();

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
    const body = (await response.json()) as { message: string; issues: { path: string }[] };
    expect(body.message).toBe(
      'Answers off the 1 to 5 scale: lifeOfTheParty, likeOrder, reserved, messy.',
    );
    expect(body.issues.map((issue) => issue.path)).toEqual([
      'json.psychometricQuestionnaire.lifeOfTheParty',
      'json.psychometricQuestionnaire.likeOrder',
      'json.psychometricQuestionnaire.reserved',
      'json.psychometricQuestionnaire.messy',
    ]);
  });

  it('saves a partial test, merges the next part into it, and refuses an incomplete submit', async () => {
    const first = await put(seller, id, {
      prepareOnly: true,
      psychometricQuestionnaire: answers(SELLER_FORM.slice(0, 15)),
    });
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { data: State };
    expect(firstBody.data.psychometricQuestionnaire.complete).toBe(false);
    expect(Object.keys(firstBody.data.psychometricQuestionnaire.answers)).toHaveLength(15);
    expect(firstBody.data.psychometricProfile).toBeNull();

    const second = await put(seller, id, {
      prepareOnly: true,
      psychometricQuestionnaire: { ...answers(SELLER_FORM.slice(15, 30), 2), lifeOfTheParty: 5 },
    });
    const secondBody = (await second.json()) as { data: State };
    expect(Object.keys(secondBody.data.psychometricQuestionnaire.answers)).toHaveLength(30);
    expect(secondBody.data.psychometricQuestionnaire.answers['lifeOfTheParty']).toBe(5);

    const incomplete = await put(seller, id, {
      prepareOnly: false,
      psychometricQuestionnaire: answers(SELLER_FORM.slice(30, 38)),
    });
    expect(incomplete.status).toBe(400);
    expect(((await incomplete.json()) as { message: string }).message).toBe(
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
    const other = await put(seller, userId('seller1@demo.test'), {
      prepareOnly: true,
      psychometricQuestionnaire: {},
    });
    expect(other.status).toBe(404);
  });

  it('scores the completed test with the latest norms, stores it and shows it', async () => {
    const response = await put(seller, id, {
      prepareOnly: false,
      psychometricQuestionnaire: answers(SELLER_FORM.slice(30)),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: State };
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

    const user = await seller.request(`/api/users/${id}`);
    expect(user.status).toBe(200);
    const shown = ((await user.json()) as { data: State }).data;
    expect(shown.psychometricQuestionnaire.complete).toBe(true);
    expect(shown.psychometricProfile).toEqual(profile);
  });

  it('refuses to take a completed test again (409)', async () => {
    const again = await put(seller, id, {
      prepareOnly: true,
      psychometricQuestionnaire: { lifeOfTheParty: 1 },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('QUESTIONNAIRE.ALREADY_COMPLETED');
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
    expect(html).toContain('Je suis l&#x27;âme de la fête');
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

describe('the result page during onboarding', () => {
  it('stays readable by a new advisor who still owes their profile, and leads there', async () => {
    const email = 'seller6@demo.test';
    await database.db.deleteFrom('psychometricTests').where('userId', '=', userId(email)).execute();
    await database.db
      .updateTable('sellerProfiles')
      .set({ hobbies: [] })
      .where('userId', '=', userId(email))
      .execute();
    const seller = await signedIn(email);
    const done = await put(seller, userId(email), {
      prepareOnly: false,
      psychometricQuestionnaire: answers(SELLER_FORM, 2),
    });
    expect(done.status).toBe(200);
    expect(await sessionDestination(seller)).toBe('/seller/me');
    const result = await seller.request('/seller/questionnaire');
    expect(result.status).toBe(200);
    expect(await result.text()).toContain('href="/seller/me"');
    // Every other page still sends them to the step they owe.
    expect((await seller.request('/seller')).headers.get('location')).toBe('/seller/me');
    const post = await seller.request('/seller/questionnaire', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await seller.csrfToken(), page: '1' }).toString(),
    });
    expect(post.headers.get('location')).toBe('/seller/me');

    // Back as the other tests expect them: no test, profile complete.
    await database.db.deleteFrom('psychometricTests').where('userId', '=', userId(email)).execute();
    await database.db
      .updateTable('sellerProfiles')
      .set({ hobbies: ['sport', 'it', 'writing'] })
      .where('userId', '=', userId(email))
      .execute();
  });
});

describe('client profiles and GET /api/clients/{id}/matches', () => {
  let clientId: string;
  let foreignClientId: string;

  beforeAll(async () => {
    const concession = (name: string) =>
      database.db
        .selectFrom('concessions')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
    const home = await concession('Best Pairing Demo');
    const other = await concession('Best Pairing Demo Québec');
    const scoredClient = (concessionId: string) =>
      database.db
        .selectFrom('clients as c')
        .innerJoin('psychometricTests as t', 't.clientId', 'c.id')
        .select('c.id')
        .where('c.concessionId', '=', concessionId)
        .where('t.completedAt', 'is not', null)
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
    clientId = (await scoredClient(home.id)).id;
    foreignClientId = (await scoredClient(other.id)).id;
    await database.db
      .updateTable('clients')
      .set({
        questionnaire: JSON.stringify({ sellerQualities: ['attentive', 'precise'] }),
        language: 'fr',
      })
      .where('id', '=', clientId)
      .execute();
    // Availability (docs/spec/decisions.md section 4): everyone of the demo dealership signed in just now and
    // no sale in progress, except: seller3's heartbeat is stale and seller4 is with a client.
    await database.db
      .updateTable('sellerProfiles')
      .set({ lastHeartbeatAt: sql`now()`, lastOnSiteHeartbeatAt: sql`now()` })
      .execute();
    await database.db
      .updateTable('sellerProfiles')
      .set({ lastHeartbeatAt: sql`now() - interval '3 minutes'` })
      .where('userId', '=', userId('seller3@demo.test'))
      .execute();
    await database.db
      .updateTable('clients')
      .set({ holdExpiresAt: sql`now() - interval '1 hour'` })
      .where('status', '=', 'withAdvisor')
      .execute();
    const held = await database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', home.id)
      .where('status', '=', 'questionnaireCompleted')
      .where('id', '<>', clientId)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('clients')
      .set({
        status: 'withAdvisor',
        sellerId: userId('seller4@demo.test'),
        acceptedAt: sql`now()`,
        holdExpiresAt: sql`now() + interval '1 hour'`,
      })
      .where('id', '=', held.id)
      .execute();
  });

  it("reads a client's profile with the tips, for the client's dealership only", async () => {
    // The clients API shows it in GET /api/clients/{id}; the read model is checked here.
    const { getClientProfile } = buildPsychometrics(
      createAdapters(database, {
        config: parseConfig({}),
        logger,
        clock: { now: () => new Date() },
      }),
    );
    const seller = (concessionId: string | null) => ({
      actor: {
        userId: userId('seller1@demo.test'),
        role: 'seller' as const,
        concessionId,
        assignedConcessionIds: [],
      },
      scope: 'concession' as const,
    });
    const home = await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('id', '=', userId('seller1@demo.test'))
      .executeTakeFirstOrThrow();
    const profile = await getClientProfile(clientId, seller(home.concessionId));
    expect(profile?.psychometricQuestionnaire.complete).toBe(true);
    expect(Object.keys(profile?.psychometricQuestionnaire.answers ?? {})).toHaveLength(16);
    expect(profile?.psychometricProfile?.tips.do.length).toBeGreaterThan(0);
    expect(await getClientProfile(foreignClientId, seller(home.concessionId))).toBeNull();
  });

  it('ranks the available advisors, speakers of the client’s language first, then by score', async () => {
    const owner = await signedIn('owner@demo.test');
    const response = await owner.request(`/api/clients/${clientId}/matches`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        seller: { id: string; name: string; yearsOfExperience: number; hobbies: string[] };
        score: number;
        speaksClientLanguage: boolean;
        reasons: { qualitiesMet: string[]; sharedTraits: unknown[] };
      }[];
    };
    // Not available: seller3 (stale heartbeat), seller4 (with a client), seller6 (test reset
    // above, not taken again). seller5 took the test again above.
    expect(data.map((match) => match.seller.id).sort()).toEqual(
      ['seller1@demo.test', 'seller2@demo.test', 'seller5@demo.test'].map(userId).sort(),
    );
    const rank = (match: (typeof data)[number]) =>
      (match.speaksClientLanguage ? 0 : 1000) - match.score;
    for (let index = 1; index < data.length; index += 1)
      expect(rank(data[index - 1] as (typeof data)[number])).toBeLessThanOrEqual(
        rank(data[index] as (typeof data)[number]),
      );
    // The seed started Élodie selling cars in March, twelve years before this year.
    const elodie = data.find((match) => match.seller.id === userId('seller1@demo.test'));
    expect(elodie?.seller).toMatchObject({
      name: 'Élodie Bouchard',
      yearsOfExperience: new Date().getUTCMonth() + 1 >= 3 ? 12 : 11,
      hobbies: ['travel', 'music', 'cooking'],
    });
    for (const match of data) {
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(100);
      for (const quality of match.reasons.qualitiesMet)
        expect(['attentive', 'precise']).toContain(quality);
    }
  });

  it("answers 404 for another dealership's client, and 409 before the client's test is done", async () => {
    const kiosk = await signedIn('kiosk@demo.test');
    expect((await kiosk.request(`/api/clients/${clientId}/matches`)).status).toBe(200);
    expect((await kiosk.request(`/api/clients/${foreignClientId}/matches`)).status).toBe(404);
    await database.db.deleteFrom('psychometricTests').where('clientId', '=', clientId).execute();
    const missing = await kiosk.request(`/api/clients/${clientId}/matches`);
    expect(missing.status).toBe(409);
    expect(((await missing.json()) as { code: string }).code).toBe('CLIENT.PROFILE_MISSING');
  });
});
