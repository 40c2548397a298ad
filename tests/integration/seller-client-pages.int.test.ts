import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { CLIENT_FORM } from '#domain/psychometrics/index.ts';
import {
  clearFloor,
  completedClient,
  dataOf,
  heartbeat,
  signedIn,
} from '#tests/fixtures/client-flow.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * The advisor's client pages as a browser without JavaScript uses them (decision 024): the home
 * page's availability, the forced redirects of docs/spec/product-spec.md section 4, the access message of
 * section 8, the end questionnaire, a buyer's questionnaire filled in on the advisor's device, the
 * kiosk's drafts and the manual pairing screen.
 */
let database: Database;
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;
let seller1: Browser;
let seller2: Browser;
let admin: Browser;
let owner: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  database = given.database;
  kiosk = await loginAs('kiosk');
  seller1 = await loginAs('seller1');
  seller2 = await loginAs('seller2');
  admin = await loginAs('admin');
  owner = await loginAs('owner');
});

beforeEach(async () => {
  await clearFloor(runtime);
  await sql`update seller_profiles set show_end_questionnaire = false`.execute(database.db);
});

/** Posts a form the way a browser does (fields repeated for checkboxes). */
const post = async (browser: Browser, path: string, fields: [string, string][] = []) => {
  const body = new URLSearchParams([['csrfToken', await browser.csrfToken()], ...fields]);
  return browser.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
};

const location = (response: Response, status = 303) => {
  expect(response.status, `expected a redirect, got ${response.status}`).toBe(status);
  return response.headers.get('location') ?? '';
};

const ACCESS_MESSAGE =
  'Vous n’avez pas accès à ce client, ou le délai de la vente est expiré, ou la vente est terminée.';

const PART1: [string, string][] = [
  ['hasCar', 'yes'],
  ['manufacturer', 'Honda'],
  ['model', 'Civic'],
  ['year', '2016'],
  ['mileage', '140000'],
  ['wantsValuation', 'no'],
];
const PART2: [string, string][] = [
  ['paymentFrequency', 'none'],
  ['budgetFrequency', 'monthly'],
  ['budgetAmount', '500'],
];
const PART3: [string, string][] = [
  ['drivingStyle', 'relaxed'],
  ['passengers', '1'],
  ['annualKilometres', 'under15000'],
  ['usage', 'personal'],
];
const PART4: [string, string][] = [
  ['colour', 'blue'],
  ['priorities', 'safety'],
  ['sellerQualities', 'attentive'],
  ['wantsTestDrive', 'yes'],
  ...CLIENT_FORM.map((key, index): [string, string] => [
    `personality-${key}`,
    String((index % 5) + 1),
  ]),
];

type ClientBody = {
  id: string;
  status: string | null;
  seller: { id: string } | null;
  selectionMode: string | null;
  questionnaire: { answers: Record<string, unknown> };
  history: { to: string; actor: { id: string | null } }[];
};

const clientOf = async (browser: Browser, id: string) =>
  dataOf<ClientBody>(await browser.request(`/api/clients/${id}`));

/** A client of the kiosk, accepted by `seller` (a running sale). */
const saleOf = async (seller: Browser) => {
  const id = await completedClient(kiosk);
  await kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
  const accepted = await seller.json('POST', `/api/clients/${id}/accept`);
  expect(accepted.status).toBe(200);
  return id;
};

const expireHold = (id: string) =>
  sql`update clients set accepted_at = now() - interval '5 hours',
    hold_expires_at = now() - interval '1 hour' where id = ${id}`.execute(database.db);

