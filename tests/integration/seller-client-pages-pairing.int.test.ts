import { describe, expect, it } from 'vitest';
import { CLIENT_FORM } from '#domain/psychometrics/index.ts';
import { answer } from '#tests/fixtures/api.ts';
import { completedClient, heartbeat, newVisit, signedIn } from '#tests/fixtures/client-flow.ts';
import * as suite from '#tests/fixtures/suites/seller-client-pages.ts';

suite.setUp();

describe('the kiosk’s drafts', () => {
  it('fills the part from the draft after a reload, drops it once the part is saved', async () => {
    const { id } = await newVisit(suite.kiosk);
    const part2 = `/client/questionnaire/${id}/part-2?clientId=${id}`;
    const saved = await suite.kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: {
        paymentFrequency: 'monthly',
        paymentAmount: '35',
        budget: { frequency: 'monthly', amount: null },
      },
      draft: true,
    });
    expect(saved.status).toBe(200);
    const page = await (await suite.kiosk.request(part2)).text();
    expect(page).toContain('value="35"');
    expect(page).toMatch(/value="monthly"[^>]*checked|checked[^>]*value="monthly"/);

    // Statements answered so far are kept with the personality's own draft.
    const statements = await suite.kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: {},
      personality: { [CLIENT_FORM[0] ?? '']: 4 },
      draft: true,
    });
    expect(statements.status).toBe(200);
    const { questionnaire } = await answer(statements, '/api/clients/{id}/questionnaire', 'put');
    expect(questionnaire.personality).toEqual({ [CLIENT_FORM[0] ?? '']: 4 });

    expect(
      suite.location(
        await suite.post(suite.kiosk, part2, [
          ['paymentFrequency', 'monthly'],
          ['paymentAmount', '350'],
          ['budgetFrequency', 'monthly'],
          ['budgetAmount', '450'],
        ]),
      ),
    ).toContain('/part-3?clientId=');
    const after = await (await suite.kiosk.request(part2)).text();
    expect(after).toContain('value="350"');
    expect(after).not.toContain('value="35"');

    const unknown = await suite.kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: { nickname: 'Bob' },
      draft: true,
    });
    expect(unknown.status).toBe(400);
    const mixed = await suite.kiosk.json('PUT', `/api/clients/${id}/questionnaire`, {
      questionnaire: {},
      draft: true,
      complete: true,
    });
    expect(mixed.status).toBe(400);

    const done = await completedClient(suite.kiosk);
    const late = await suite.kiosk.json('PUT', `/api/clients/${done}/questionnaire`, {
      questionnaire: { colour: 'red' },
      draft: true,
    });
    expect(late.status).toBe(409);
  });
});

describe('the manual pairing screen', () => {
  it('lists the advisors, available first, and pairs the client with the one chosen', async () => {
    await heartbeat(suite.seller2);
    const id = await completedClient(suite.kiosk);
    const page = await suite.admin.request(`/admin/client/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Jumeler avec un conseiller');
    expect(html).toContain('Questionnaire terminé');
    const order = [...html.matchAll(/data-seller="([0-9a-f-]{36})"/g)].map((found) => found[1]);
    expect(order[0]).toBe(suite.seller2.id);
    expect(order).toContain(suite.seller1.id);
    expect(html).toContain('Disponible');
    expect(html).toContain('Absent');

    const missing = await suite.post(suite.admin, `/admin/client/${id}/seller`, [
      ['seller', 'nobody'],
    ]);
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Choisissez un conseiller.');

    expect(
      suite.location(
        await suite.post(suite.admin, `/admin/client/${id}/seller`, [['seller', suite.seller1.id]]),
      ),
    ).toBe(`/admin/client/${id}?flash=paired`);
    const client = await suite.clientOf(suite.admin, id);
    expect(client.status).toBe('waitingRoom');
    expect(client.seller?.id).toBe(suite.seller1.id);
    expect(client.selectionMode).toBe('manual');
    const paired = await (await suite.admin.request(`/admin/client/${id}?flash=paired`)).text();
    expect(paired).toContain('Le client est jumelé');
    expect(paired).toContain('Jumelage manuel');

    // The owner pairs too, from their own page group.
    expect(
      suite.location(
        await suite.post(suite.owner, `/owner/client/${id}/seller`, [['seller', suite.seller2.id]]),
      ),
    ).toBe(`/owner/client/${id}?flash=paired`);
    expect((await suite.clientOf(suite.admin, id)).seller?.id).toBe(suite.seller2.id);

    // Once taken, the client can no longer be paired.
    await suite.seller2.json('POST', `/api/clients/${id}/accept`);
    const taken = await (await suite.admin.request(`/admin/client/${id}`)).text();
    expect(taken).toContain('Ce client ne peut plus être jumelé');
    const refused = await suite.post(suite.admin, `/admin/client/${id}/seller`, [
      ['seller', suite.seller1.id],
    ]);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Ce changement n’est pas permis');

    // Another dealership's client, and an advisor of another dealership, are not found.
    const owner2 = await signedIn(suite.runtime, 'owner2@demo.test');
    expect((await owner2.request(`/owner/client/${id}`)).status).toBe(404);
    const other = await completedClient(suite.kiosk);
    const seller7 = await signedIn(suite.runtime, 'seller7@demo.test');
    const foreign = await suite.post(suite.admin, `/admin/client/${other}/seller`, [
      ['seller', seller7.id],
    ]);
    expect(foreign.status).toBe(422);
    expect(await foreign.text()).toContain('Ce conseiller est introuvable.');
  });
});

describe('the availability confirmation link', () => {
  it('says to finish every sale first, and takes the advisor to the waiting client otherwise', async () => {
    const waiting = await completedClient(suite.kiosk);
    await heartbeat(suite.seller1);
    await suite.kiosk.json('POST', `/api/clients/${waiting}/seller`, { seller: suite.seller1.id });
    const link = `/seller/confirm-availability?clientId=${waiting}`;
    const page = await suite.seller1.request(link);
    expect(page.status).toBe(200);
    // The page names who waits (the kiosk asks no name: when they arrived).
    expect(await page.text()).toMatch(
      /data-waiting-client=""[^>]*>Client arrivé à \d\d:\d\d vous attend\.</,
    );
    expect(
      suite.location(
        await suite.post(suite.seller1, '/seller/confirm-availability', [['clientId', waiting]]),
      ),
    ).toBe(`/seller/client/${waiting}`);

    const sale = await suite.saleOf(suite.seller2);
    await suite.expireHold(sale);
    const refused = await suite.post(suite.seller2, '/seller/confirm-availability', [
      ['clientId', waiting],
    ]);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      'La confirmation de disponibilité n’a pas pu être faite : terminez toutes vos ventes et cliquez de nouveau sur le lien.',
    );
  });
});
