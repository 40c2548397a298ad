import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { completedClient, heartbeat } from '#tests/fixtures/client-flow.ts';
import * as suite from '#tests/fixtures/suites/seller-client-pages.ts';

suite.setUp();

describe('the advisor’s home page', () => {
  it('shows the availability, away until a heartbeat, and the way to fill in a questionnaire', async () => {
    const away = await (await suite.seller1.request('/seller')).text();
    expect(away).toContain('Ma disponibilité');
    expect(away).toContain('data-availability="away"');
    expect(away).toContain('Gardez l’application ouverte');
    expect(away).toContain('href="/seller/client-questionnaire"');

    await heartbeat(suite.seller1);
    const available = await (await suite.seller1.request('/seller')).text();
    expect(available).toContain('data-availability="available"');
    expect(available).toContain('Disponible');
    expect(available).not.toContain('aria-disabled="true"'); // no sale: every menu entry a link
  });

  it('keeps an advisor with a client on that client, then on its end questionnaire', async () => {
    const id = await suite.saleOf(suite.seller1);
    for (const path of ['/seller', '/seller/me', '/seller/client-questionnaire']) {
      expect(suite.location(await suite.seller1.request(path), 302)).toBe(`/seller/client/${id}`);
    }
    const record = await suite.seller1.request(`/seller/client/${id}`);
    expect(record.status).toBe(200);
    // The menu's other entries are disabled, with why, rather than bouncing back.
    const recordHtml = await record.text();
    expect(recordHtml).not.toContain('href="/seller/me"');
    expect(recordHtml).toMatch(/<span class="nav-link" aria-disabled="true">Mon profil<\/span>/);
    expect(recordHtml).toContain('Pendant une vente, seules les pages de ce client sont ouvertes');
    // The API is not redirected.
    expect((await suite.seller1.request('/api/clients?status=waitingRoom')).status).toBe(200);

    await sql`update seller_profiles set show_end_questionnaire = true
      where user_id = ${suite.seller1.id}`.execute(suite.database.db);
    const end = `/seller/client/${id}/questionnaireEnd`;
    expect(suite.location(await suite.seller1.request('/seller'), 302)).toBe(end);
    expect(suite.location(await suite.seller1.request(`/seller/client/${id}`), 302)).toBe(end);
    const page = await suite.seller1.request(end);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/data-end-client=""[^>]*>Client arrivé à/);
    // Kept here until it is answered: no way back is offered.
    expect(html).not.toContain('Retour à la fiche du client');

    expect(suite.location(await suite.post(suite.seller1, end, [['outcome', 'notSold']]))).toBe(
      '/seller?flash=ended',
    );
    const flag = await sql<{ flag: boolean }>`select show_end_questionnaire as flag
      from seller_profiles where user_id = ${suite.seller1.id}`.execute(suite.database.db);
    expect(flag.rows[0]?.flag).toBe(false);
    expect((await suite.seller1.request('/seller')).status).toBe(200);
  });

  it('asks to end or resume an expired sale, and is not kept on it', async () => {
    const id = await suite.saleOf(suite.seller1);
    await suite.expireHold(id);
    const home = await suite.seller1.request('/seller');
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('Votre vente a expiré');
    // Still with that client, not offered to buyers (decision 060), whatever the heartbeat.
    expect(html).toContain('data-availability="withClient"');
    expect(html).not.toContain('data-availability="available"');
    expect(html).toContain(`href="/seller/client/${id}/questionnaireEnd"`);
    // The resume is a confirmation: a disclosure holding the real form without JavaScript.
    expect(html).toContain('Reprendre la vente?');
    expect(html).toContain(`action="/seller/client/${id}/extra-time"`);
  });
});

