import { describe, expect, it } from 'vitest';
import { CLIENT_FORM } from '#domain/psychometrics/index.ts';
import { completedClient, dataOf, heartbeat, signedIn } from '#tests/fixtures/client-flow.ts';
import {
  admin,
  clientOf,
  expireHold,
  kiosk,
  location,
  owner,
  post,
  runtime,
  saleOf,
  seller1,
  seller2,
  setUp,
} from '#tests/fixtures/suites/seller-client-pages.ts';

setUp();

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