describe('the advisor’s home page', () => {
  it('shows the availability, away until a heartbeat, and the way to fill in a questionnaire', async () => {
    const away = await (await seller1.request('/seller')).text();
    expect(away).toContain('Ma disponibilité');
    expect(away).toContain('data-availability="away"');
    expect(away).toContain('Gardez l’application ouverte');
    expect(away).toContain('href="/seller/client-questionnaire"');

    await heartbeat(seller1);
    const available = await (await seller1.request('/seller')).text();
    expect(available).toContain('data-availability="available"');
    expect(available).toContain('Disponible');
  });

  it('keeps an advisor with a client on that client, then on its end questionnaire', async () => {
    const id = await saleOf(seller1);
    for (const path of ['/seller', '/seller/me', '/seller/client-questionnaire']) {
      expect(location(await seller1.request(path), 302)).toBe(`/seller/client/${id}`);
    }
    expect((await seller1.request(`/seller/client/${id}`)).status).toBe(200);
    // The API is not redirected.
    expect((await seller1.request('/api/clients?status=waitingRoom')).status).toBe(200);

    await sql`update seller_profiles set show_end_questionnaire = true
      where user_id = ${seller1.id}`.execute(database.db);
    const end = `/seller/client/${id}/questionnaireEnd`;
    expect(location(await seller1.request('/seller'), 302)).toBe(end);
    expect(location(await seller1.request(`/seller/client/${id}`), 302)).toBe(end);
    const page = await seller1.request(end);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-end-client=""[^>]*>Client arrivé à/);
    // Kept here until it is answered: no way back is offered.
    expect(html).not.toContain('Retour à la fiche du client');

    expect(location(await post(seller1, end, [['outcome', 'notSold']]))).toBe(
      '/seller?flash=ended',
    );
    const flag = await sql<{ flag: boolean }>`select show_end_questionnaire as flag
      from seller_profiles where user_id = ${seller1.id}`.execute(database.db);
    expect(flag.rows[0]?.flag).toBe(false);
    expect((await seller1.request('/seller')).status).toBe(200);
  });

  it('asks to end or resume an expired sale, and is not kept on it', async () => {
    const id = await saleOf(seller1);
    await expireHold(id);
    const home = await seller1.request('/seller');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Votre vente a expiré');
    expect(html).toContain(`href="/seller/client/${id}/questionnaireEnd"`);
    // The resume is a confirmation: a disclosure holding the real form without JavaScript.
    expect(html).toContain('Reprendre la vente?');
    expect(html).toContain(`action="/seller/client/${id}/extra-time"`);
  });
});

