import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import {
  clearFloor,
  completedClient,
  clientRecord,
  heartbeat,
  signedIn,
} from '#tests/fixtures/client-flow.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/* The advisor's pages as a browser without JavaScript uses them: lists, accept, record, end. */
let database: Database;
let runtime: Runtime;
type Browser = Awaited<ReturnType<typeof signedIn>>;
let kiosk: Browser;
let seller1: Browser;

test.beforeAll(async ({ runtime: given, loginAs }) => {
  runtime = given;
  database = given.database;
  kiosk = await loginAs('kiosk');
  seller1 = await loginAs('seller1');
});

const post = async (browser: Browser, path: string, fields: [string, string][] = []) => {
  const body = new URLSearchParams([['csrfToken', await browser.csrfToken()], ...fields]);
  return browser.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
};

describe('the advisor’s pages', () => {
  it('list the waiting client, accept it, show the record with tips and history, end it as sold', async () => {
    await clearFloor(runtime);
    await heartbeat(seller1);
    const clientId = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${clientId}/seller`, { seller: seller1.id });

    const home = await seller1.request('/seller');
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('Clients qui vous attendent');
    expect(homeHtml).toContain(`/seller/client/${clientId}/accept`);
    expect(homeHtml).toContain('Vous a choisi');
    // The lists' island gets what the lists show, not the buyer's answers (decision 121).
    expect(homeHtml).toContain(clientId);
    expect(homeHtml).not.toContain('&quot;answers&quot;');
    expect(homeHtml).not.toContain('&quot;personality&quot;');

    const accepted = await post(seller1, `/seller/client/${clientId}/accept`);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/seller/client/${clientId}?flash=accepted`);

    const record = await (
      await seller1.request(`/seller/client/${clientId}?flash=accepted`)
    ).text();
    expect(record).toContain('Client accepté.');
    expect(record).toContain('Comment l’aborder');
    expect(record).toContain('À éviter');
    expect(record).toContain('Terminer la relation');
    expect(record).toContain('Honda Civic 2017, 120\u00a0000 km');
    expect(record).toContain('par kiosk@demo.test');
    expect(record).toContain('par Élodie Bouchard');

    const other = await signedIn(runtime, 'seller2@demo.test');
    const refused = await post(other, `/seller/client/${clientId}/accept`);
    expect(refused.headers.get('location')).toBe('/seller?error=CLIENT.ALREADY_ACCEPTED');
    expect(await (await other.request('/seller?error=CLIENT.ALREADY_ACCEPTED')).text()).toContain(
      'Ce client a déjà été accepté par un autre conseiller.',
    );

    const ended = await post(seller1, `/seller/client/${clientId}/end`, [
      ['outcome', 'sold'],
      ['comment', 'Entente conclue.'],
    ]);
    expect(ended.headers.get('location')).toBe('/seller?flash=ended');
    const history = await clientRecord(seller1, clientId);
    expect(history.status).toBe('sold');
    expect(history.history.map((entry) => entry.to)).toEqual([
      'questionnaireCompleted',
      'waitingRoom',
      'withAdvisor',
      'sold',
    ]);
  });

  it('shows the expired-sale dialog; resuming brings the client back to the advisor', async () => {
    await clearFloor(runtime);
    const clientId = await completedClient(kiosk);
    await kiosk.json('POST', `/api/clients/${clientId}/seller`, { seller: null });
    await seller1.json('POST', `/api/clients/${clientId}/accept`);
    await sql`update clients set accepted_at = now() - interval '5 hours',
      hold_expires_at = now() - interval '1 hour' where id = ${clientId}`.execute(database.db);

    const home = await (await seller1.request('/seller')).text();
    expect(home).toContain('Votre vente a expiré');
    expect(home).toContain(`/seller/client/${clientId}/extra-time`);

    const resumed = await post(seller1, `/seller/client/${clientId}/extra-time`, [
      ['back', 'home'],
    ]);
    // The sale runs again: the advisor is kept on its record (docs/spec/product-spec.md section 4).
    expect(resumed.headers.get('location')).toBe(`/seller/client/${clientId}?flash=resumed`);
    const forced = await seller1.request('/seller');
    expect(forced.status).toBe(302);
    expect(forced.headers.get('location')).toBe(`/seller/client/${clientId}`);
    const after = await (await seller1.request(`/seller/client/${clientId}?flash=resumed`)).text();
    expect(after).not.toContain('Votre vente a expiré');
    expect(after).toContain('Votre vente est reprise pour une heure.');
    expect(after).toContain('Terminer la relation');
  });
});
