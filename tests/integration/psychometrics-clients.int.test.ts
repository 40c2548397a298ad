import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '#composition/adapters.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import { SELLER_FORM } from '#domain/psychometrics/index.ts';
import { ok } from '#tests/fixtures/api.ts';
import {
  answers,
  database,
  logger,
  save,
  sessionDestination,
  setUp,
  signedIn,
  userId,
} from '#tests/fixtures/suites/psychometrics.ts';

setUp();

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
    await ok(
      save(seller, userId(email), {
        prepareOnly: false,
        psychometricQuestionnaire: answers(SELLER_FORM, 2),
      }),
    );
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
    // The demo's sales in progress are ended: a sale, even an expired one, keeps its advisor from
    // the next buyer (decision 060).
    await database.db
      .updateTable('clients')
      .set({ status: 'notSold', closedAt: sql`now()`, holdExpiresAt: null })
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
    // The dealership and the test are read together (decision 128): a client without a test has
    // no profile; an unknown or deleted client, nothing.
    const kiosk = await signedIn('kiosk@demo.test');
    const fresh = await ok(
      kiosk.api.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
    );
    const untested = await getClientProfile(fresh.id, seller(home.concessionId));
    expect(untested?.psychometricQuestionnaire.complete).toBe(false);
    expect(untested?.psychometricProfile).toBeNull();
    await database.db
      .updateTable('clients')
      .set({ deletedAt: new Date() })
      .where('id', '=', fresh.id)
      .execute();
    expect(await getClientProfile(fresh.id, seller(home.concessionId))).toBeNull();
  });

  it('ranks the available advisors, speakers of the client’s language first, then by score', async () => {
    const owner = await signedIn('owner@demo.test');
    const data = await ok(
      owner.api.GET('/api/clients/{id}/matches', { params: { path: { id: clientId } } }),
    );
    // Not available: seller3 (stale heartbeat), seller4 (with a client), seller6 (test reset
    // above, not taken again). seller5 took the test again above.
    expect(data.map((match) => match.seller.id).sort()).toEqual(
      ['seller1@demo.test', 'seller2@demo.test', 'seller5@demo.test'].map(userId).sort(),
    );
    const rank = (match: (typeof data)[number]) =>
      (match.speaksClientLanguage ? 0 : 1000) - match.score;
    const ranks = data.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
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

  it('reads the two answers a ranking uses from the client’s questionnaire, nothing else', async () => {
    await database.db
      .updateTable('clients')
      .set({
        questionnaire: JSON.stringify({
          sellerQualities: ['attentive', 'precise'],
          hobbies: ['golf', 'travel', 42],
          budget: 30000,
        }),
      })
      .where('id', '=', clientId)
      .execute();
    const owner = await signedIn('owner@demo.test');
    const data = await ok(
      owner.api.GET('/api/clients/{id}/matches', { params: { path: { id: clientId } } }),
    );
    const elodie = data.find((match) => match.seller.id === userId('seller1@demo.test'));
    expect(elodie?.reasons.commonHobbies).toEqual(['travel']);
  });

  it("answers 404 for another dealership's client, and 409 before the client's test is done", async () => {
    const kiosk = await signedIn('kiosk@demo.test');
    expect((await kiosk.request(`/api/clients/${clientId}/matches`)).status).toBe(200);
    expect((await kiosk.request(`/api/clients/${foreignClientId}/matches`)).status).toBe(404);
    await database.db.deleteFrom('psychometricTests').where('clientId', '=', clientId).execute();
    const missing = await kiosk.api.GET('/api/clients/{id}/matches', {
      params: { path: { id: clientId } },
    });
    expect(missing.response.status).toBe(409);
    expect(missing.error?.code).toBe('CLIENT.PROFILE_MISSING');
  });
});