describe('the client record’s access', () => {
  it('refuses another advisor’s client, an ended sale and an unknown client with the spec’s message', async () => {
    const theirs = await saleOf(seller2);
    const refused = await seller1.request(`/seller/client/${theirs}`);
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain(ACCESS_MESSAGE);
    expect(html).not.toContain('Comment l’aborder');

    const ended = await post(seller2, `/seller/client/${theirs}/questionnaireEnd`, [
      ['outcome', 'sold'],
    ]);
    expect(location(ended)).toBe('/seller?flash=ended');
    const closed = await seller2.request(`/seller/client/${theirs}`);
    expect(closed.status).toBe(403);
    expect(await closed.text()).toContain(ACCESS_MESSAGE);

    const waitingForAnother = await completedClient(kiosk);
    await heartbeat(seller2);
    await kiosk.json('POST', `/api/clients/${waitingForAnother}/seller`, { seller: seller2.id });
    expect((await seller1.request(`/seller/client/${waitingForAnother}`)).status).toBe(403);
    expect((await seller2.request(`/seller/client/${waitingForAnother}`)).status).toBe(200);

    const unknown = await seller1.request('/seller/client/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(ACCESS_MESSAGE);
    expect((await seller1.request('/seller/client/not-a-uuid')).status).toBe(404);
    expect((await seller1.request(`/seller/client/${theirs}/questionnaireEnd`)).status).toBe(403);
  });

  it('shows an expired sale only with the message and its way out', async () => {
    const id = await saleOf(seller1);
    await expireHold(id);
    const record = await seller1.request(`/seller/client/${id}`);
    expect(record.status).toBe(200);
    const html = await record.text();
    expect(html).toContain(ACCESS_MESSAGE);
    expect(html).toContain('Le délai de cette vente est expiré');
    expect(html).toContain(`href="/seller/client/${id}/questionnaireEnd"`);
    expect(html).toContain('Oui, reprendre');
    expect(html).not.toContain('Comment l’aborder');

    const resumed = await post(seller1, `/seller/client/${id}/extra-time`, [['back', 'record']]);
    expect(location(resumed)).toBe(`/seller/client/${id}?flash=resumed`);
    const after = await (await seller1.request(`/seller/client/${id}?flash=resumed`)).text();
    expect(after).toContain('Votre vente est reprise pour une heure.');
    expect(after).toContain('Comment l’aborder');
  });
});

describe('the end questionnaire', () => {
  it('is one form for the record’s dialog and its own page, and says what it refuses', async () => {
    const id = await saleOf(seller1);
    const end = `/seller/client/${id}/questionnaireEnd`;
    const record = await (await seller1.request(`/seller/client/${id}`)).text();
    expect(record).toContain(`action="${end}"`);
    const page = await (await seller1.request(end)).text();
    expect(page).toContain(`action="${end}"`);
    expect(page).toContain('Retour à la fiche du client');

    const missing = await post(seller1, end, [['comment', 'Rien encore.']]);
    expect(missing.status).toBe(422);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Cette réponse est requise.');
    expect(missingHtml).toContain('Rien encore.');

    const cars = await runtime.database.db
      .selectFrom('cars')
      .select('id')
      .where('year', '=', new Date().getUTCFullYear())
      .limit(1)
      .execute();
    const carId = cars[0]?.id ?? '';
    const soldWithoutSale = await post(seller1, end, [
      ['outcome', 'notSold'],
      ['modelsSold', carId],
    ]);
    expect(soldWithoutSale.status).toBe(422);
    expect(await soldWithoutSale.text()).toContain(
      'Seule une vente peut indiquer le modèle vendu.',
    );

    expect(
      location(
        await post(seller1, end, [
          ['outcome', 'beBack'],
          ['modelsViewed', carId],
          ['comment', 'Revient samedi.'],
        ]),
      ),
    ).toBe('/seller?flash=ended');
    const client = await clientOf(seller1, id);
    expect(client.status).toBe('beBack');
  });
});

describe('a buyer’s questionnaire on the advisor’s device', () => {
  it('creates the visit, keeps a draft, and hands the finished client to the advisor', async () => {
    const start = await seller1.request('/seller/client-questionnaire');
    expect(start.status).toBe(200);
    expect(await start.text()).toContain('Remplir le questionnaire d’un client');

    const refused = await post(seller1, '/seller/client-questionnaire', [['language', 'xx']]);
    expect(refused.status).toBe(422);

    const part1 = location(
      await post(seller1, '/seller/client-questionnaire', [
        ['language', 'en'],
        ['sequence', 'chooseCar'],
      ]),
    );
    const match = /^\/seller\/client-questionnaire\/([0-9a-f-]{36})\/part-1\?clientId=\1$/.exec(
      part1,
    );
    expect(match).not.toBeNull();
    const id = match?.[1] ?? '';
    const created = await runtime.database.db
      .selectFrom('clients')
      .select(['createdBy', 'language', 'sequence'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ createdBy: seller1.id, language: 'en', sequence: 'chooseCar' });

    // The seller layout, the kiosk's form.
    const page1 = await (await seller1.request(part1)).text();
    expect(page1).toContain('Votre véhicule actuel');
    expect(page1).toContain('data-island="questionnaire-draft"');
    expect(page1).not.toContain('Annuler ma visite');

    // Another advisor (or the kiosk) does not reach it.
    expect((await seller2.request(part1)).status).toBe(403);
    expect((await seller2.request(`/seller/client/${id}`)).status).toBe(403);
    const foreignDraft = await seller2.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: { hasCar: true },
      draft: true,
    });
    expect(foreignDraft.status).toBe(404);

    // A draft typed on the phone is there after a reload.
    const draft = await seller1.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: { hasCar: true, currentCar: { model: 'Corolla', year: 20 } },
      draft: true,
    });
    expect(draft.status).toBe(200);
    const reloaded = await (await seller1.request(part1)).text();
    expect(reloaded).toContain('value="Corolla"');
    expect(reloaded).toContain('value="20"');
    // The record of an unfinished visit leads back to it.
    expect(location(await seller1.request(`/seller/client/${id}`), 302)).toBe(part1);

    const part2 = location(await post(seller1, part1, PART1));
    expect(part2).toBe(`/seller/client-questionnaire/${id}/part-2?clientId=${id}`);
    const draftAfter = await runtime.database.db
      .selectFrom('clients')
      .select('questionnaireDraft')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draftAfter.questionnaireDraft).toEqual({});

    // Changing the visit purpose after answering asks first.
    const change = await post(seller1, '/seller/client-questionnaire', [
      ['clientId', id],
      ['language', 'en'],
      ['sequence', 'testDrive'],
    ]);
    expect(change.status).toBe(422);
    expect(await change.text()).toContain('Oui, changer le but et effacer les réponses');

    const part3 = location(await post(seller1, part2, PART2));
    const part4 = location(await post(seller1, part3, PART3));
    const done = location(await post(seller1, part4, PART4));
    expect(done).toBe(`/seller/client/${id}?flash=taken`);
    const record = await (await seller1.request(done)).text();
    expect(record).toContain('ce client est maintenant avec vous');
    expect(record).toContain('Comment l’aborder');

    const client = await clientOf(seller1, id);
    expect(client.status).toBe('withAdvisor');
    expect(client.seller?.id).toBe(seller1.id);
    expect(client.selectionMode).toBe('manual');
    expect(client.history.map((entry) => [entry.to, entry.actor.id])).toEqual([
      ['questionnaireCompleted', seller1.id],
      ['waitingRoom', seller1.id],
      ['withAdvisor', seller1.id],
    ]);
    // Finished: the questionnaire pages lead to the record.
    expect(location(await seller1.request(part1), 302)).toBe(`/seller/client/${id}`);
  });

  it('keeps the client waiting for the advisor who still has an expired sale', async () => {
    const sale = await saleOf(seller1);
    await expireHold(sale);
    const part1 = location(
      await post(seller1, '/seller/client-questionnaire', [
        ['language', 'fr'],
        ['sequence', 'buyCar'],
      ]),
    );
    const id = /([0-9a-f-]{36})\/part-1/.exec(part1)?.[1] ?? '';
    const part2 = location(await post(seller1, part1, PART1));
    const part3 = location(await post(seller1, part2, PART2));
    const part4 = location(await post(seller1, part3, PART3));
    expect(location(await post(seller1, part4, PART4))).toBe(`/seller/client/${id}?flash=waiting`);
    const client = await clientOf(seller1, id);
    expect(client.status).toBe('waitingRoom');
    expect(client.seller?.id).toBe(seller1.id);
    const record = await (await seller1.request(`/seller/client/${id}?flash=waiting`)).text();
    expect(record).toContain('Terminez ou reprenez votre vente en cours');
    expect(record).toContain(`action="/seller/client/${id}/accept"`);
  });
});

