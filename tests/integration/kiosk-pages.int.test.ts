import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { CLIENT_FORM } from '#domain/psychometrics/index.ts';
import { clearFloor, clientRecord, heartbeat, signedIn } from '#tests/fixtures/client-flow.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * The kiosk as a browser without JavaScript uses it: plain form posts, redirects after each post,
 * the questionnaire saved part by part (docs/spec/product-spec.md section 2, client routes).
 */
let database: Database;
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;
let admin: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  database = given.database;
  kiosk = await loginAs('kiosk');
  admin = await loginAs('admin');
});

/** Posts a form the way a browser does (fields repeated for checkboxes). */
const post = async (browser: Browser, path: string, fields: [string, string][]) => {
  const body = new URLSearchParams([['csrfToken', await browser.csrfToken()], ...fields]);
  return browser.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
};

const location = (response: Response) => {
  expect(response.status, `expected a redirect, got ${response.status}`).toBe(303);
  return response.headers.get('location') ?? '';
};

const PART4: [string, string][] = [
  ['colour', 'blue'],
  ['priorities', 'safety'],
  ['interiorOptions', 'heatedSeats'],
  ['sellerQualities', 'attentive'],
  ['wantsTestDrive', 'yes'],
  ...CLIENT_FORM.map((key, index): [string, string] => [
    `personality-${key}`,
    String((index % 5) + 1),
  ]),
];

/** Part 4's three steps, each posted the same fields (a step reads only its own). */
const postPart4 = async (part4: string) => {
  const models = location(await post(kiosk, part4, PART4));
  const statements = location(await post(kiosk, models, PART4));
  return location(await post(kiosk, statements, PART4));
};