describe('the client record’s access', () => {
  it('refuses another advisor’s client, an ended sale and an unknown client with the spec’s message', async () => {
    const theirs = await suite.saleOf(suite.seller2);
    const refused = await suite.seller1.request(`/seller/client/${theirs}`);
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain(suite.ACCESS_MESSAGE);
    expect(html).not.toContain('Comment l’aborder');

    const ended = await suite.post(suite.seller2, `/seller/client/${theirs}/questionnaireEnd`, [
      ['outcome', 'sold'],
    ]);
    expect(suite.location(ended)).toBe('/seller?flash=ended');
    const closed = await suite.seller2.request(`/seller/client/${theirs}`);
    expect(closed.status).toBe(403);
    expect(await closed.text()).toContain(suite.ACCESS_MESSAGE);

    const waitingForAnother = await completedClient(suite.kiosk);
    await heartbeat(suite.seller2);
    await suite.kiosk.json('POST', `/api/clients/${waitingForAnother}/seller`, {
      seller: suite.seller2.id,
    });
    expect((await suite.seller1.request(`/seller/client/${waitingForAnother}`)).status).toBe(403);
    expect((await suite.seller2.request(`/seller/client/${waitingForAnother}`)).status).toBe(200);

    const unknown = await suite.seller1.request(
      '/seller/client/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(suite.ACCESS_MESSAGE);
    expect((await suite.seller1.request('/seller/client/not-a-uuid')).status).toBe(404);
    expect((await suite.seller1.request(`/seller/client/${theirs}/questionnaireEnd`)).status).toBe(
      403,
    );
  });

  it('shows an expired sale only with the message and its way out', async () => {
    const id = await suite.saleOf(suite.seller1);
    await suite.expireHold(id);
    const record = await suite.seller1.request(`/seller/client/${id}`);
    expect(record.status).toBe(200);
    const html = await record.text();
    expect(html).toContain(suite.ACCESS_MESSAGE);
    expect(html).toContain('Le délai de cette vente est expiré');
    expect(html).toContain(`href="/seller/client/${id}/questionnaireEnd"`);
    expect(html).toContain('Oui, reprendre');
    expect(html).not.toContain('Comment l’aborder');

    const resumed = await suite.post(suite.seller1, `/seller/client/${id}/extra-time`, [
      ['back', 'record'],
    ]);
    expect(suite.location(resumed)).toBe(`/seller/client/${id}?flash=resumed`);
    const after = await (await suite.seller1.request(`/seller/client/${id}?flash=resumed`)).text();
    expect(after).toContain('Votre vente est reprise pour une heure.');
    expect(after).toContain('Comment l’aborder');
  });
});

describe('the end questionnaire', () => {
  it('is one form for the record’s dialog and its own page, and says what it refuses', async () => {
    const id = await suite.saleOf(suite.seller1);
    const end = `/seller/client/${id}/questionnaireEnd`;
    const record = await (await suite.seller1.request(`/seller/client/${id}`)).text();
    expect(record).toContain(`action="${end}"`);
    const page = await (await suite.seller1.request(end)).text();
    expect(page).toContain(`action="${end}"`);
    expect(page).toContain('Retour à la fiche du client');

    const missing = await suite.post(suite.seller1, end, [['comment', 'Rien encore.']]);
    expect(missing.status).toBe(422);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain('Cette réponse est requise.');
    expect(missingHtml).toContain('Rien encore.');

    const cars = await suite.runtime.database.db
      .selectFrom('cars')
      .select('id')
      .where('year', '=', new Date().getUTCFullYear())
      .limit(1)
      .execute();
    const carId = cars[0]?.id ?? '';
    const soldWithoutSale = await suite.post(suite.seller1, end, [
      ['outcome', 'notSold'],
      ['modelsSold', carId],
    ]);
    expect(soldWithoutSale.status).toBe(422);
    expect(await soldWithoutSale.text()).toContain(
      'Seule une vente peut indiquer le modèle vendu.',
    );

    expect(
      suite.location(
        await suite.post(suite.seller1, end, [
          ['outcome', 'beBack'],
          ['modelsViewed', carId],
          ['comment', 'Revient samedi.'],
        ]),
      ),
    ).toBe('/seller?flash=ended');
    const client = await suite.clientOf(suite.seller1, id);
    expect(client.status).toBe('beBack');
  });
});

describe('a buyer’s questionnaire on the advisor’s device', () => {
  it('creates the visit, keeps a draft, and hands the finished client to the advisor', async () => {
    const start = await suite.seller1.request('/seller/client-questionnaire');
    expect(start.status).toBe(200);
    expect(await start.text()).toContain('Remplir le questionnaire d’un client');

    const refused = await suite.post(suite.seller1, '/seller/client-questionnaire', [
      ['language', 'xx'],
    ]);
    expect(refused.status).toBe(422);

    const part1 = suite.location(
      await suite.post(suite.seller1, '/seller/client-questionnaire', [
        ['language', 'en'],
        ['sequence', 'chooseCar'],
      ]),
    );
    const match = /^\/seller\/client-questionnaire\/([0-9a-f-]{36})\/part-1\?clientId=\1$/.exec(
      part1,
    );
    expect(match).not.toBeNull();
    const id = match?.[1] ?? '';
    const created = await suite.runtime.database.db
      .selectFrom('clients')
      .select(['createdBy', 'language', 'sequence'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({ createdBy: suite.seller1.id, language: 'en', sequence: 'chooseCar' });

    // The seller layout, the kiosk's form, in the buyer's language (client-first).
    const page1 = await (await suite.seller1.request(part1)).text();
    expect(page1).toContain('Your current vehicle');
    expect(page1).toContain('<html lang="en"');
    expect(await (await suite.seller1.request('/seller')).text()).toContain('<html lang="fr"');
    expect(page1).toContain('data-island="questionnaire-draft"');
    expect(page1).not.toContain('Annuler ma visite');

    // Another advisor (or the kiosk) does not reach it.
    expect((await suite.seller2.request(part1)).status).toBe(403);
    expect((await suite.seller2.request(`/seller/client/${id}`)).status).toBe(403);
    const foreignDraft = await suite.seller2.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: { hasCar: true },
      draft: true,
    });
    expect(foreignDraft.status).toBe(404);

    // A draft typed on the phone is there after a reload.
    const draft = await suite.seller1.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: { hasCar: true, currentCar: { model: 'Corolla', year: 20 } },
      draft: true,
    });
    expect(draft.status).toBe(200);
    const reloaded = await (await suite.seller1.request(part1)).text();
    expect(reloaded).toContain('value="Corolla"');
    expect(reloaded).toContain('value="20"');
    // The record of an unfinished visit leads back to it.
    expect(suite.location(await suite.seller1.request(`/seller/client/${id}`), 302)).toBe(part1);

    const part2 = suite.location(await suite.post(suite.seller1, part1, suite.PART1));
    expect(part2).toBe(`/seller/client-questionnaire/${id}/part-2?clientId=${id}`);
    const draftAfter = await suite.runtime.database.db
      .selectFrom('clients')
      .select('questionnaireDraft')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draftAfter.questionnaireDraft).toEqual({});

    // Changing the visit purpose after answering asks first.
    const change = await suite.post(suite.seller1, '/seller/client-questionnaire', [
      ['clientId', id],
      ['language', 'en'],
      ['sequence', 'testDrive'],
    ]);
    expect(change.status).toBe(422);
    expect(await change.text()).toContain('Oui, changer le but et effacer les réponses');

    const part3 = suite.location(await suite.post(suite.seller1, part2, suite.PART2));
    const part4 = suite.location(await suite.post(suite.seller1, part3, suite.PART3));
    const done = await suite.postPart4(suite.seller1, part4);
    expect(done).toBe(`/seller/client/${id}?flash=taken`);
    const record = await (await suite.seller1.request(done)).text();
    expect(record).toContain('ce client est maintenant avec vous');
    expect(record).toContain('Comment l’aborder');

    const client = await suite.clientOf(suite.seller1, id);
    expect(client.status).toBe('withAdvisor');
    expect(client.seller?.id).toBe(suite.seller1.id);
    expect(client.selectionMode).toBe('manual');
    expect(client.history.map((entry) => [entry.to, entry.actor.id])).toEqual([
      ['questionnaireCompleted', suite.seller1.id],
      ['waitingRoom', suite.seller1.id],
      ['withAdvisor', suite.seller1.id],
    ]);
    // Finished: the questionnaire pages lead to the record.
    expect(suite.location(await suite.seller1.request(part1), 302)).toBe(`/seller/client/${id}`);
  });

  it('keeps the client waiting for the advisor who still has an expired sale', async () => {
    const sale = await suite.saleOf(suite.seller1);
    await suite.expireHold(sale);
    const part1 = suite.location(
      await suite.post(suite.seller1, '/seller/client-questionnaire', [
        ['language', 'fr'],
        ['sequence', 'buyCar'],
      ]),
    );
    const id = /([0-9a-f-]{36})\/part-1/.exec(part1)?.[1] ?? '';
    const part2 = suite.location(await suite.post(suite.seller1, part1, suite.PART1));
    const part3 = suite.location(await suite.post(suite.seller1, part2, suite.PART2));
    const part4 = suite.location(await suite.post(suite.seller1, part3, suite.PART3));
    expect(await suite.postPart4(suite.seller1, part4)).toBe(`/seller/client/${id}?flash=waiting`);
    const client = await suite.clientOf(suite.seller1, id);
    expect(client.status).toBe('waitingRoom');
    expect(client.seller?.id).toBe(suite.seller1.id);
    const record = await (await suite.seller1.request(`/seller/client/${id}?flash=waiting`)).text();
    expect(record).toContain('Terminez ou reprenez votre vente en cours');
    expect(record).toContain(`action="/seller/client/${id}/accept"`);
  });
});