describe('the kiosk’s drafts', () => {
  it('fills the part from the draft after a reload, drops it once the part is saved', async () => {
    const created = await kiosk.json('POST', '/api/clients', {
      language: 'fr',
      sequence: 'buyCar',
    });
    const { id } = await dataOf<{ id: string }>(created);
    const part2 = `/client/questionnaire/${id}/part-2?clientId=${id}`;
    const saved = await kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: {
        paymentFrequency: 'monthly',
        paymentAmount: '35',
        budget: { frequency: 'monthly', amount: null },
      },
      draft: true,
    });
    expect(saved.status).toBe(200);
    const page = await (await kiosk.request(part2)).text();
    expect(page).toContain('value="35"');
    expect(page).toMatch(/value="monthly"[^>]*checked|checked[^>]*value="monthly"/);

    // Statements answered so far are kept with the personality's own draft.
    const statements = await kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: {},
      personality: { [CLIENT_FORM[0] ?? '']: 4 },
      draft: true,
    });
    expect(statements.status).toBe(200);
    expect(
      (await dataOf<{ questionnaire: { personality: Record<string, number> } }>(statements))
        .questionnaire.personality,
    ).toEqual({ [CLIENT_FORM[0] ?? '']: 4 });

    expect(
      location(
        await post(kiosk, part2, [
          ['paymentFrequency', 'monthly'],
          ['paymentAmount', '350'],
          ['budgetFrequency', 'monthly'],
          ['budgetAmount', '450'],
        ]),
      ),
    ).toContain('/part-3?clientId=');
    const after = await (await kiosk.request(part2)).text();
    expect(after).toContain('value="350"');
    expect(after).not.toContain('value="35"');

    const unknown = await kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: { nickname: 'Bob' },
      draft: true,
    });
    expect(unknown.status).toBe(400);
    const mixed = await kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: {},
      draft: true,
      complete: true,
    });
    expect(mixed.status).toBe(400);

    const done = await completedClient(kiosk);
    const late = await kiosk.json('PUT', `/api/clients/${done}/questionnaire`, {
      questionnaire: { colour: 'red' },
      draft: true,
    });
    expect(late.status).toBe(409);
  });
});