describe('the kiosk without JavaScript', () => {
  it('goes from the welcome screen through the four parts to an advisor', async () => {
    await clearFloor(runtime);
    const seller1 = await signedIn(runtime, 'seller1@demo.test');
    const seller4 = await signedIn(runtime, 'seller4@demo.test');
    await heartbeat(seller1);
    await heartbeat(seller4);

    const welcome = await kiosk.request('/client');
    expect(welcome.status).toBe(200);
    const html = await welcome.text();
    expect(html).toContain('Quel est le but de votre visite?');
    expect(html).toContain('Faire un essai routier');
    // One language switch on the screen: the home's own Language section.
    expect(html.match(/href="\/client\?lang=en"/g)).toHaveLength(1);

    const part1 = location(await post(kiosk, '/client', [['sequence', 'testDrive']]));
    const match = /\/client\/questionnaire\/([0-9a-f-]{36})\/part-1\?clientId=\1$/.exec(part1);
    expect(match).not.toBeNull();
    const clientId = match?.[1] ?? '';
    expect((await kiosk.request(part1)).status).toBe(200);

    // Part 1 sent empty: its first question is the one marked.
    const empty = await post(kiosk, part1, []);
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('id="field-hasCar-error"');

    // A part left unanswered comes back with its questions marked, nothing saved.
    const refused = await post(kiosk, part1, [
      ['hasCar', 'yes'],
      ['year', 'soon'],
    ]);
    expect(refused.status).toBe(422);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('Cette réponse est requise.');
    expect(refusedHtml).toContain('Cette valeur est invalide.');

    const part2 = location(
      await post(kiosk, part1, [
        ['hasCar', 'yes'],
        ['manufacturer', 'Honda'],
        ['model', 'Civic'],
        ['year', '2016'],
        ['mileage', '140000'],
        ['wantsValuation', 'yes'],
      ]),
    );
    expect(part2).toContain('/part-2?clientId=');
    // A reload loses nothing: the saved answers are on the page again.
    const back = await (await kiosk.request(part1)).text();
    expect(back).toContain('value="Civic"');

    const part3 = location(
      await post(kiosk, part2, [
        ['paymentFrequency', 'none'],
        ['budgetFrequency', 'monthly'],
        ['budgetAmount', '500'],
      ]),
    );
    const part4 = location(
      await post(kiosk, part3, [
        ['drivingStyle', 'relaxed'],
        ['passengers', '1'],
        ['annualKilometres', 'under15000'],
        ['usage', 'personal'],
      ]),
    );
    // Part 4 is three steps (decision 099): the preferences first, without the models or statements.
    const page4 = await (await kiosk.request(part4)).text();
    expect(page4).toContain('Partie 4 sur 4, étape 1 sur 3');
    expect(page4).toContain('Votre couleur préférée');
    expect(page4).not.toContain('Je suis l’âme de la fête');
    expect(page4).not.toContain('Les modèles qui vous intéressent');

    // Every problem of the step in one round: a missing answer and a choice over the limit.
    const unanswered = await post(kiosk, part4, [
      ['interiorOptions', 'heatedSeats'],
      ['interiorOptions', 'leatherSeats'],
      ['interiorOptions', 'navigation'],
      ['interiorOptions', 'premiumAudio'],
    ]);
    expect(unanswered.status).toBe(422);
    const unansweredHtml = await unanswered.text();
    expect(unansweredHtml).toContain('id="field-colour-error"');
    expect(unansweredHtml).toContain('Choisissez au plus 3 options.');
    // The next step's question is not this step's problem.
    expect(unansweredHtml).not.toContain('id="field-wantsTestDrive-error"');

    const models = location(await post(kiosk, part4, PART4));
    expect(models).toBe(`/client/questionnaire/${clientId}/part-4/models?clientId=${clientId}`);
    const modelsPage = await (await kiosk.request(models)).text();
    expect(modelsPage).toContain('Partie 4 sur 4, étape 2 sur 3');
    expect(modelsPage).toContain('Les modèles qui vous intéressent');
    expect(modelsPage).toContain(`href="/client/questionnaire/${clientId}/part-4?clientId=`);
    const noTestDrive = await post(kiosk, models, []);
    expect(noTestDrive.status).toBe(422);
    expect(await noTestDrive.text()).toContain('id="field-wantsTestDrive-error"');
    const statements = location(await post(kiosk, models, PART4));
    expect(statements).toBe(
      `/client/questionnaire/${clientId}/part-4/statements?clientId=${clientId}`,
    );

    // The statements: all sixteen left out are marked in one round.
    const statementsPage = await (await kiosk.request(statements)).text();
    expect(statementsPage).toContain('Je suis l’âme de la fête');
    expect(statementsPage).toContain('Terminer le questionnaire');
    const noStatements = await post(kiosk, statements, []);
    expect(noStatements.status).toBe(422);
    const noStatementsHtml = await noStatements.text();
    for (const key of CLIENT_FORM) {
      expect(noStatementsHtml).toContain(`id="field-personality-${key}-error"`);
    }
    expect(noStatementsHtml).toContain('Répondez à chaque énoncé par une valeur de 1 à 5.');

    const end = location(await post(kiosk, statements, PART4));
    expect(end).toBe(`/client/questionnaire/endQuestionnaire?clientId=${clientId}`);
    expect(await (await kiosk.request(end)).text()).toContain('Rencontrer mon conseiller');

    const choose = location(await post(kiosk, end, []));
    expect(choose).toBe(`/client/choose-representative?clientId=${clientId}`);
    const pair = await (await kiosk.request(choose)).text();
    expect(pair).toContain('Élodie Bouchard');
    expect(pair).toContain('Karim Haddad');
    expect(pair).toContain('Pourquoi ce conseiller');

    const chosen = location(
      await post(kiosk, `/client/choose-representative/${seller4.id}?clientId=${clientId}`, []),
    );
    expect(chosen).toBe(`/client/choose-representative/${seller4.id}?clientId=${clientId}`);
    expect(await (await kiosk.request(chosen)).text()).toContain(
      'Karim Haddad viendra vous rencontrer',
    );

    const record = await clientRecord(admin, clientId);
    expect(record).toMatchObject({
      status: 'waitingRoom',
      seller: { id: seller4.id },
      language: 'fr',
      sequence: 'testDrive',
    });
  });

  it('saves each step of part 4 on its own, going back changing nothing of the others', async () => {
    const part1 = location(await post(kiosk, '/client', [['sequence', 'chooseCar']]));
    const clientId = new URL(part1, 'http://x').searchParams.get('clientId') ?? '';
    const part4 = `/client/questionnaire/${clientId}/part-4?clientId=${clientId}`;
    const models = location(await post(kiosk, part4, PART4));
    const car = /name="modelsOfInterest" value="([0-9a-f-]{36})"/.exec(
      await (await kiosk.request(models)).text(),
    )?.[1];
    expect(car).toBeDefined();
    location(await post(kiosk, models, [...PART4, ['modelsOfInterest', car ?? '']]));
    // Back to the preferences, posted again with another colour: the models stay.
    const again = location(await post(kiosk, part4, [...PART4.slice(1), ['colour', 'red']]));
    expect(again).toContain('/part-4/models?');
    const visit = await clientRecord(kiosk, clientId);
    expect(visit.questionnaire.answers).toMatchObject({
      colour: 'red',
      wantsTestDrive: true,
      modelsOfInterest: [car],
    });
    expect(await (await kiosk.request(models)).text()).toContain(`checked="" value="${car}"`);
  });

  it('asks before changing the visit purpose after answering, and a reset cancels the visit', async () => {
    const part1 = location(await post(kiosk, '/client', [['sequence', 'buyCar']]));
    const clientId = new URL(part1, 'http://x').searchParams.get('clientId') ?? '';
    location(await post(kiosk, part1, [['hasCar', 'no']]));
    const ask = await post(kiosk, '/client', [
      ['clientId', clientId],
      ['sequence', 'chooseCar'],
    ]);
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Changer le but de votre visite?');
    location(
      await post(kiosk, '/client', [
        ['clientId', clientId],
        ['sequence', 'chooseCar'],
        ['confirm', 'yes'],
      ]),
    );
    const visit = await clientRecord(kiosk, clientId);
    expect(visit).toMatchObject({ sequence: 'chooseCar', questionnaire: { answers: {} } });

    expect(location(await post(kiosk, '/client/reset', [['clientId', clientId]]))).toBe('/client');
    expect((await kiosk.request(`/api/clients/${clientId}`)).status).toBe(404);
  });

  it('sends the buyer to the waiting room when nobody is available', async () => {
    await clearFloor(runtime);
    const part1 = location(await post(kiosk, '/client', [['sequence', 'buyCar']]));
    const clientId = new URL(part1, 'http://x').searchParams.get('clientId') ?? '';
    const part2 = location(await post(kiosk, part1, [['hasCar', 'no']]));
    const part3 = location(
      await post(kiosk, part2, [
        ['paymentFrequency', 'monthly'],
        ['paymentAmount', '300'],
        ['budgetFrequency', 'monthly'],
        ['budgetAmount', '400'],
      ]),
    );
    const part4 = location(
      await post(kiosk, part3, [
        ['drivingStyle', 'safe'],
        ['passengers', '0'],
        ['annualKilometres', 'over25000'],
        ['usage', 'professional'],
      ]),
    );
    const end = await postPart4(part4);
    const noRep = location(await post(kiosk, end, []));
    expect(noRep).toBe(`/client/choose-representative/no-rep?clientId=${clientId}`);
    expect(await (await kiosk.request(noRep)).text()).toContain(
      'le prochain conseiller disponible viendra vous rencontrer',
    );
  });

  it('shows only its own dealership’s visits, and kiosk pages only to the kiosk', async () => {
    const foreign = await database.db
      .selectFrom('clients')
      .innerJoin('concessions', 'concessions.id', 'clients.concessionId')
      .select('clients.id')
      .where('concessions.name', '=', 'Best Pairing Demo Québec')
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await kiosk.request(
      `/client/questionnaire/${foreign.id}/part-1?clientId=${foreign.id}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/client');
    const asAdmin = await admin.request('/client');
    expect(asAdmin.status).toBe(302);
    expect(asAdmin.headers.get('location')).toBe('/unauthorized');
  });
});