describe('the manual pairing screen', () => {
  it('lists the advisors, available first, and pairs the client with the one chosen', async () => {
    await heartbeat(seller2);
    const id = await completedClient(kiosk);
    const page = await admin.request(`/admin/client/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Jumeler avec un conseiller');
    expect(html).toContain('Questionnaire terminé');
    const order = [...html.matchAll(/data-seller="([0-9a-f-]{36})"/g)].map((found) => found[1]);
    expect(order[0]).toBe(seller2.id);
    expect(order).toContain(seller1.id);
    expect(html).toContain('Disponible');
    expect(html).toContain('Absent');

    const missing = await post(admin, `/admin/client/${id}/seller`, [['seller', 'nobody']]);
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Choisissez un conseiller.');

    expect(
      location(await post(admin, `/admin/client/${id}/seller`, [['seller', seller1.id]])),
    ).toBe(`/admin/client/${id}?flash=paired`);
    const client = await clientOf(admin, id);
    expect(client.status).toBe('waitingRoom');
    expect(client.seller?.id).toBe(seller1.id);
    expect(client.selectionMode).toBe('manual');
    const paired = await (await admin.request(`/admin/client/${id}?flash=paired`)).text();
    expect(paired).toContain('Le client est jumelé');
    expect(paired).toContain('Jumelage manuel');

    // The owner pairs too, from their own page group.
    expect(
      location(await post(owner, `/owner/client/${id}/seller`, [['seller', seller2.id]])),
    ).toBe(`/owner/client/${id}?flash=paired`);
    expect((await clientOf(admin, id)).seller?.id).toBe(seller2.id);

    // Once taken, the client can no longer be paired.
    await seller2.json('POST', `/api/clients/${id}/accept`);
    const taken = await (await admin.request(`/admin/client/${id}`)).text();
    expect(taken).toContain('Ce client ne peut plus être jumelé');
    const refused = await post(admin, `/admin/client/${id}/seller`, [['seller', seller1.id]]);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Ce changement n’est pas permis');

    // Another dealership's client, and an advisor of another dealership, are not found.
    const owner2 = await signedIn(runtime, 'owner2@demo.test');
    expect((await owner2.request(`/owner/client/${id}`)).status).toBe(404);
    const other = await completedClient(kiosk);
    const seller7 = await signedIn(runtime, 'seller7@demo.test');
    const foreign = await post(admin, `/admin/client/${other}/seller`, [['seller', seller7.id]]);
    expect(foreign.status).toBe(422);
    expect(await foreign.text()).toContain('Ce conseiller est introuvable.');
  });
});

describe('the availability confirmation link', () => {
  it('says to finish every sale first, and takes the advisor to the waiting client otherwise', async () => {
    const waiting = await completedClient(kiosk);
    await heartbeat(seller1);
    await kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: seller1.id });
    const link = `/seller/confirm-availability?clientId=${waiting}`;
    expect((await seller1.request(link)).status).toBe(200);
    expect(
      location(await post(seller1, '/seller/confirm-availability', [['clientId', waiting]])),
    ).toBe(`/seller/client/${waiting}`);

    const sale = await saleOf(seller2);
    await expireHold(sale);
    const refused = await post(seller2, '/seller/confirm-availability', [['clientId', waiting]]);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      'La confirmation de disponibilité n’a pas pu être faite : terminez toutes vos ventes et cliquez de nouveau sur le lien.',
    );
  });
});
